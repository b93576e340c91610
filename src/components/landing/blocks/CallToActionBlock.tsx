import { graphql } from "gatsby";
import React from "react";
import { CallToAction } from "../../sections/CallToAction";

export const callToActionBlockFragment = graphql`
  fragment CallToActionBlock on DirectusBlockCallToAction {
    title
    buttonText
    buttonUrl
    backgroundImage {
      resize(width: 1600, format: WEBP, quality: 60) {
        src
      }
    }
  }
`;

/**
 * The banner's background: the editor's picture under the brand colours, dark enough that the
 * white title stays readable on any picture (4.5:1 against white at its lightest), else the
 * banner's own gradient.
 */
export const bannerBackground = (src: string | null | undefined): string | undefined =>
  src ? `linear-gradient(120deg, rgba(46, 16, 101, 0.86), rgba(112, 26, 117, 0.82)), url("${src}") center / cover` : undefined;

/** The site's call-to-action banner: a title and one button, on an optional picture. */
export const CallToActionBlock = ({ block }: { block: Queries.CallToActionBlockFragment }) => (
  <CallToAction
    title={block.title}
    buttonText={block.buttonText}
    buttonUrl={block.buttonUrl}
    background={bannerBackground(block.backgroundImage?.resize?.src)}
  />
);
