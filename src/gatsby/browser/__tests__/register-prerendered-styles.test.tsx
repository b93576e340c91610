import { render } from "@testing-library/react";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Note, StyledPage, renderStylesOnServer } from "../../../test-utils/server-rendered-styles";
import { prerenderedStylesAttribute } from "../../shared/prerendered-styles";
import { markStyledComponentsTag } from "../../ssr/mark-prerendered-styles";
import { registerPrerenderedStyles, styleNamesInSheet } from "../register-prerendered-styles";

/** The client-side stylesheet styled-components creates for rules it has to insert itself. */
const clientInsertedCss = () =>
  [...document.querySelectorAll('style[data-styled="active"]')].map((tag) => tag.textContent).join("");

describe("styleNamesInSheet", () => {
  it("finds every class name the server rendered, with its component id", () => {
    const { html, css } = renderStylesOnServer(<StyledPage />);
    const names = styleNamesInSheet(css);

    // Each element carries its component's id and the generated class of its CSS.
    const componentIds = new Set(names.map((entry) => entry.componentId));
    const generatedClasses = [...html.matchAll(/class="([^"]+)"/g)]
      .flatMap(([, classes = ""]) => classes.split(" "))
      .filter((className) => !componentIds.has(className));
    expect(generatedClasses).toHaveLength(2);
    expect(names.map((entry) => entry.name)).toEqual(expect.arrayContaining(generatedClasses));
    expect(names).toContainEqual({
      componentId: expect.stringMatching(/^sc-global-/),
      name: expect.stringMatching(/^sc-global-.+1$/),
    });
  });

  it("finds nothing in an empty or foreign stylesheet", () => {
    expect(styleNamesInSheet("")).toEqual([]);
    expect(styleNamesInSheet("body{margin:0}")).toEqual([]);
  });
});

describe("registerPrerenderedStyles", () => {
  afterEach(() => {
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("lets the first render reuse the pre-built rules, and inserts only rules the server did not render", () => {
    const { styleElements } = renderStylesOnServer(<StyledPage />);
    document.head.innerHTML = renderToStaticMarkup(<>{markStyledComponentsTag([styleElements])}</>);

    expect(registerPrerenderedStyles()).toBeGreaterThanOrEqual(3);
    const { rerender } = render(<StyledPage />);

    expect(clientInsertedCss()).toBe("");
    expect(document.querySelector(`style[${prerenderedStylesAttribute}]`)?.textContent).toContain("rebeccapurple");

    rerender(
      <>
        <StyledPage />
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
