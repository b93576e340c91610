import { menuItems, siteNavigation, type NavigationLinkData } from "../site-navigation";

const link = (directusId: string, title: string, fields: Partial<NavigationLinkData> = {}): NavigationLinkData => ({
  directusId,
  title,
  targetType: "route",
  route: "/",
  post: null,
  pageSlug: null,
  url: null,
  menu: null,
  parentLink: null,
  sort: null,
  ...fields,
});

describe("a menu's links (menuItems)", () => {
  it("lists the menu's top-level links in the editors' order, sub-links under their parent", () => {
    const links = [
      link("1", "Blog", { menu: "header", sort: 3, route: "/blog/" }),
      link("2", "Home", { menu: "header", sort: 1 }),
      link("3", "About", { menu: "header", sort: 2 }),
      link("4", "Team", { parentLink: "3", sort: 2, route: "/team/" }),
      link("5", "About Us", { parentLink: "3", sort: 1, route: "/about/" }),
      link("6", "Terms", { menu: "footer_legal", sort: 1 }),
    ];
    expect(menuItems(links, "header")).toEqual([
      { id: "2", title: "Home", href: "/" },
      {
        id: "3",
        title: "About",
        href: "/",
        children: [
          { id: "5", title: "About Us", href: "/about/" },
          { id: "4", title: "Team", href: "/team/" },
        ],
      },
      { id: "1", title: "Blog", href: "/blog/" },
    ]);
  });

  it("puts links without a place last, in the order they were made", () => {
    const links = [link("10", "C", { menu: "m" }), link("9", "B", { menu: "m" }), link("11", "A", { menu: "m", sort: 5 })];
    expect(menuItems(links, "m").map((item) => item.title)).toEqual(["A", "B", "C"]);
  });

  it("marks outside addresses and landing pages' twins, leads posts to their page, and leaves out a link that leads nowhere", () => {
    const links = [
      link("1", "GitHub", { menu: "m", sort: 1, targetType: "url", route: null, url: "https://github.com/northbeam" }),
      link("2", "Latest", { menu: "m", sort: 2, targetType: "post", route: null, post: "7" }),
      link("3", "Broken", { menu: "m", sort: 3, targetType: "post", route: null }),
      link("4", "Offer", { menu: "m", sort: 4, targetType: "page", route: null, pageSlug: "spring-offer" }),
    ];
    expect(menuItems(links, "m")).toEqual([
      { id: "1", title: "GitHub", href: "https://github.com/northbeam", external: true },
      { id: "2", title: "Latest", href: "/blog/7/" },
      { id: "4", title: "Offer", href: "/spring-offer/", lightTwin: true },
    ]);
  });
});

describe("the header's and footer's navigation (siteNavigation)", () => {
  const globals = {
    agencyName: "Acme",
    copyrightLine: "© Acme",
    contactEmail: "a@acme.test",
    supportEmail: "s@acme.test",
    headerButton: link("9", "Sign in", { route: "/login/" }),
  };

  it("gives each of the layout's menus its title and links, the button and the copyright line", () => {
    const navigation = siteNavigation({
      globals,
      menus: [
        { key: "header", title: "Main" },
        { key: "footer_links", title: "Links" },
        { key: "elsewhere", title: "Not shown" },
      ],
      links: [link("1", "Home", { menu: "header" }), link("2", "Blog", { menu: "footer_links", route: "/blog/" })],
    });
    expect(navigation.copyrightLine).toBe("© Acme");
    expect(navigation.headerButton).toEqual({ id: "9", title: "Sign in", href: "/login/" });
    expect(navigation.menus.header).toEqual({ title: "Main", items: [{ id: "1", title: "Home", href: "/" }] });
    expect(navigation.menus.footer_links).toEqual({ title: "Links", items: [{ id: "2", title: "Blog", href: "/blog/" }] });
    expect(navigation.menus.footer_services).toEqual({ title: "", items: [] });
    expect(Object.keys(navigation.menus).sort()).toEqual(["footer_legal", "footer_links", "footer_services", "header"]);
  });

  it("shows no button when the editors left it empty", () => {
    expect(siteNavigation({ globals: { ...globals, headerButton: null }, menus: [], links: [] }).headerButton).toBeNull();
  });
});
