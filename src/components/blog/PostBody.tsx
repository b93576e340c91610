import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

const Prose = styled.div`
  font-size: 1.0625rem;
  line-height: 1.75;

  h2,
  h3,
  h4 {
    margin-top: ${theme.spacing(5)};
  }

  img {
    max-width: 100%;
    height: auto;
    border-radius: ${theme.radius};
  }

  figure {
    margin: ${theme.spacing(4)} 0;
  }

  figcaption {
    margin-top: ${theme.spacing(1)};
    color: ${theme.colors.textMuted};
    font-size: 0.9375rem;
  }

  a {
    color: ${theme.colors.primaryText};
  }

  pre {
    overflow-x: auto;
    padding: ${theme.spacing(2)};
    background: ${theme.colors.surfaceRaised};
    border-radius: ${theme.radius};
    font-size: 0.9375rem;
    line-height: 1.6;
  }

  code {
    font-family: ${theme.fonts.mono};
  }

  blockquote {
    margin: ${theme.spacing(3)} 0;
    padding-left: ${theme.spacing(2.5)};
    border-left: 4px solid ${theme.colors.secondary};
    color: ${theme.colors.textMuted};
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${theme.spacing(1, 1.5)};
    border: 1px solid ${theme.colors.border};
    text-align: left;
  }
`;

/**
 * The post body. `html` is the build-time sanitised `bodyHtml` field (see
 * plugins/gatsby-source-directus/src/post-contract.ts); nothing unsanitised is ever passed here.
 */
/** The post's sanitised HTML; other attributes (the preview's `data-directus`) go onto its box. */
export const PostBody = ({ html, ...attributes }: { html: string; "data-directus"?: string }) => (
  <Prose {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
);
