import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { AllPostsList } from "../components/blog/AllPostsList";
import { BlogColumn } from "../components/blog/BlogColumn";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { blogListPaging } from "../lib/blog/constants";

export const query = graphql`
  query BlogListLayout {
    allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }], limit: 5) {
      totalCount
      nodes {
        ...PostCard
      }
    }
  }
`;

const listIntro = "Every article from our team, newest first.";

/** The blog as a single-column list: 5 posts, then 3 more per click. */
const BlogListPage = ({ data }: PageProps<Queries.BlogListLayoutQuery>) => (
  <>
    <PageHeader eyebrow="Our Blog" title="All Articles" subTitle={listIntro} />
    <BlogColumn>
      <AllPostsList posts={data.allDirectusPost} paging={blogListPaging} layout="list" />
    </BlogColumn>
  </>
);

export default BlogListPage;

export const Head: HeadFC = ({ location }) => <Seo title="Blog List" pathname={location.pathname} description={listIntro} />;
