import { render, screen, waitFor } from "@testing-library/react";
import React from "react";
import { SidebarRecentPosts } from "../SidebarRecentPosts";
import { forgetSidebarData } from "../useSidebarData";
import { jsonAnswer, mockFetchForEachTest } from "../../../../jest/fetch-mock";

const recent = [1, 2, 3, 4].map((index) => ({
  id: `node-${index}`,
  directusId: String(index),
  title: `Post number ${index}`,
  dateCreated: `2026-0${index}-01T00:00:00.000Z`,
  dateCreatedText: `01 ${["Jan", "Feb", "Mar", "Apr"][index - 1]} 2026`,
  heroImage: null,
}));

describe("SidebarRecentPosts", () => {
  const fetchMock = mockFetchForEachTest(forgetSidebarData);

  it("holds a place for each post while loading, hidden from screen readers, then lists the newest with links and dates", async () => {
    let resolve: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((done) => (resolve = done)));
    const { container } = render(<SidebarRecentPosts slots={4} />);
    const list = screen.getByRole("list");
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
    expect(screen.queryAllByRole("link")).toHaveLength(0);

    resolve(await jsonAnswer(200, { recentPosts: recent, categoryCounts: {} }));
    await waitFor(() => expect(list).toHaveAttribute("aria-busy", "false"));
    expect(screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      recent.map((post) => [post.title, `/blog/${post.directusId}/`]),
    );
    expect(container.querySelector("time")).toHaveAttribute("dateTime", recent[0]!.dateCreated);
    expect(fetchMock).toHaveBeenCalledWith("/blog-data/sidebar.json", expect.anything());
  });

  it("shows each thumbnail as a plain image of its density candidates, without sizes", async () => {
    const image = {
      layout: "fixed" as const,
      width: 72,
      height: 72,
      images: { fallback: { src: "/a/1x.webp", srcSet: "/a/1x.webp 1x,/a/2x.webp 2x", sizes: "72px" }, sources: [] },
    };
    fetchMock.mockImplementation(() =>
      jsonAnswer(200, { recentPosts: [{ ...recent[0], heroImage: { gatsbyImage: image } }], categoryCounts: {} }),
    );
    const { container } = render(<SidebarRecentPosts slots={1} />);
    await waitFor(() => expect(container.querySelector("img")).not.toBeNull());
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/a/1x.webp");
    expect(img).toHaveAttribute("srcset", "/a/1x.webp 1x,/a/2x.webp 2x");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("width", "72");
    expect(img).not.toHaveAttribute("sizes");
  });

  it("holds one place for each slot it is given (fewer when fewer posts are published)", () => {
    fetchMock.mockReturnValue(new Promise(() => undefined));
    const { container } = render(<SidebarRecentPosts slots={2} />);
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
  });

  it("fetches once: a second sidebar (the next page) shows the list at once", async () => {
    fetchMock.mockImplementation(() => jsonAnswer(200, { recentPosts: recent, categoryCounts: {} }));
    const first = render(<SidebarRecentPosts slots={4} />);
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(4));
    first.unmount();
    render(<SidebarRecentPosts slots={4} />);
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(4));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says so and links to the blog when the list cannot be fetched, and tries again on the next page", async () => {
    fetchMock.mockImplementation(() => jsonAnswer(503, {}));
    const first = render(<SidebarRecentPosts slots={4} />);
    expect(await screen.findByText(/The newest posts could not be loaded\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all posts" })).toHaveAttribute("href", "/blog/");
    first.unmount();
    fetchMock.mockImplementation(() => jsonAnswer(200, { recentPosts: recent, categoryCounts: {} }));
    render(<SidebarRecentPosts slots={4} />);
    await waitFor(() => expect(screen.getAllByRole("link")).toHaveLength(4));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
