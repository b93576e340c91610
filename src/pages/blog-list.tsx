import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import styled from "styled-components";
import { PostList } from "../components/blog/PostList";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { Container } from "../components/ui/Container";
import { blogListPaging } from "../lib/blog/constants";
import { allPostsList } from "../lib/blog/list-chunks";
import { theme } from "../theme/theme";

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

const Column = styled(Container)`
  max-width: 960px;
  padding-block: ${theme.spacing(6, 10)};
`;

const listIntro = "Every article from our team, newest first.";

/** The blog as a single-column list: 5 posts, then 3 more per click. */
const BlogListPage = ({ data }: PageProps<Queries.BlogListLayoutQuery>) => (
  <>
    <PageHeader eyebrow="Our Blog" title="All Articles" subTitle={listIntro} />
    <Column>
      <PostList
        posts={data.allDirectusPost.nodes}
        total={data.allDirectusPost.totalCount}
        list={allPostsList}
        paging={blogListPaging}
        layout="list"
        label="Posts"
        headingLevel={2}
      />
    </Column>
  </>
);

export default BlogListPage;

export const Head: HeadFC = ({ location }) => <Seo title="Blog List" pathname={location.pathname} description={listIntro} />;
