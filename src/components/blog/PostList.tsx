import React, { useEffect, useRef } from "react";
import styled from "styled-components";
import type { Paging } from "../../lib/blog/load-more";
import type { ListKey } from "../../lib/blog/list-chunks";
import { archivePath } from "../../lib/blog/paths";
import { theme } from "../../theme/theme";
import { minimumTarget, unstyledList } from "../ui/textStyles";
import { Button } from "../ui/ButtonLink";
import { SiteLink } from "../ui/SiteLink";
import { PostCard } from "./PostCard";
import { useLoadMore } from "./useLoadMore";

interface PostListProps {
  /** The list's first posts (at least `paging.initial` when there are that many). */
  posts: readonly Queries.PostCardFragment[];
  /** How many posts the list has in all. */
  total: number;
  /** The list whose static chunks hold the rest. */
  list: ListKey;
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

const ArchiveLink = styled(SiteLink)`
  ${minimumTarget}
  color: ${theme.colors.primaryText};
`;

const Empty = styled.p`
  color: ${theme.colors.textMuted};
`;

const statusText = (shown: number, total: number, loading: boolean, failed: boolean): string => {
  if (loading) return `Showing ${shown} of ${total} posts. Loading more…`;
  if (failed) return `Showing ${shown} of ${total} posts. More posts could not be loaded; please try again.`;
  return `Showing ${shown} of ${total} posts`;
};

/**
 * Posts revealed a few at a time with a 'Load More Blog' button, fetched from the
 * list's static chunks when asked for. After a click, focus moves to the first newly shown
 * post so keyboard users continue where they were. The archive link reaches every post
 * without JavaScript.
 */
export const PostList = ({ posts, total, list, paging, layout = "grid", label, headingLevel = 3 }: PostListProps) => {
  const { shown, hasMore, loading, failed, firstRevealed, showMore } = useLoadMore({
    initialPosts: posts,
    total,
    paging,
    list,
  });
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (firstRevealed === null) return;
    listRef.current?.children[firstRevealed]?.querySelector<HTMLAnchorElement>("h2 a, h3 a")?.focus();
  }, [firstRevealed]);

  if (total === 0) return <Empty>No posts have been published here yet.</Empty>;

  return (
    <>
      <Items ref={listRef} $layout={layout} aria-label={label} aria-busy={loading}>
        {shown.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} layout={layout} headingLevel={headingLevel} eagerImage={index === 0} />
          </li>
        ))}
      </Items>
      <Footer>
        <Status role="status">{statusText(shown.length, total, loading, failed)}</Status>
        {hasMore && (
          <Button type="button" onClick={showMore} aria-disabled={loading}>
            Load More Blog
          </Button>
        )}
        {hasMore && <ArchiveLink to={archivePath(1)}>Browse the archive of every post</ArchiveLink>}
      </Footer>
    </>
  );
};
