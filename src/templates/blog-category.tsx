import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { PostArchive } from "../components/blog/PostArchive";
import { Seo } from "../components/seo/Seo";
import { categoryList } from "../lib/blog/list-chunks";

interface CategoryContext {
  slug: string;
  name: string;
}

export const query = graphql`
  query BlogCategory($slug: String!) {
    allDirectusPost(
      filter: { category: { slug: { eq: $slug } } }
      sort: [{ dateCreated: DESC }, { directusId: DESC }]
      limit: 4
    ) {
      totalCount
      nodes {
        ...PostCard
      }
    }
  }
`;

const BlogCategoryTemplate = ({ data, pageContext }: PageProps<Queries.BlogCategoryQuery, CategoryContext>) => (
  <PostArchive
    eyebrow="Category"
    title={pageContext.name}
    posts={data.allDirectusPost.nodes}
    total={data.allDirectusPost.totalCount}
    list={categoryList(pageContext.slug)}
  />
);

export default BlogCategoryTemplate;

export const Head: HeadFC<Queries.BlogCategoryQuery, CategoryContext> = ({ location, pageContext }) => (
  <Seo
    title={`${pageContext.name} articles`}
    pathname={location.pathname}
    description={`Articles about ${pageContext.name.toLowerCase()} from our team.`}
  />
);
