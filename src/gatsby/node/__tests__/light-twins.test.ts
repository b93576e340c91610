import { createPageAndLightTwin, createLightTwin } from "../light-twins";

const component = "/site/src/templates/blog-post.tsx";

const created = (create: (createPage: jest.Mock) => void) => {
  const createPage = jest.fn();
  create(createPage);
  return createPage.mock.calls.map(([page]) => page);
};

describe("createPageAndLightTwin", () => {
  it("creates a page of a mirrored section and its /light/ twin, with the same component and context", () => {
    const page = { path: "/blog/7/", component, context: { id: "a" } };
    expect(created((createPage) => createPageAndLightTwin(createPage, page))).toEqual([
      { path: "/blog/7/", component, context: { id: "a" } },
      { path: "/light/blog/7/", component, context: { id: "a" }, matchPath: undefined },
    ]);
  });

  it("creates only the page itself outside the mirrored sections", () => {
    for (const path of ["/portfolio-details/", "/service-details/", "/tech-startup/"]) {
      expect(created((createPage) => createPageAndLightTwin(createPage, { path, component })).map((page) => page.path)).toEqual([
        path,
      ]);
    }
  });
});

describe("createLightTwin", () => {
  it("gives a twin its /light/ path and match path", () => {
    const page = { path: "/team/", matchPath: "/team/*", component, context: {} };
    expect(created((createPage) => createLightTwin(createPage, page))).toEqual([
      { path: "/light/team/", matchPath: "/light/team/*", component, context: {} },
    ]);
  });

  it("makes no twin of a /light/ page, so a twin is made once", () => {
    expect(created((createPage) => createLightTwin(createPage, { path: "/light/about/", component }))).toEqual([]);
  });
});
