import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { AllPostsList } from "../components/blog/AllPostsList";
import { BlogLayout } from "../components/blog/BlogLayout";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { blogIndexPaging } from "../lib/blog/constants";

export const query = graphql`
  query BlogIndex {
    allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }], limit: 4) {
      totalCount
      nodes {
        ...PostCard
      }
    }
  }
`;

const blogIntro = "Notes from our engineers and designers on building, shipping and running software.";

const BlogPage = ({ data }: PageProps<Queries.BlogIndexQuery>) => (
  <>
    <PageHeader eyebrow="Our Blog" title="Insights and Articles" subTitle={blogIntro} />
    <BlogLayout>
      <AllPostsList posts={data.allDirectusPost} paging={blogIndexPaging} />
    </BlogLayout>
  </>
);

export default BlogPage;

export const Head: HeadFC = ({ location }) => <Seo title="Blog" pathname={location.pathname} description={blogIntro} />;
