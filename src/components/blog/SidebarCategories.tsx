import React from "react";
import styled from "styled-components";
import type { SidebarCategory } from "./useBlogSidebar";
import { categoryPath } from "../../lib/blog/paths";
import { postCountText } from "../../lib/blog/post-count";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";
import { SiteLink } from "../ui/SiteLink";
import { SidebarPanel } from "./SidebarPanel";
import { useSidebarData } from "./useSidebarData";

const List = styled.ul`
  ${unstyledList}
`;

const CategoryLink = styled(SiteLink)`
  display: flex;
  justify-content: space-between;
  gap: ${theme.spacing(1)};
  min-height: 40px;
  align-items: center;
  color: ${theme.colors.text};
  text-decoration: none;
  border-bottom: 1px solid ${theme.colors.border};

  &:hover {
    color: ${theme.colors.primaryText};
  }
`;

const Count = styled.span`
  color: ${theme.colors.textMuted};
`;

/**
 * The categories in use, each with its number of posts once the sidebar's data is fetched
 * (useSidebarData): a count changes with every post published, and in the HTML it would make
 * Gatsby render every page with a sidebar again. Until then (or without JavaScript) the links
 * stand alone; the count sits at the end of the line, so nothing moves when it comes.
 */
export const SidebarCategories = ({ categories }: { categories: readonly SidebarCategory[] }) => {
  const sidebar = useSidebarData();
  const counts = sidebar.status === "loaded" ? sidebar.data.categoryCounts : {};
  return (
    <SidebarPanel title="Categories">
      <List>
        {categories.map((category) => {
          const count = counts[category.slug];
          return (
            <li key={category.slug}>
              <CategoryLink to={categoryPath(category.slug)}>
                <span>{category.name}</span>
                {/* aria-label on a span is ignored by screen readers (and invalid HTML): they read the words instead. */}
                {count === undefined ? null : (
                  <Count>
                    <span aria-hidden="true">({count})</span>
                    <span className="visually-hidden">{` (${postCountText(count)})`}</span>
                  </Count>
                )}
              </CategoryLink>
            </li>
          );
        })}
      </List>
    </SidebarPanel>
  );
};
