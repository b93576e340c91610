import React from "react";
import styled from "styled-components";
import { blogPath, postPath } from "../../lib/blog/paths";
import { fixedImageAttributes } from "../../lib/fixed-image";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";
import { SiteLink } from "../ui/SiteLink";
import { SidebarPanel } from "./SidebarPanel";
import type { RecentPost } from "../../gatsby/node/blog-pages-query";
import { useSidebarData } from "./useSidebarData";

const List = styled.ul`
  display: grid;
  gap: ${theme.spacing(2)};
  ${unstyledList}
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${theme.spacing(1.5)};
  align-items: center;
`;

const Thumb = styled.div`
  width: 72px;
  height: 72px;
  overflow: hidden;
  background: ${theme.colors.surfaceRaised};
  border-radius: ${theme.radius};
`;

const ThumbImage = styled.img`
  display: block;
  width: 72px;
  height: 72px;
  object-fit: cover;
`;

const Title = styled(SiteLink)`
  display: block;
  color: ${theme.colors.heading};
  font-weight: 600;
  line-height: 1.35;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Date = styled.time`
  color: ${theme.colors.textMuted};
  font-size: 0.875rem;
`;

/** A post's place while the list loads: its thumbnail's box and two lines, so nothing moves. */
const Placeholder = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: 0.875rem;
  margin-block: 0.3rem;
  background: ${theme.colors.surfaceRaised};
  border-radius: ${theme.radius};
`;

const LoadingItems = ({ count }: { count: number }) =>
  Array.from({ length: count }, (_, index) => (
    <Item key={index} aria-hidden="true">
      <Thumb />
      <div>
        <Placeholder $width="90%" />
        <Placeholder $width="40%" />
      </div>
    </Item>
  ));

const LoadedItems = ({ posts }: { posts: readonly RecentPost[] }) =>
  posts.map((post) => {
    const thumbnail = post.heroImage?.gatsbyImage ? fixedImageAttributes(post.heroImage.gatsbyImage) : null;
    return (
      <Item key={post.id}>
        <Thumb>{thumbnail && <ThumbImage {...thumbnail} alt="" loading="lazy" decoding="async" />}</Thumb>
        <div>
          <Title to={postPath(post.directusId)}>{post.title}</Title>
          <Date dateTime={post.dateCreated}>{post.dateCreatedText}</Date>
        </div>
      </Item>
    );
  });

/**
 * The newest posts, fetched once the page is up (useSidebarData); until then a placeholder in
 * each of the `slots` the posts will take.
 */
export const SidebarRecentPosts = ({ slots }: { slots: number }) => {
  const recent = useSidebarData();
  return (
    <SidebarPanel title="Recent Posts">
      {recent.status === "failed" ? (
        <p>
          The newest posts could not be loaded. <SiteLink to={blogPath}>See all posts</SiteLink>
        </p>
      ) : (
        <List aria-busy={recent.status === "loading"}>
          {recent.status === "loading" ? <LoadingItems count={slots} /> : <LoadedItems posts={recent.data.recentPosts} />}
        </List>
      )}
    </SidebarPanel>
  );
};
