import React from "react";
import type { Paging } from "../../lib/blog/load-more";
import { allPostsList } from "../../lib/blog/list-chunks";
import { PostList } from "./PostList";

interface AllPostsListProps {
  /** The page query's newest posts (as many as the page shows first) and the count of all. */
  posts: { readonly totalCount: number; readonly nodes: readonly Queries.PostCardFragment[] };
  paging: Paging;
  layout?: "grid" | "list";
}

/** Every post, newest first, as the blog's own pages list them: the rest come from the 'all' chunks. */
export const AllPostsList = ({ posts, paging, layout }: AllPostsListProps) => (
  <PostList
    posts={posts.nodes}
    total={posts.totalCount}
    list={allPostsList}
    paging={paging}
    layout={layout}
    label="Posts"
    headingLevel={2}
  />
);
