import type { CreatePagesArgs } from "gatsby";
import type { BlogPagesPost } from "../blog-pages-query";
import { createBlogPages } from "../create-blog-pages";
import { tempFolder } from "../../../../jest/temp-folders";

interface TestPost {
  id: string;
  directusId: string;
  title: string;
  tags: string[];
  category: BlogPagesPost["category"];
  noIndex?: boolean;
}

const run = async (data: {
  allDirectusPost: { nodes: TestPost[] };
  allDirectusCategory: Queries.BlogPagesQuery["allDirectusCategory"];
}) => {
  const createPage = jest.fn();
  const createRedirect = jest.fn();
  const panicOnBuild = jest.fn();
  // Given newest first, as the pages list them: each a minute older than the one before.
  const rows: BlogPagesPost[] = data.allDirectusPost.nodes.map((post, index) => ({
    noIndex: false,
    ...post,
    subTitle: "",
    dateCreated: new Date(Date.parse("2024-03-05T10:00:00.000Z") - index * 60_000).toISOString(),
    dateCreatedText: "05 Mar 2024",
    heroImage: null,
  }));
  const nodesOf = (type: string) => {
    if (type === "DirectusPost") {
      return rows.map((row) => ({
        id: row.id,
        directusId: row.directusId,
        dateCreated: row.dateCreated,
        category: row.category?.directusId ?? null,
        heroImage: null,
        internal: { contentDigest: `digest-${row.id}` },
      }));
    }
    if (type === "DirectusCategory") {
      return data.allDirectusCategory.nodes.map((category) => ({ ...category, internal: { contentDigest: category.slug } }));
    }
    return [];
  };
  await createBlogPages(
    {
      // The blog's query, then its posts' rows (blog-post-rows.ts), asked for by id.
      graphql: async (query: string, variables?: { ids: string[] }) =>
        query.includes("BlogPostRows")
          ? { data: { allDirectusPost: { nodes: rows.filter((row) => variables!.ids.includes(row.id)) } } }
          : { data: { allDirectusCategory: data.allDirectusCategory, blogSummary: null } },
      getNodesByType: nodesOf,
      actions: { createPage, createRedirect },
      cache: { get: async () => undefined, set: async () => undefined },
      reporter: { panicOnBuild, info: jest.fn(), activityTimer: () => ({ start: jest.fn(), end: jest.fn() }) },
    } as unknown as CreatePagesArgs,
    tempFolder("blog-pages-"),
  );
  const paths: string[] = createPage.mock.calls.map(([page]: [{ path: string }]) => page.path);
  const pages: { path: string; context: Record<string, unknown> }[] = createPage.mock.calls.map(([page]) => page);
  return { paths, pages, panicOnBuild, redirects: createRedirect.mock.calls.map(([redirect]: [unknown]) => redirect) };
};

const design = { directusId: "2", slug: "design", name: "Design" };
const hostile = { directusId: "9", slug: "../../admin", name: "Escape" };

