import React, { type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import styled, { ServerStyleSheet, createGlobalStyle } from "styled-components";

const Card = styled.div`
  color: rebeccapurple;
`;

/** A styled component whose class depends on its props. */
export const Note = styled.p<{ $tone: string }>`
  color: ${(props) => props.$tone};
`;

const PageStyles = createGlobalStyle`
  body { margin: 0; }
`;

/** A page with a global style, a plain styled component and one with props. */
export const StyledPage = () => (
  <>
    <PageStyles />
    <Card>Card</Card>
    <Note $tone="teal">Note</Note>
  </>
);

/** What gatsby-plugin-styled-components does on the server: the markup and the head's style element. */
export const renderStylesOnServer = (page: ReactElement) => {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(page));
  const styleElements = sheet.getStyleElement();
  const css = sheet.instance.toString();
  sheet.seal();
  return { html, styleElements, css };
};
