import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { cardPost } from "../../../test-utils/card-post";
import { renderWithTheme } from "../../../test-utils/render";
import { blogIndexPaging } from "../../../lib/blog/constants";
import { PostList } from "../PostList";

type Card = Queries.PostCardFragment;

const archive: Card[] = Array.from({ length: 30 }, (_, index) => cardPost(index));

/** Serves /blog-data/all/<n>.json from `posts`, 12 to a chunk, and records each request. */
const serveChunks = (posts: readonly Card[], failing = new Set<string>()) => {
  const requested: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    requested.push(url);
    if (failing.has(url)) return { ok: false, status: 503, json: async () => ({}) };
    const index = Number(/\/(\d+)\.json$/.exec(url)![1]);
    return { ok: true, status: 200, json: async () => ({ posts: posts.slice(index * 12, index * 12 + 12) }) };
  }) as unknown as typeof fetch;
  return requested;
};

const renderList = (total = archive.length) =>
  renderWithTheme(
    <PostList posts={archive.slice(0, 4)} total={total} list="all" paging={blogIndexPaging} label="Posts" headingLevel={2} />,
  );

/** The list's own status line (the notification region is a status too). */
const listStatus = () => screen.getByText(/^Showing \d+ of/);

const titles = () => screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);

describe("PostList", () => {
  it("shows the first posts without fetching anything", () => {
    const requested = serveChunks(archive);
    renderList();
    expect(titles()).toEqual(["Post 0", "Post 1", "Post 2", "Post 3"]);
    expect(listStatus()).toHaveTextContent("Showing 4 of 30 posts");
    expect(requested).toEqual([]);
  });

  it("adds three posts per click, fetching each chunk once, and hides the button at the end", async () => {
    const requested = serveChunks(archive);
    renderList();
    const user = userEvent.setup();
    const counts: number[] = [];
    while (screen.queryByRole("button", { name: "Load More Blog" })) {
      await user.click(screen.getByRole("button", { name: "Load More Blog" }));
      await waitFor(() => expect(listStatus()).not.toHaveTextContent("Loading"));
      counts.push(titles().length);
    }
    expect(counts).toEqual([7, 10, 13, 16, 19, 22, 25, 28, 30]);
    expect(titles()).toEqual(archive.map((post) => post.title));
    expect(requested).toEqual(["/blog-data/all/0.json", "/blog-data/all/1.json", "/blog-data/all/2.json"]);
    expect(listStatus()).toHaveTextContent("Showing 30 of 30 posts");
  });

  it("moves focus to the first post a click revealed", async () => {
    serveChunks(archive);
    renderList();
    await userEvent.setup().click(screen.getByRole("button", { name: "Load More Blog" }));
    await waitFor(() => expect(screen.getByRole("link", { name: "Post 4" })).toHaveFocus());
  });

  it("keeps what is shown and lets the visitor try again when a chunk cannot be fetched", async () => {
    const requested = serveChunks(archive, new Set(["/blog-data/all/0.json"]));
    renderList();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Load More Blog" }));
    await waitFor(() => expect(listStatus()).toHaveTextContent("could not be loaded; please try again"));
    expect(titles()).toHaveLength(4);

    serveChunks(archive);
    await user.click(screen.getByRole("button", { name: "Load More Blog" }));
    await waitFor(() => expect(titles()).toHaveLength(7));
    expect(requested).toEqual(["/blog-data/all/0.json"]);
  });

  it("stops where a chunk ends early (a newer build replaced it) instead of offering more forever", async () => {
    serveChunks(archive.slice(0, 5));
    renderList();
    await userEvent.setup().click(screen.getByRole("button", { name: "Load More Blog" }));
    await waitFor(() => expect(titles()).toHaveLength(5));
    expect(screen.queryByRole("button", { name: "Load More Blog" })).not.toBeInTheDocument();
  });

  it("links to the archive of every post while there are more to show", () => {
    serveChunks(archive);
    renderList();
    expect(screen.getByRole("link", { name: "Browse the archive of every post" })).toHaveAttribute("href", "/blog/archive/");
  });

  it("says so when the list is empty", () => {
    renderWithTheme(<PostList posts={[]} total={0} list="all" paging={blogIndexPaging} label="Posts" />);
    expect(screen.getByText("No posts have been published here yet.")).toBeInTheDocument();
  });
});
