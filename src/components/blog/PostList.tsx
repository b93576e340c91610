import React, { useEffect, useRef } from "react";
import styled from "styled-components";
import type { Paging } from "../../lib/blog/load-more";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";
import { Button } from "../ui/ButtonLink";
import { PostCard } from "./PostCard";
import { useLoadMore } from "./useLoadMore";

interface PostListProps {
  posts: readonly Queries.PostCardFragment[];
  paging: Paging;
  layout?: "grid" | "list";
  /** Accessible name of the list, e.g. 'Posts'. */
  label: string;
  headingLevel?: 2 | 3;
}

const Items = styled.ul<{ $layout: "grid" | "list" }>`
  display: grid;
  gap: ${theme.spacing(3)};
  ${unstyledList}

  ${theme.up("sm")} {
    grid-template-columns: ${({ $layout }) => ($layout === "grid" ? "repeat(2, minmax(0, 1fr))" : "1fr")};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(5)};
`;

const Status = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const Empty = styled.p`
  color: ${theme.colors.textMuted};
`;

/**
 * Posts revealed a few at a time with the spec's 'Load More Blog' button. After a click,
 * focus moves to the first newly shown post so keyboard users continue where they were.
 */
export const PostList = ({ posts, paging, layout = "grid", label, headingLevel = 3 }: PostListProps) => {
  const { visible, hasMore, firstRevealed, showMore } = useLoadMore(posts.length, paging);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (firstRevealed === null) return;
    listRef.current?.children[firstRevealed]?.querySelector<HTMLAnchorElement>("h2 a, h3 a")?.focus();
  }, [firstRevealed]);

  if (posts.length === 0) return <Empty>No posts have been published here yet.</Empty>;

  return (
    <>
      <Items ref={listRef} $layout={layout} aria-label={label}>
        {posts.slice(0, visible).map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} layout={layout} headingLevel={headingLevel} eagerImage={index === 0} />
          </li>
        ))}
      </Items>
      <Footer>
        <Status role="status">
          Showing {visible} of {posts.length} posts
        </Status>
        {hasMore && (
          <Button type="button" onClick={showMore}>
            Load More Blog
          </Button>
        )}
      </Footer>
    </>
  );
};
