import { graphql, type HeadFC, type PageProps } from "gatsby";
import React from "react";
import { BlogLayout } from "../components/blog/BlogLayout";
import { PostArticle } from "../components/blog/PostArticle";
import { PostNavigation } from "../components/blog/PostNavigation";
import { HeroImagePreload } from "../components/seo/HeroImagePreload";
import { Seo } from "../components/seo/Seo";
import { useSiteMetadata } from "../hooks/useSiteMetadata";
import { blogPostingJsonLd } from "../lib/blog/json-ld";
import { contentSeo } from "../lib/content-seo";
import { useVisualEditor } from "../lib/visual-editor";

export const query = graphql`
  query BlogPost($id: String!, $olderId: String!, $newerId: String!) {
    post: directusPost(id: { eq: $id }) {
      directusId
      title
      subTitle
      dateCreated
      dateCreatedText
      dateUpdated
      tags
      bodyHtml
      category {
        ...PostCategory
      }
      heroImage {
        gatsbyImage(
          layout: CONSTRAINED
          width: 880
          aspectRatio: 2
          placeholder: BLURRED
          formats: [WEBP]
          outputPixelDensities: [0.5, 1, 1.5, 2]
          sizes: "(min-width: 1200px) 760px, calc(100vw - 32px)"
        )
      }
      ...PostSeo
    }
    older: directusPost(id: { eq: $olderId }) {
      directusId
      title
    }
    newer: directusPost(id: { eq: $newerId }) {
      directusId
      title
    }
  }
`;

const BlogPostTemplate = ({ data }: PageProps<Queries.BlogPostQuery>) => {
  useVisualEditor(data);
  if (!data.post) return null;
  return (
    <BlogLayout>
      <PostArticle post={data.post} />
      <PostNavigation older={data.older} newer={data.newer} />
    </BlogLayout>
  );
};

export default BlogPostTemplate;

export const Head: HeadFC<Queries.BlogPostQuery> = ({ data, location }) => {
  const site = useSiteMetadata();
  const { post } = data;
  if (!post) return <Seo title="Blog" pathname={location.pathname} />;
  const seo = contentSeo(post, { title: post.title, description: post.subTitle });
  return (
    <Seo
      title={seo.title}
      pathname={location.pathname}
      description={seo.description}
      type="article"
      image={seo.image}
      noIndex={seo.noIndex}
      jsonLd={blogPostingJsonLd(
        {
          directusId: post.directusId,
          // The article's headline is the heading the page shows; the description and image follow the SEO fields.
          title: post.title,
          subTitle: seo.description ?? post.subTitle,
          dateCreated: post.dateCreated,
          dateUpdated: post.dateUpdated,
          image: seo.image ?? null,
          category: post.category?.name ?? null,
          tags: post.tags,
        },
        site,
      )}
    >
      <meta property="article:published_time" content={post.dateCreated} />
      <meta property="article:modified_time" content={post.dateUpdated} />
      {post.heroImage?.gatsbyImage && <HeroImagePreload image={post.heroImage.gatsbyImage} />}
    </Seo>
  );
};
