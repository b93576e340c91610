import { GatsbyImage } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import { tagPath } from "../../lib/blog/paths";
import { editable } from "../../lib/visual-editor";
import { theme } from "../../theme/theme";
import { PostBody } from "./PostBody";
import { PostMeta } from "./PostMeta";
import { TagLinks } from "./TagLinks";

type Post = NonNullable<Queries.BlogPostQuery["post"]>;

const Header = styled.header`
  display: grid;
  gap: ${theme.spacing(2)};
  margin-bottom: ${theme.spacing(4)};
`;

const Title = styled.h1`
  margin: 0;
  font-size: clamp(2rem, 5vw, 3rem);
`;

const SubTitle = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: 1.1875rem;
`;

const Hero = styled.div`
  margin-bottom: ${theme.spacing(5)};
  overflow: hidden;
  aspect-ratio: 2;
  background: ${theme.colors.surfaceRaised};
  border-radius: ${theme.radius};
`;

// A section, not the article's <footer>: Pagefind leaves footer, nav, form and label elements
// out of its index, and the tags must be found by the blog's search.
const Tags = styled.section`
  margin-top: ${theme.spacing(5)};

  h2 {
    margin-bottom: ${theme.spacing(1.5)};
    font-size: 1.125rem;
  }
`;

/**
 * A post: title, category and date, hero image, sanitised body and tags. The article is all
 * that the search index reads of the page (`data-pagefind-body`, see src/gatsby/node/search-index.ts),
 * its heading gives the results their title. On the preview server, each part opens its fields
 * in Directus's Visual Editor (src/lib/visual-editor.ts).
 */
export const PostArticle = ({ post }: { post: Post }) => {
  const fieldsOfPost = (fields: string[], mode: "popover" | "drawer") =>
    editable({ collection: "posts", item: post.directusId, fields, mode });
  return (
    <article aria-labelledby="post-title" data-pagefind-body="">
      <Header {...fieldsOfPost(["title", "sub_title", "category"], "popover")}>
        <PostMeta category={post.category} date={post.dateCreated} dateText={post.dateCreatedText} />
        <Title id="post-title" data-pagefind-meta="title">
          {post.title}
        </Title>
        {post.subTitle && <SubTitle>{post.subTitle}</SubTitle>}
      </Header>
      {post.heroImage?.gatsbyImage && (
        <Hero {...fieldsOfPost(["hero_image"], "drawer")}>
          <GatsbyImage image={post.heroImage.gatsbyImage} alt="" loading="eager" />
        </Hero>
      )}
      <PostBody html={post.bodyHtml} {...fieldsOfPost(["body"], "drawer")} />
      {post.tags.length > 0 && (
        <Tags {...fieldsOfPost(["tags"], "popover")}>
          <h2 data-pagefind-ignore="">Tags</h2>
          <TagLinks tags={post.tags.map((tag) => ({ name: tag, to: tagPath(tag) }))} label="Tags of this post" />
        </Tags>
      )}
    </article>
  );
};
