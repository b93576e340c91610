import { seededSiteGlobalsQuery } from "../../../test-utils/site-globals";
import { checkNavigation, navigationFailure } from "../navigation-check";
import { navigationProblems, type BuiltSite, type SourcedNavigation } from "../navigation-problems";

/** The seeded navigation as the build sources it. */
const seeded = (): SourcedNavigation => {
  const query = seededSiteGlobalsQuery();
  return {
    menus: query.allDirectusNavigationMenu.nodes,
    links: query.allDirectusNavigationLink.nodes,
    headerButton: query.directusSiteGlobals?.headerButton?.directusId ?? null,
  };
};

const site: BuiltSite = {
  pagePaths: new Set(["/", "/about/", "/team/", "/service/", "/blog/", "/contact/", "/portfolio/", "/login/", "/blog/12/"]),
  postIds: new Set(["12"]),
};
const withServicePages: BuiltSite = {
  ...site,
  pagePaths: new Set([
    ...site.pagePaths,
    ...["software-dev", "web-dev", "mobile-app", "ui-design"].map((id) => `/service/${id}/`),
  ]),
};

describe("the navigation a build is about to show (navigationProblems)", () => {
  it("finds nothing wrong with the seeded menus on a build that has their pages", () => {
    expect(navigationProblems(seeded(), withServicePages)).toEqual([]);
  });

  it("names each link that leads to a page the build lacks, with its menu", () => {
    expect(navigationProblems(seeded(), site)).toEqual(
      ["software-dev", "web-dev", "mobile-app", "ui-design"].map((id) =>
        expect.stringMatching(
          new RegExp(
            `^A link of the footer's Services column “.+” leads to /service/${id}/, which is not a page of this build\\.$`,
          ),
        ),
      ),
    );
  });

  it("names a link to a post the build does not have (unpublished or deleted), and a header button leading nowhere", () => {
    const navigation = seeded();
    const links = navigation.links.map((link) =>
      link.title === "Team"
        ? { ...link, targetType: "post", route: null, post: "14" }
        : link.title === "Login | Register"
          ? { ...link, route: null }
          : link,
    );
    expect(navigationProblems({ ...navigation, links }, withServicePages)).toEqual([
      "A sub-link of “About” in the header menu “Team” leads to post 14, which this build does not have: the post is not published (a draft, scheduled or archived) or was deleted. Link a published post instead, or publish it.",
      "The header button “Login | Register” leads nowhere: its target is empty.",
    ]);
  });

  it("accepts a link to a published post and to an outside address", () => {
    const navigation = seeded();
    const links = navigation.links.map((link) =>
      link.title === "Team"
        ? { ...link, targetType: "post", route: null, post: "12" }
        : link.title === "Blog"
          ? { ...link, targetType: "url", route: null, url: "https://example.com/" }
          : link,
    );
    expect(navigationProblems({ ...navigation, links }, withServicePages)).toEqual([]);
  });

  it("accepts a link to a landing page of the build, and names one the build does not have", () => {
    const navigation = seeded();
    const toPage = (pageSlug: string | null) =>
      navigation.links.map((link) => (link.title === "Team" ? { ...link, targetType: "page", route: null, pageSlug } : link));
    const withOffer: BuiltSite = { ...withServicePages, pagePaths: new Set([...withServicePages.pagePaths, "/spring-offer/"]) };
    expect(navigationProblems({ ...navigation, links: toPage("spring-offer") }, withOffer)).toEqual([]);
    expect(navigationProblems({ ...navigation, links: toPage("spring-offer") }, withServicePages)).toEqual([
      "A sub-link of “About” in the header menu “Team” leads to /spring-offer/, which is not a page of this build.",
    ]);
    expect(navigationProblems({ ...navigation, links: toPage(null) }, withOffer)).toEqual([
      "A sub-link of “About” in the header menu “Team” leads nowhere: its landing page is not published (a draft or scheduled) or was deleted. Link a published page instead, or publish it.",
    ]);
  });

  it("does not judge what no page shows: a footer link's sub-links, links of no menu", () => {
    const navigation = seeded();
    const home = navigation.links.find((link) => link.menu === "footer_links" && link.title === "Home")!;
    const links = [
      ...navigation.links,
      { ...home, directusId: "900", menu: null, parentLink: home.directusId, route: "/nowhere/" },
      { ...home, directusId: "901", menu: null, parentLink: null, route: "/nowhere/" },
    ];
    expect(navigationProblems({ ...navigation, links }, withServicePages)).toEqual([]);
  });

  it("names a menu the layout needs that is missing, and says how to make it again", () => {
    const navigation = seeded();
    const menus = navigation.menus.filter((menu) => menu.key !== "footer_legal");
    expect(navigationProblems({ ...navigation, menus }, withServicePages)).toEqual([
      "The menu “footer_legal” (the footer's legal links) is missing in Directus: provision the CMS (npm --prefix cms run provision) to make it again with its first links.",
    ]);
  });
});

describe("the message that stops the build", () => {
  it("says the site is left as it was, where to fix it, and lists each problem", () => {
    expect(navigationFailure(["one", "two"])).toBe(
      "The site's navigation has 2 links every page would show leading nowhere on this build; the site is left as it was. Fix them in Directus (Navigation menus, Site globals), then save to rebuild:\n- one\n- two",
    );
    expect(navigationFailure(["one"])).toContain("has a link every page would show");
  });
});

describe("the check before any page is rendered (checkNavigation)", () => {
  const run = (posts: string[]) => {
    const query = seededSiteGlobalsQuery();
    const nodes: Record<string, readonly unknown[]> = {
      DirectusSiteGlobals: [{ headerButton: query.directusSiteGlobals?.headerButton?.directusId }],
      DirectusNavigationMenu: query.allDirectusNavigationMenu.nodes,
      DirectusNavigationLink: query.allDirectusNavigationLink.nodes.map((link) =>
        link.title === "Portfolio" ? { ...link, targetType: "post", route: null, post: "12" } : link,
      ),
      SitePage: [...withServicePages.pagePaths].map((path) => ({ path })),
      DirectusPost: posts.map((directusId) => ({ directusId })),
    };
    const panicOnBuild = jest.fn();
    checkNavigation({ getNodesByType: (type: string) => nodes[type] ?? [], reporter: { panicOnBuild } } as unknown as Parameters<
      typeof checkNavigation
    >[0]);
    return panicOnBuild;
  };

  it("lets the build go on when every link leads to a page or post it has", () => {
    expect(run(["12"])).not.toHaveBeenCalled();
  });

  it("stops the build, naming the link, when a linked post is not in it", () => {
    const panic = run([]);
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0]?.[0]).toContain(
      "A link of the header menu “Portfolio” leads to post 12, which this build does not have",
    );
  });
});
