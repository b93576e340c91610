import { render, screen } from "@testing-library/react";
import React from "react";
import { SidebarCategories, postCountText } from "../SidebarCategories";

const categories = [
  { name: "Design", slug: "design", count: 2 },
  { name: "Mobile", slug: "mobile", count: 1 },
];

describe("SidebarCategories", () => {
  it("names each category link with its post count in words, as screen readers read it", () => {
    render(<SidebarCategories categories={categories} />);
    expect(screen.getByRole("link", { name: "Design (2 posts)" })).toHaveAttribute("href", "/blog/category/design/");
    expect(screen.getByRole("link", { name: "Mobile (1 post)" })).toHaveAttribute("href", "/blog/category/mobile/");
  });

  it("shows the bare count and puts no aria-label on a plain span (the W3C checker's error; screen readers ignore it)", () => {
    const { container } = render(<SidebarCategories categories={categories} />);
    const link = screen.getByRole("link", { name: /^Design/ });
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^\(2\)$/);
    expect(container.querySelectorAll("span[aria-label]")).toHaveLength(0);
  });

  it("writes one post and several posts", () => {
    expect(postCountText(1)).toBe("1 post");
    expect(postCountText(14)).toBe("14 posts");
  });
});
