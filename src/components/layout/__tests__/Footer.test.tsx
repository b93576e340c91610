import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { renderWithTheme, siteMetadata } from "../../../test-utils/render";
import { seededSiteGlobals } from "../../../test-utils/site-globals";
import { Footer } from "../Footer";

/** The footer as the seeded CMS fills it. */
const renderFooter = () => {
  const { metadata, menus, copyrightLine } = seededSiteGlobals();
  return renderWithTheme(
    <Footer
      agencyName={metadata.agencyName}
      contactEmail={metadata.contactEmail}
      logoVariant="light"
      columns={[menus.footer_services, menus.footer_links]}
      legal={menus.footer_legal}
      copyrightLine={copyrightLine}
    />,
  );
};

const linksOf = (name: string) =>
  within(screen.getByRole("navigation", { name }))
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Footer", () => {
  it("shows the contact address from site metadata", () => {
    renderFooter();
    expect(screen.getByRole("link", { name: siteMetadata.contactEmail })).toHaveAttribute(
      "href",
      `mailto:${siteMetadata.contactEmail}`,
    );
  });

  it("lists the four service pages and the consulting offer leading to contact", () => {
    renderFooter();
    expect(linksOf("Services")).toEqual([
      ["Custom Software Development", "/service/software-dev/"],
      ["Web Development", "/service/web-dev/"],
      ["Mobile App Development", "/service/mobile-app/"],
      ["UI/UX Design", "/service/ui-design/"],
      ["Systems Integration Consulting", "/contact/"],
    ]);
  });

  it("lists Home, About, Services, Blog and Contact", () => {
    renderFooter();
    expect(linksOf("Links").map(([title]) => title)).toEqual(["Home", "About", "Services", "Blog", "Contact"]);
  });

  it("has the Subscribe Newsletter form with a required e-mail input and a Join button", async () => {
    const user = userEvent.setup();
    renderFooter();
    const form = screen.getByRole("form", { name: "Subscribe Newsletter" });
    const input = within(form).getByLabelText("Email address");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    await user.type(input, "reader@example.com");
    expect(input).toHaveValue("reader@example.com");
    expect(within(form).getByRole("button")).toHaveTextContent(/^Join$/);
  });

  it("ends with the 2024 copyright line and the legal links", () => {
    renderFooter();
    expect(screen.getByText(`© 2024 ${siteMetadata.agencyName}. All rights reserved.`)).toBeInTheDocument();
    const legal = within(screen.getByRole("list", { name: "Legal" })).getAllByRole("link");
    expect(legal.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Terms of Use", "/"],
      ["Privacy Policy", "/"],
    ]);
  });
});
