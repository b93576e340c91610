import React from "react";
import { blogIndexPaging } from "../../lib/blog/constants";
import { PageHeader } from "../sections/PageHeader";
import { BlogLayout } from "./BlogLayout";
import { PostList } from "./PostList";

interface PostArchiveProps {
  eyebrow: string;
  title: string;
  posts: readonly Queries.PostCardFragment[];
}

/** A category or tag page: its posts with the blog's cards, load-more and sidebar. */
export const PostArchive = ({ eyebrow, title, posts }: PostArchiveProps) => (
  <>
    <PageHeader
      eyebrow={eyebrow}
      title={title}
      subTitle={`${posts.length} ${posts.length === 1 ? "article" : "articles"}`}
    />
    <BlogLayout>
      <PostList posts={posts} paging={blogIndexPaging} label={`Posts in ${title}`} headingLevel={2} />
    </BlogLayout>
  </>
);
