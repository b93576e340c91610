import type { HeadFC, PageProps } from "gatsby";
import React from "react";
import styled from "styled-components";
import { BlogColumn } from "../components/blog/BlogColumn";
import { PostMeta } from "../components/blog/PostMeta";
import { PageHeader } from "../components/sections/PageHeader";
import { Seo } from "../components/seo/Seo";
import { SiteLink } from "../components/ui/SiteLink";
import { unstyledList } from "../components/ui/textStyles";
import { archivePath, postPath } from "../lib/blog/paths";
import { theme } from "../theme/theme";
import type { ArchivePageContext } from "../gatsby/node/blog-archive-pages";

const Entries = styled.ol`
  display: grid;
  gap: ${theme.spacing(2)};
  ${unstyledList}
`;

const Entry = styled.li`
  display: grid;
  gap: ${theme.spacing(0.5)};
  padding-bottom: ${theme.spacing(2)};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Title = styled(SiteLink)`
  color: ${theme.colors.heading};
  font-size: 1.125rem;
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.spacing(2)};
  margin-top: ${theme.spacing(5)};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${theme.colors.primaryText};
  }
`;

const archiveIntro = "Every article from our team, newest first, as plain links.";

const pageTitle = ({ page, pageCount }: ArchivePageContext): string =>
  pageCount > 1 ? `Blog archive, page ${page} of ${pageCount}` : "Blog archive";

/**
 * The plain archive: every post as a link, a hundred to a page. It needs no JavaScript, so
 * every post stays reachable for visitors without it and for crawlers; the blog's lists link
 * here next to their 'Load More Blog' button.
 */
const BlogArchiveTemplate = ({ pageContext }: PageProps<object, ArchivePageContext>) => {
  const { page, pageCount, skip, posts } = pageContext;
  return (
    <>
      <PageHeader eyebrow="Our Blog" title={pageTitle(pageContext)} subTitle={archiveIntro} />
      <BlogColumn>
        {posts.length === 0 ? (
          <p>No posts have been published yet.</p>
        ) : (
          <Entries aria-label="Posts" start={skip + 1}>
            {posts.map((post) => (
              <Entry key={post.id}>
                <Title to={postPath(post.directusId)}>{post.title}</Title>
                <PostMeta category={post.category} date={post.dateCreated} dateText={post.dateCreatedText} />
              </Entry>
            ))}
          </Entries>
        )}
        {pageCount > 1 && (
          <Pager aria-label="Archive pages">
            {page > 1 ? (
              <SiteLink to={archivePath(page - 1)} rel="prev">
                Newer posts
              </SiteLink>
            ) : (
              <span />
            )}
            {page < pageCount && (
              <SiteLink to={archivePath(page + 1)} rel="next">
                Older posts
              </SiteLink>
            )}
          </Pager>
        )}
      </BlogColumn>
    </>
  );
};

export default BlogArchiveTemplate;

export const Head: HeadFC<object, ArchivePageContext> = ({ location, pageContext }) => (
  <Seo title={pageTitle(pageContext)} pathname={location.pathname} description={archiveIntro} />
);
