/** @jest-environment node */
import { createCmsRedirects, planCmsRedirects } from "../cms-redirects";
import { contentRedirectOptions } from "../redirect-stubs";

const pages = ["/", "/contact/", "/blog/", "/light/blog/", "/blog/category/new/", "/light/blog/category/new/", "/about/"];
const siteRedirects = [{ fromPath: "/blog/blog-details/", toPath: "/blog/7/" }];

describe("planCmsRedirects", () => {
  it("makes each redirect with its /light/ twin where its section has one, leading to the target's twin", () => {
    const plan = planCmsRedirects({
      redirects: [
        { from: "/blog/category/old", to: "/blog/category/new/", permanent: true },
        { from: "/spring-offer/", to: "/contact/", permanent: false },
        { from: "/blog/retired/", to: "https://example.com/story/", permanent: true },
      ],
      pagePaths: pages,
      siteRedirects,
    });
    expect(plan).toEqual({
      create: [
        { fromPath: "/blog/category/old/", toPath: "/blog/category/new/", isPermanent: true },
        { fromPath: "/spring-offer/", toPath: "/contact/", isPermanent: false },
        { fromPath: "/blog/retired/", toPath: "https://example.com/story/", isPermanent: true },
        { fromPath: "/light/blog/category/old/", toPath: "/light/blog/category/new/", isPermanent: true },
        { fromPath: "/light/blog/retired/", toPath: "https://example.com/story/", isPermanent: true },
      ],
      problems: [],
      warnings: [],
    });
  });

  it("gives a landing page's old address a twin leading to the page's light twin, wherever the old address was", () => {
    const plan = planCmsRedirects({
      redirects: [
        { from: "/spring-offer/", to: "/summer-offer/", permanent: true },
        { from: "/offer/", to: "/contact/", permanent: true },
      ],
      pagePaths: [...pages, "/summer-offer/", "/light/summer-offer/"],
      siteRedirects,
    });
    expect(plan.create).toEqual([
      { fromPath: "/spring-offer/", toPath: "/summer-offer/", isPermanent: true },
      { fromPath: "/offer/", toPath: "/contact/", isPermanent: true },
      { fromPath: "/light/spring-offer/", toPath: "/light/summer-offer/", isPermanent: true },
    ]);
    // Without the page's twin in the build, no twin of its old address.
    const withoutTwin = planCmsRedirects({
      redirects: [{ from: "/spring-offer/", to: "/summer-offer/", permanent: true }],
      pagePaths: [...pages, "/summer-offer/"],
      siteRedirects,
    });
    expect(withoutTwin.create).toHaveLength(1);
  });

  it("refuses a redirect from a page of the build, from one of the site's own redirects, or a second from one address", () => {
    const plan = planCmsRedirects({
      redirects: [
        { from: "/about/", to: "/contact/", permanent: true },
        { from: "/blog/blog-details/", to: "/blog/", permanent: true },
        { from: "/old/", to: "/contact/", permanent: true },
        { from: "/old", to: "/blog/", permanent: true },
      ],
      pagePaths: pages,
      siteRedirects,
    });
    expect(plan.create).toEqual([{ fromPath: "/old/", toPath: "/contact/", isPermanent: true }]);
    expect(plan.problems).toEqual([
      "/about/ -> /contact/: /about/ is a page of this build; the redirect would hide it.",
      "/blog/blog-details/ -> /blog/: the site itself already redirects /blog/blog-details/.",
      "/old/ -> /blog/: another redirect already starts at /old/.",
    ]);
  });

  it("leaves out the redirects of a loop, also one through the site's own redirects, and names it", () => {
    const plan = planCmsRedirects({
      redirects: [
        { from: "/a/", to: "/b/", permanent: true },
        { from: "/b/", to: "/a/", permanent: true },
        { from: "/blog/7/", to: "/blog/blog-details/", permanent: true },
        { from: "/c/", to: "/a/", permanent: true },
      ],
      pagePaths: pages,
      siteRedirects,
    });
    expect(plan.problems).toEqual([
      "a loop, where visitors never arrive: /blog/7/ → /blog/blog-details/ → /blog/7/.",
      "a loop, where visitors never arrive: /a/ → /b/ → /a/.",
    ]);
    expect(plan.create.map((redirect) => redirect.fromPath)).toEqual(["/c/", "/light/blog/7/"]);
  });

  it("warns about a target the build does not make, but not about files, other sites or chains", () => {
    const plan = planCmsRedirects({
      redirects: [
        { from: "/x/", to: "/nowhere/", permanent: true },
        { from: "/y/", to: "/rss.xml", permanent: true },
        { from: "/z/", to: "/x/", permanent: true },
      ],
      pagePaths: pages,
      siteRedirects,
    });
    expect(plan.warnings).toEqual(["/x/ -> /nowhere/: this build makes no page at /nowhere/."]);
    expect(plan.problems).toEqual([]);
  });
});

describe("createCmsRedirects", () => {
  it("makes the redirects with the site's options, not followed in the browser, and fails the build on a problem", () => {
    const createRedirect = jest.fn();
    const panicOnBuild = jest.fn();
    const nodes = [
      { directusId: "2", from: "/about/", to: "/contact/", permanent: true },
      { directusId: "1", from: "/old-offer/", to: "/contact/", permanent: false },
    ];
    createCmsRedirects({
      actions: { createRedirect },
      reporter: { info: jest.fn(), warn: jest.fn(), panicOnBuild },
      store: { getState: () => ({ pages: new Map(pages.map((page) => [page, {}])), redirects: siteRedirects }) },
      getNodesByType: () => nodes,
    } as unknown as Parameters<typeof createCmsRedirects>[0]);
    expect(createRedirect.mock.calls).toEqual([
      [{ fromPath: "/old-offer/", toPath: "/contact/", isPermanent: false, ...contentRedirectOptions }],
    ]);
    expect(contentRedirectOptions).toEqual({ redirectInBrowser: false, force: true });
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("- /about/ -> /contact/: /about/ is a page of this build"));
  });
});
