import type { CreatePagesArgs } from "gatsby";
import type { BlogPagesQuery } from "../blog-pages-query";
import { createBlogPages } from "../create-blog-pages";

const run = async (data: BlogPagesQuery) => {
  const createPage = jest.fn();
  const panicOnBuild = jest.fn();
  await createBlogPages({
    graphql: async () => ({ data }),
    actions: { createPage, createRedirect: jest.fn() },
    reporter: { panicOnBuild },
  } as unknown as CreatePagesArgs);
  const paths: string[] = createPage.mock.calls.map(([page]: [{ path: string }]) => page.path);
  return { paths, panicOnBuild };
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

  it("does not complain about a blog whose addresses are all plain", async () => {
    const { panicOnBuild } = await run({
      allDirectusPost: { nodes: [{ id: "a", directusId: "5", title: "Fine", tags: ["UI/UX"], category: design }] },
      allDirectusCategory: { nodes: [design] },
    });
    expect(panicOnBuild).not.toHaveBeenCalled();
  });
});
