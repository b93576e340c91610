import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { StyledPage, renderStylesOnServer } from "../../../test-utils/server-rendered-styles";
import { prerenderedStylesAttribute } from "../../shared/prerendered-styles";
import { markStyledComponentsTag } from "../mark-prerendered-styles";

describe("markStyledComponentsTag", () => {
  it("marks styled-components' tag as pre-rendered and removes the attribute that triggers rehydration", () => {
    const { styleElements, css } = renderStylesOnServer(<StyledPage />);
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
