import { render } from "@testing-library/react";
import React, { type ReactElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import styled, { ServerStyleSheet, createGlobalStyle } from "styled-components";
import {
  markStyledComponentsTag,
  prerenderedStylesAttribute,
  registerPrerenderedStyles,
  styleNamesInSheet,
} from "../prerendered-styles";

const Card = styled.div`
  color: rebeccapurple;
`;

const Note = styled.p<{ $tone: string }>`
  color: ${(props) => props.$tone};
`;

const PageStyles = createGlobalStyle`
  body { margin: 0; }
`;

const Page = () => (
  <>
    <PageStyles />
    <Card>Card</Card>
    <Note $tone="teal">Note</Note>
  </>
);

/** What gatsby-plugin-styled-components does on the server: the markup and the head's style element. */
const renderOnServer = (page: ReactElement) => {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(page));
  const styleElements = sheet.getStyleElement();
  const css = sheet.instance.toString();
  sheet.seal();
  return { html, styleElements, css };
};

/** The client-side stylesheet styled-components creates for rules it has to insert itself. */
const clientInsertedCss = () =>
  [...document.querySelectorAll('style[data-styled="active"]')].map((tag) => tag.textContent).join("");

describe("styleNamesInSheet", () => {
  it("finds every class name the server rendered, with its component id", () => {
    const { html, css } = renderOnServer(<Page />);
    const names = styleNamesInSheet(css);

    // Each element carries its component's id and the generated class of its CSS.
    const componentIds = new Set(names.map((entry) => entry.componentId));
    const generatedClasses = [...html.matchAll(/class="([^"]+)"/g)]
      .flatMap(([, classes = ""]) => classes.split(" "))
      .filter((className) => !componentIds.has(className));
    expect(generatedClasses).toHaveLength(2);
    expect(names.map((entry) => entry.name)).toEqual(expect.arrayContaining(generatedClasses));
    expect(names).toContainEqual({ componentId: expect.stringMatching(/^sc-global-/), name: expect.stringMatching(/^sc-global-.+1$/) });
  });

  it("finds nothing in an empty or foreign stylesheet", () => {
    expect(styleNamesInSheet("")).toEqual([]);
    expect(styleNamesInSheet("body{margin:0}")).toEqual([]);
  });
});

describe("markStyledComponentsTag", () => {
  it("marks styled-components' tag as pre-rendered and removes the attribute that triggers rehydration", () => {
    const { styleElements, css } = renderOnServer(<Page />);
    const meta = <meta key="description" name="description" content="A page" />;

    const [keptMeta, marked] = markStyledComponentsTag([meta, styleElements]);

    expect(keptMeta).toBe(meta);
    const markup = renderToStaticMarkup(<>{marked}</>);
    expect(markup).toContain(`${prerenderedStylesAttribute}=""`);
    expect(markup).toContain('data-styled=""');
    expect(markup).not.toContain("data-styled-version");
    expect(markup).toContain(css.slice(0, 40));
  });

  it("leaves other style tags alone", () => {
    const plain = <style key="plain" dangerouslySetInnerHTML={{ __html: "p{margin:0}" }} />;
    expect(markStyledComponentsTag([plain])).toEqual([plain]);
  });
});

describe("registerPrerenderedStyles", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("lets the first render reuse the pre-built rules, and inserts only rules the server did not render", () => {
    const { styleElements } = renderOnServer(<Page />);
    document.head.innerHTML = renderToStaticMarkup(<>{markStyledComponentsTag([styleElements])}</>);

    expect(registerPrerenderedStyles()).toBeGreaterThanOrEqual(3);
    const { rerender } = render(<Page />);

    expect(clientInsertedCss()).toBe("");
    expect(document.querySelector(`style[${prerenderedStylesAttribute}]`)?.textContent).toContain("rebeccapurple");

    rerender(
      <>
        <Page />
        <Note $tone="crimson">Another note</Note>
      </>,
    );
    expect(clientInsertedCss()).toContain("crimson");
    expect(clientInsertedCss()).not.toContain("rebeccapurple");
  });

  it("does nothing on a page without pre-built styles", () => {
    expect(registerPrerenderedStyles()).toBe(0);
  });
});
