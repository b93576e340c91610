import React, { isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import styled, { ServerStyleSheet } from "styled-components";
import { colorVariable } from "../../../theme/theme";
import { colorTokenNames, palettes } from "../../../theme/tokens";
import { globalStylesAttribute, withSiteStyles } from "../head-styles";
import { prerenderedStylesAttribute } from "../../shared/prerendered-styles";

/** The CSS a head element carries, with the attributes it is written with. */
const markupOf = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

const Box = styled.div`
  padding: 8px;
`;

describe("withSiteStyles", () => {
  const sheet = new ServerStyleSheet();
  renderToStaticMarkup(sheet.collectStyles(<Box />));
  const title = <title key="title">Page</title>;
  const head = withSiteStyles([title, sheet.getStyleElement()]);

  it("puts the base stylesheet first, before the component styles that override it", () => {
    expect(head).toHaveLength(3);
    expect(markupOf(head[0])).toMatch(new RegExp(`^<style ${globalStylesAttribute}="">`));
    expect(head[1]).toBe(title);
  });

  it("writes both palettes as CSS variables, and the reduced-motion rules", () => {
    const css = isValidElement<{ dangerouslySetInnerHTML: { __html: string } }>(head[0])
      ? head[0].props.dangerouslySetInnerHTML.__html
      : "";
    for (const token of colorTokenNames) {
      expect(css).toContain(`${colorVariable(token)}: ${palettes.dark[token]};`);
      expect(css).toContain(`${colorVariable(token)}: ${palettes.light[token]};`);
    }
    expect(css).toContain('[data-theme="light"] {');
    expect(css).toContain("@media (prefers-reduced-motion: reduce) {");
    expect(css).not.toContain("\n");
  });

  it("marks styled-components' tag as pre-rendered", () => {
    expect(markupOf(head[2])).toContain(`${prerenderedStylesAttribute}=""`);
  });
});
