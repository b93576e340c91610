import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { PostArchive } from "../components/blog/PostArchive";
import { Seo } from "../components/seo/Seo";
import { tagList } from "../lib/blog/list-chunks";

interface TagContext {
  name: string;
  slug: string;
  /** Every spelling of the tag in use ('React', 'react'). */
  variants: string[];
}

export const query = graphql`
  query BlogTag($variants: [String!]!) {
    allDirectusPost(filter: { tags: { in: $variants } }, sort: [{ dateCreated: DESC }, { directusId: DESC }], limit: 4) {
      totalCount
      nodes {
        ...PostCard
      }
    }
  }
`;

const BlogTagTemplate = ({ data, pageContext }: PageProps<Queries.BlogTagQuery, TagContext>) => (
  <PostArchive
    eyebrow="Tag"
    title={`Tagged “${pageContext.name}”`}
    posts={data.allDirectusPost.nodes}
    total={data.allDirectusPost.totalCount}
    list={tagList(pageContext.slug)}
  />
);

export default BlogTagTemplate;

export const Head: HeadFC<Queries.BlogTagQuery, TagContext> = ({ location, pageContext }) => (
  <Seo
    title={`Articles tagged ${pageContext.name}`}
    pathname={location.pathname}
    description={`Articles tagged “${pageContext.name}” from our engineers and designers.`}
  />
);
