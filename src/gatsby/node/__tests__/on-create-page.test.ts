import type { CreatePageArgs, Page } from "gatsby";

const noOptions = { plugins: [] };
import { onCreatePage } from "../on-create-page";

const twinsOf = (path: string, context: Record<string, unknown> = {}) => {
  const createPage = jest.fn();
  const page = { path, component: `/site/src/pages${path}index.tsx`, context } as unknown as Page;
  void onCreatePage!({ page, actions: { createPage } } as unknown as CreatePageArgs, noOptions, () => undefined);
  return createPage.mock.calls.map(([twin]: [Page]) => twin.path);
};

describe("onCreatePage", () => {
  it("makes the /light/ twin of a file route in a mirrored section", () => {
    for (const path of ["/about/", "/service/", "/blog/", "/blog-list/", "/team/", "/contact/"]) {
      expect(twinsOf(path)).toEqual([`/light${path}`]);
    }
  });

  it("makes no twin of other file routes, the 404 page, or a /light/ page", () => {
    for (const path of [
      "/",
      "/portfolio/",
      "/login/",
      "/register/",
      "/requirements/submission/",
      "/404/",
      "/404.html",
      "/light/about/",
    ]) {
      expect(twinsOf(path)).toEqual([]);
    }
  });

  it("leaves the page's context alone: the theme comes from the path", () => {
    const createPage = jest.fn();
    const page = { path: "/about/", component: "/site/src/pages/about.tsx", context: {} } as unknown as Page;
    void onCreatePage!({ page, actions: { createPage } } as unknown as CreatePageArgs, noOptions, () => undefined);
    expect(createPage).toHaveBeenCalledWith({
      path: "/light/about/",
      component: page.component,
      context: {},
      matchPath: undefined,
    });
  });
});
