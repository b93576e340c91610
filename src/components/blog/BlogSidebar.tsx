import React from "react";
import styled from "styled-components";
import { useBlogSidebar } from "./useBlogSidebar";
import { theme } from "../../theme/theme";
import { SidebarCategories } from "./SidebarCategories";
import { SidebarRecentPosts } from "./SidebarRecentPosts";
import { SidebarSearch } from "../../features/search/SidebarSearch";
import { SidebarTags } from "./SidebarTags";

const Aside = styled.aside`
  display: grid;
  gap: ${theme.spacing(3)};
  align-content: start;
`;

/** Search, categories, recent posts and tags beside the blog index and each post. */
export const BlogSidebar = () => {
  const { categories, recentPostSlots, tags } = useBlogSidebar();
  return (
    <Aside aria-label="Blog sidebar">
      <SidebarSearch />
      <SidebarCategories categories={categories} />
      <SidebarRecentPosts slots={recentPostSlots} />
      <SidebarTags tags={tags} />
    </Aside>
  );
};
