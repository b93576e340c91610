import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";
import { SiteLink } from "../ui/SiteLink";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.spacing(1)};
  ${unstyledList}
`;

const Tag = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: ${theme.spacing(0.5, 1.5)};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: 999px;
  font-size: 0.875rem;
  text-decoration: none;

  &:hover {
    border-color: ${theme.colors.primary};
    color: ${theme.colors.heading};
  }
`;

/** Tags as pill links to their tag pages. */
export const TagLinks = ({ tags, label = "Tags" }: { tags: readonly { name: string; to: string }[]; label?: string }) => (
  <List aria-label={label}>
    {tags.map((tag) => (
      <li key={tag.to}>
        <Tag to={tag.to}>{tag.name}</Tag>
      </li>
    ))}
  </List>
);
