import React from "react";
import styled from "styled-components";
import { tagPath } from "../../lib/blog/paths";
import type { SidebarTag } from "./useBlogSidebar";
import { SidebarPanel } from "./SidebarPanel";
import { TagLinks } from "./TagLinks";

const Note = styled.p`
  margin: 0;
`;

export const SidebarTags = ({ tags }: { tags: readonly SidebarTag[] }) => (
  <SidebarPanel title="Tags">
    {tags.length > 0 ? (
      <TagLinks tags={tags.map((tag) => ({ name: tag.name, to: tagPath(tag.name) }))} />
    ) : (
      <Note>No tags yet.</Note>
    )}
  </SidebarPanel>
);
