import { render, screen, waitFor } from "@testing-library/react";
import React from "react";
import { postCountText } from "../../../lib/blog/post-count";
import { SidebarCategories } from "../SidebarCategories";
import { forgetSidebarData } from "../useSidebarData";
import { jsonAnswer, mockFetchForEachTest } from "../../../../jest/fetch-mock";

const categories = [
  { name: "Design", slug: "design" },
  { name: "Mobile", slug: "mobile" },
];

describe("SidebarCategories", () => {
  const fetchMock = mockFetchForEachTest(forgetSidebarData);

  it("links each category at once, and names it with its post count in words once the sidebar's data is fetched", async () => {
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((done) => (resolve = done)));
    render(<SidebarCategories categories={categories} />);
    expect(screen.getByRole("link", { name: "Design" })).toHaveAttribute("href", "/blog/category/design/");
    expect(screen.getByRole("link", { name: "Mobile" })).toHaveAttribute("href", "/blog/category/mobile/");

    resolve(await jsonAnswer(200, { recentPosts: [], categoryCounts: { design: 2, mobile: 1 } }));
    expect(await screen.findByRole("link", { name: "Design (2 posts)" })).toHaveAttribute("href", "/blog/category/design/");
    expect(screen.getByRole("link", { name: "Mobile (1 post)" })).toHaveAttribute("href", "/blog/category/mobile/");
    expect(fetchMock).toHaveBeenCalledWith("/blog-data/sidebar.json", expect.anything());
  });

  it("shows the bare count and puts no aria-label on a plain span (the W3C checker's error; screen readers ignore it)", async () => {
    fetchMock.mockImplementation(() => jsonAnswer(200, { recentPosts: [], categoryCounts: { design: 2, mobile: 1 } }));
    const { container } = render(<SidebarCategories categories={categories} />);
    await waitFor(() => expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull());
    const link = screen.getByRole("link", { name: /^Design/ });
    expect(link.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^\(2\)$/);
    expect(container.querySelectorAll("span[aria-label]")).toHaveLength(0);
  });

  it("keeps the bare links when the sidebar's data cannot be fetched", async () => {
    fetchMock.mockImplementation(() => jsonAnswer(503, {}));
    const { container } = render(<SidebarCategories categories={categories} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((done) => setTimeout(done, 0));
    expect(screen.getByRole("link", { name: "Design" })).toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
  });

  it("writes one post and several posts", () => {
    expect(postCountText(1)).toBe("1 post");
    expect(postCountText(14)).toBe("14 posts");
  });
});
