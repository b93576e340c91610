import { screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../test-utils/render";
import { TitledSection } from "../TitledSection";

describe("TitledSection", () => {
  it("is a region named by its heading, with the anchor id and content it is given", () => {
    renderWithTheme(
      <TitledSection id="pricing" titleId="pricing-title" title="Plans" subTitle="Pay as you grow.">
        <p>Content</p>
      </TitledSection>,
    );
    const region = screen.getByRole("region", { name: "Plans" });
    expect(region).toHaveAttribute("id", "pricing");
    expect(screen.getByRole("heading", { level: 2, name: "Plans" })).toHaveAttribute("id", "pricing-title");
    expect(region).toHaveTextContent("Pay as you grow.Content");
  });

  it("narrows its column only when asked", () => {
    const { container } = renderWithTheme(
      <>
        <TitledSection titleId="wide-title" title="Wide">
          <p>Wide</p>
        </TitledSection>
        <TitledSection titleId="narrow-title" title="Narrow" narrow>
          <p>Narrow</p>
        </TitledSection>
      </>,
    );
    const [wide, narrow] = [...container.querySelectorAll("section")].map((section) => section.firstElementChild);
    expect(wide).not.toHaveAttribute("style");
    expect(wide?.parentElement).not.toHaveAttribute("id");
    expect(narrow).toHaveStyle({ maxWidth: "880px" });
  });
});
