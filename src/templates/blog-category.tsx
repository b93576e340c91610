import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import { PostArchive } from "../components/blog/PostArchive";
import { Seo } from "../components/seo/Seo";
import type { ListPreview } from "../gatsby/node/blog-list-previews";
import { categoryList } from "../lib/blog/list-chunks";

/** From createPages (src/gatsby/node/create-blog-pages.ts), with the list's first posts. */
interface CategoryContext extends ListPreview {
  slug: string;
  name: string;
}

const BlogCategoryTemplate = ({ pageContext }: PageProps<object, CategoryContext>) => (
  <PostArchive
    eyebrow="Category"
    title={pageContext.name}
    posts={pageContext.posts}
    total={pageContext.total}
    list={categoryList(pageContext.slug)}
  />
);

export default BlogCategoryTemplate;

export const Head: HeadFC<object, CategoryContext> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.name} articles`}
    pathname={location.pathname}
    description={`Articles about ${pageContext.name.toLowerCase()} from our team.`}
  />
);
