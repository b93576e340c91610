import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { PostArchive } from "../components/blog/PostArchive";
import { Seo } from "../components/seo/Seo";
import type { ListPreview } from "../gatsby/node/blog-list-previews";
import { tagList } from "../lib/blog/list-chunks";

/** From createPages (src/gatsby/node/create-blog-pages.ts), with the list's first posts. */
interface TagContext extends ListPreview {
  name: string;
  slug: string;
}

const BlogTagTemplate = ({ pageContext }: PageProps<object, TagContext>) => (
  <PostArchive
    eyebrow="Tag"
    title={`Tagged “${pageContext.name}”`}
    posts={pageContext.posts}
    total={pageContext.total}
    list={tagList(pageContext.slug)}
  />
);

export default BlogTagTemplate;

export const Head: HeadFC<object, TagContext> = ({ location, pageContext }) => (
  <Seo
    title={`Articles tagged ${pageContext.name}`}
    pathname={location.pathname}
    description={`Articles tagged “${pageContext.name}” from our engineers and designers.`}
  />
);
