import React from "react";
import { blogIndexPaging } from "../../lib/blog/constants";
import type { ListKey } from "../../lib/blog/list-chunks";
import { PageHeader } from "../sections/PageHeader";
import { BlogLayout } from "./BlogLayout";
import { PostList } from "./PostList";

interface PostArchiveProps {
  eyebrow: string;
  title: string;
  /** The first posts; the rest come from the list's chunks. */
  posts: readonly Queries.PostCardFragment[];
  total: number;
  list: ListKey;
}

/** A category or tag page: its posts with the blog's cards, load-more and sidebar. */
export const PostArchive = ({ eyebrow, title, posts, total, list }: PostArchiveProps) => (
  <>
    <PageHeader eyebrow={eyebrow} title={title} subTitle={`${total} ${total === 1 ? "article" : "articles"}`} />
    <BlogLayout>
      <PostList posts={posts} total={total} list={list} paging={blogIndexPaging} label={`Posts in ${title}`} headingLevel={2} />
    </BlogLayout>
  </>
);
