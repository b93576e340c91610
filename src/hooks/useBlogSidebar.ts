import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import { popularTagsLimit } from "../lib/blog/constants";
import type { SearchablePost } from "../lib/blog/search";
import { popularTags, type TagUsage } from "../lib/blog/tags";

export interface SidebarCategory {
  name: string;
  slug: string;
  count: number;
}

export interface BlogSidebarData {
  searchIndex: (SearchablePost & { directusId: string })[];
  categories: SidebarCategory[];
  recentPosts: Queries.BlogSidebarQuery["recent"]["nodes"];
  tags: TagUsage[];
}

/** Everything the blog sidebar shows, from the build's published posts. */
export const useBlogSidebar = (): BlogSidebarData => {
  const data = useStaticQuery<Queries.BlogSidebarQuery>(graphql`
    query BlogSidebar {
      all: allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }]) {
        nodes {
          id
          directusId
          title
          subTitle
          tags
          category {
            name
          }
        }
      }
      recent: allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }], limit: 4) {
        nodes {
          id
          directusId
          title
          dateCreated
          dateCreatedText
          heroImage {
            gatsbyImage(layout: FIXED, width: 72, height: 72, placeholder: BLURRED, formats: [AUTO, WEBP])
          }
        }
      }
      allDirectusCategory(sort: { name: ASC }) {
        nodes {
          name
          slug
          posts {
            id
          }
        }
      }
    }
  `);

  return useMemo(
    () => ({
      searchIndex: data.all.nodes.map((post) => ({
        id: post.id,
        directusId: post.directusId,
        title: post.title,
        subTitle: post.subTitle,
        category: post.category?.name ?? null,
        tags: post.tags,
      })),
      categories: data.allDirectusCategory.nodes
        .map((category) => ({ name: category.name, slug: category.slug, count: category.posts.length }))
        .filter((category) => category.count > 0),
      recentPosts: data.recent.nodes,
      tags: popularTags(
        data.all.nodes.map((post) => post.tags),
        popularTagsLimit,
      ),
    }),
    [data],
  );
};
