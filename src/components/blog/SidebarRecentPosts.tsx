import { GatsbyImage } from "gatsby-plugin-image";
import React, { useMemo } from "react";
import styled from "styled-components";
import type { SidebarRecentPost } from "./useBlogSidebar";
import { postPath } from "../../lib/blog/paths";
import { fixedImageWithoutSizes } from "../../lib/fixed-image";
import { theme } from "../../theme/theme";
import { unstyledList } from "../ui/textStyles";
import { SiteLink } from "../ui/SiteLink";
import { SidebarPanel } from "./SidebarPanel";

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

export const SidebarRecentPosts = ({ posts }: { posts: readonly SidebarRecentPost[] }) => {
  // Once per list: GatsbyImage's effects run again whenever its image object is a new one.
  const thumbnails = useMemo(
    () => posts.map((post) => (post.heroImage?.gatsbyImage ? fixedImageWithoutSizes(post.heroImage.gatsbyImage) : undefined)),
    [posts],
  );
  return (
    <SidebarPanel title="Recent Posts">
      <List>
        {posts.map((post, index) => {
          const thumbnail = thumbnails[index];
          return (
            <Item key={post.id}>
              <Thumb>{thumbnail && <GatsbyImage image={thumbnail} alt="" />}</Thumb>
              <div>
                <Title to={postPath(post.directusId)}>{post.title}</Title>
                <Date dateTime={post.dateCreated}>{post.dateCreatedText}</Date>
              </div>
            </Item>
          );
        })}
      </List>
    </SidebarPanel>
  );
};
