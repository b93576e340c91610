import { graphql } from "gatsby";
import React from "react";
import { PostBody } from "../../blog/PostBody";
import { BlockSection } from "../BlockSection";

export const richTextBlockFragment = graphql`
  fragment RichTextBlock on DirectusBlockRichText {
    title
    bodyHtml
  }
`;

/**
 * A heading and formatted text in the reading column, styled as a post's body. `bodyHtml` is
 * sanitised at build time exactly as a post body is (the source plugin's post contract).
 */
export const RichTextBlock = ({ block, titleId }: { block: Queries.RichTextBlockFragment; titleId: string }) => (
  <BlockSection title={block.title} subTitle="" titleId={titleId} label="Text" narrow>
    <PostBody html={block.bodyHtml} />
  </BlockSection>
);
