import { graphql } from "gatsby";
import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import { postPath } from "../../lib/blog/paths";
import { theme } from "../../theme/theme";
import { SiteLink } from "../ui/SiteLink";
import { PostMeta } from "./PostMeta";

export const postCardFragment = graphql`
  fragment PostCard on DirectusPost {
    id
    directusId
    title
    subTitle
    dateCreated
    dateCreatedText
    category {
      name
      slug
    }
    heroImage {
      gatsbyImage(
        layout: CONSTRAINED
        width: 640
        aspectRatio: 1.6
        placeholder: DOMINANT_COLOR
        quality: 45
        formats: [WEBP]
        outputPixelDensities: [0.5, 1, 1.05, 1.5]
        sizes: "(min-width: 1200px) 380px, (min-width: 600px) 50vw, calc(100vw - 32px)"
      )
    }
  }
`;

interface PostCardProps {
  post: Queries.PostCardFragment;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
  /** The first card on a page is usually its largest image: load it at once. */
  eagerImage?: boolean;
  layout?: "grid" | "list";
}

const Card = styled.article<{ $layout: "grid" | "list" }>`
  display: grid;
  height: 100%;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  ${theme.up("sm")} {
    grid-template-columns: ${({ $layout }) => ($layout === "list" ? "minmax(200px, 2fr) 3fr" : "1fr")};
    grid-template-rows: ${({ $layout }) => ($layout === "list" ? "auto" : "auto 1fr")};
  }
`;

const ImageFrame = styled.div`
  aspect-ratio: 1.6;
  background: ${theme.colors.surfaceRaised};

  .gatsby-image-wrapper {
    width: 100%;
    height: 100%;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(1.5)};
  padding: ${theme.spacing(3)};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.3125rem;
  line-height: 1.3;

  a {
    color: ${theme.colors.heading};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }
`;

const SubTitle = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
`;

const ReadMore = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  margin-top: auto;
  color: ${theme.colors.primaryText};
  font-weight: 600;
`;

/** A post in a list: hero image, category, date, title, sub-title and a link to it. */
export const PostCard = ({ post, headingLevel = 3, eagerImage = false, layout = "grid" }: PostCardProps) => {
  const image = post.heroImage?.gatsbyImage;
  const titleId = `post-card-${post.directusId}`;
  return (
    <Card $layout={layout} aria-labelledby={titleId}>
      <ImageFrame>{image && <GatsbyImage image={image} alt="" loading={eagerImage ? "eager" : "lazy"} />}</ImageFrame>
      <Body>
        <PostMeta category={post.category} date={post.dateCreated} dateText={post.dateCreatedText} />
        <Title as={`h${headingLevel}`} id={titleId}>
          <SiteLink to={postPath(post.directusId)}>{post.title}</SiteLink>
        </Title>
        {post.subTitle && <SubTitle>{post.subTitle}</SubTitle>}
        {layout === "list" && (
          <ReadMore to={postPath(post.directusId)} aria-describedby={titleId}>
            Read More
          </ReadMore>
        )}
      </Body>
    </Card>
  );
};