describe("createBlogPages", () => {
  it("fails the build naming a category whose slug would leave its folder, and makes no page for it", async () => {
    const { paths, panicOnBuild } = await run({
      allDirectusPost: {
        nodes: [
          { id: "a", directusId: "1", title: "One", tags: [], category: hostile },
          { id: "b", directusId: "2", title: "Two", tags: [], category: design },
        ],
      },
      allDirectusCategory: { nodes: [design, hostile] },
    });

    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('Category 9 ("Escape") has the slug "../../admin"'));
    expect(paths).toContain("/blog/category/design/");
    expect(paths.filter((path) => path.includes(".."))).toEqual([]);
  });

  it("fails the build naming the post and the tag that makes no slug", async () => {
    const { paths, panicOnBuild } = await run({
      allDirectusPost: { nodes: [{ id: "a", directusId: "5", title: "Tagged", tags: ["react", "../"], category: null }] },
      allDirectusCategory: { nodes: [] },
    });

    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining('Post 5 ("Tagged") has the tag "../"'));
    expect(paths).toContain("/blog/tag/react/");
    expect(paths).not.toContain("/blog/tag//");
  });

  it("sends the earlier site's post address and its light twin to the newest post, temporarily, forced over their forwarding pages and outside the browser runtime's list", async () => {
    const { redirects } = await run({
      allDirectusPost: {
        nodes: [
          { id: "b", directusId: "7", title: "Newest", tags: [], category: null },
          { id: "a", directusId: "5", title: "Older", tags: [], category: null },
        ],
      },
      allDirectusCategory: { nodes: [] },
    });
    expect(redirects).toEqual([
      { fromPath: "/blog/blog-details/", toPath: "/blog/7/", isPermanent: false, redirectInBrowser: false, force: true },
      {
        fromPath: "/light/blog/blog-details/",
        toPath: "/light/blog/7/",
        isPermanent: false,
        redirectInBrowser: false,
        force: true,
      },
    ]);
  });

  it("marks a post an editor keeps from search engines, and its light twin, in their context (the sitemap leaves them out)", async () => {
    const { pages } = await run({
      allDirectusPost: {
        nodes: [
          { id: "b", directusId: "7", title: "Hidden", tags: [], category: null, noIndex: true },
          { id: "a", directusId: "5", title: "Listed", tags: [], category: null },
        ],
      },
      allDirectusCategory: { nodes: [] },
    });
    const contextOf = (path: string) => pages.find((page) => page.path === path)?.context;
    expect(contextOf("/blog/7/")).toEqual({ id: "b", newerId: "", olderId: "a", noIndex: true });
    expect(contextOf("/light/blog/7/")).toEqual(contextOf("/blog/7/"));
    expect(contextOf("/blog/5/")).toEqual({ id: "a", newerId: "b", olderId: "" });
  });

  it("does not complain about a blog whose addresses are all plain", async () => {
    const { panicOnBuild } = await run({
      allDirectusPost: { nodes: [{ id: "a", directusId: "5", title: "Fine", tags: ["UI/UX"], category: design }] },
      allDirectusCategory: { nodes: [design] },
    });
    expect(panicOnBuild).not.toHaveBeenCalled();
  });

  it("gives each category and tag page its first four posts, newest first, and its count; the archive its posts", async () => {
    const nodes = Array.from({ length: 7 }, (_, index) => ({
      id: `n${index}`,
      directusId: String(7 - index),
      title: `Post ${7 - index}`,
      // Two spellings of one tag, and a post of another category and tag.
      tags: index === 6 ? ["Vue"] : [index % 2 === 0 ? "React" : "react"],
      category: index === 6 ? null : design,
    }));
    const { pages } = await run({ allDirectusPost: { nodes }, allDirectusCategory: { nodes: [design] } });
    const contextOf = (path: string) => pages.find((page) => page.path === path)?.context as Record<string, unknown>;
    const titles = (context: Record<string, unknown>) => (context.posts as { title: string }[]).map((post) => post.title);

    const category = contextOf("/blog/category/design/");
    expect(category).toMatchObject({ slug: "design", name: "Design", total: 6 });
    expect(titles(category)).toEqual(["Post 7", "Post 6", "Post 5", "Post 4"]);
    expect((category.posts as unknown[])[0]).toEqual({
      id: "n0",
      directusId: "7",
      title: "Post 7",
      subTitle: "",
      dateCreated: "2024-03-05T10:00:00.000Z",
      dateCreatedText: "05 Mar 2024",
      category: { name: "Design", slug: "design" },
      heroImage: null,
    });
    expect(contextOf("/light/blog/category/design/")).toEqual(category);

    const tag = contextOf("/blog/tag/react/");
    expect(tag).toMatchObject({ slug: "react", total: 6 });
    expect(titles(tag)).toEqual(["Post 7", "Post 6", "Post 5", "Post 4"]);
    expect(contextOf("/blog/tag/vue/")).toMatchObject({ total: 1 });
    expect(titles(contextOf("/blog/tag/vue/"))).toEqual(["Post 1"]);

    const archive = contextOf("/blog/archive/");
    expect(archive).toMatchObject({ page: 1, pageCount: 1, skip: 0 });
    expect(titles(archive)).toEqual(["Post 7", "Post 6", "Post 5", "Post 4", "Post 3", "Post 2", "Post 1"]);
    expect((archive.posts as unknown[])[6]).toEqual({
      id: "n6",
      directusId: "1",
      title: "Post 1",
      // Six minutes older than the newest (run() dates the posts a minute apart).
      dateCreated: "2024-03-05T09:54:00.000Z",
      dateCreatedText: "05 Mar 2024",
      category: null,
    });
  });

  it("makes the plain archive, with its light twin", async () => {
    const nodes = Array.from({ length: 250 }, (_, index) => ({
      id: `n${index}`,
      directusId: String(index + 1),
      title: `Post ${index + 1}`,
      tags: [],
      category: null,
    }));
    const { paths } = await run({ allDirectusPost: { nodes }, allDirectusCategory: { nodes: [] } });
    expect(paths.filter((path) => path.includes("/archive/"))).toEqual([
      "/blog/archive/",
      "/light/blog/archive/",
      "/blog/archive/2/",
      "/light/blog/archive/2/",
      "/blog/archive/3/",
      "/light/blog/archive/3/",
    ]);
  });
});
