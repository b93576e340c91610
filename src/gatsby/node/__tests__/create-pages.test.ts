import { legacyDetailRedirects } from "../../../lib/legacy-detail-redirects";
import { createPages } from "../create-pages";
import { marketingPages } from "../marketing-pages";

jest.mock("../create-blog-pages", () => ({ createBlogPages: jest.fn(async () => undefined) }));
jest.mock("../landing-pages", () => ({ createLandingPages: jest.fn(async () => undefined) }));

describe("createPages", () => {
  it("creates every marketing page and the /light/ twins of those in mirrored sections", async () => {
    const createPage = jest.fn();
    const createRedirect = jest.fn();
    type Args = Parameters<NonNullable<typeof createPages>>;
    await createPages!({ actions: { createPage, createRedirect } } as unknown as Args[0], { plugins: [] }, () => undefined);
    const pages = createPage.mock.calls.map(([page]) => page);
    expect(pages.map((page) => page.path)).toEqual([
      "/service/web-dev/",
      "/light/service/web-dev/",
      "/service/software-dev/",
      "/light/service/software-dev/",
      "/service/mobile-app/",
      "/light/service/mobile-app/",
      "/service/ui-design/",
      "/light/service/ui-design/",
      "/service/systems-integration/",
      "/light/service/systems-integration/",
      "/service-details/",
      "/team/avery-collins/",
      "/light/team/avery-collins/",
      "/team/jordan-rivera/",
      "/light/team/jordan-rivera/",
      "/team-details/",
      "/portfolio/portfolio-details/",
      "/portfolio-details/",
      "/light/tech-startup/",
    ]);
    // A twin has its page's context: nothing in it names a theme, which comes from the path.
    const contextOf = new Map(marketingPages().map((page) => [page.path, page.context]));
    for (const page of pages) expect(page.context).toEqual(contextOf.get(page.path.replace(/^\/light(?=\/service|\/team)/, "")));
  });

  it("redirects the earlier site's deeper detail addresses, on hosts and in the browser", async () => {
    const createRedirect = jest.fn();
    type Args = Parameters<NonNullable<typeof createPages>>;
    await createPages!(
      { actions: { createPage: jest.fn(), createRedirect } } as unknown as Args[0],
      { plugins: [] },
      () => undefined,
    );
    expect(createRedirect.mock.calls.map(([redirect]) => redirect)).toEqual(
      legacyDetailRedirects().map((redirect) => ({ ...redirect, isPermanent: true, redirectInBrowser: true, force: true })),
    );
    expect(createRedirect).toHaveBeenCalledTimes(4);
  });
});
