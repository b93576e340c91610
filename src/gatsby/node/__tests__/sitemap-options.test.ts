import { noIndexContext, sitemapOptions } from "../sitemap-options";

describe("sitemapOptions.resolvePages", () => {
  const resolve = (pages: { path: string; pageContext: { canonicalPath?: string; noIndex?: true } | null }[]) =>
    sitemapOptions
      .resolvePages({
        allSitePage: { nodes: pages },
        allDirectusPost: { nodes: [{ directusId: "7", dateUpdated: "2024-03-05T10:00:00.000Z" }] },
      })
      .map((page) => page.path);

  it("lists pages that are their own canonical URL, with lastmod for posts", () => {
    expect(
      sitemapOptions.resolvePages({
        allSitePage: { nodes: [{ path: "/blog/7/", pageContext: null }] },
        allDirectusPost: { nodes: [{ directusId: "7", dateUpdated: "2024-03-05T10:00:00.000Z" }] },
      }),
    ).toEqual([{ path: "/blog/7/", lastmod: "2024-03-05T10:00:00.000Z" }]);
  });

  it("leaves out light twins and the earlier site's duplicate addresses", () => {
    expect(
      resolve([
        { path: "/about/", pageContext: {} },
        { path: "/light/about/", pageContext: {} },
        { path: "/light/tech-startup/", pageContext: {} },
        { path: "/portfolio/portfolio-details/", pageContext: {} },
        { path: "/portfolio-details/", pageContext: { canonicalPath: "/portfolio/portfolio-details/" } },
        { path: "/team-details/", pageContext: { canonicalPath: "/team/avery-collins/" } },
      ]),
    ).toEqual(["/about/", "/light/tech-startup/", "/portfolio/portfolio-details/"]);
  });

  it("leaves out the pages an editor keeps from search engines, and only those", () => {
    expect(
      resolve([
        { path: "/blog/7/", pageContext: { ...noIndexContext(true) } },
        { path: "/blog/8/", pageContext: { ...noIndexContext(false) } },
      ]),
    ).toEqual(["/blog/8/"]);
    expect(noIndexContext(false)).toEqual({});
    expect(noIndexContext(true)).toEqual({ noIndex: true });
  });
});
