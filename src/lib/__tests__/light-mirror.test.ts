import { hasLightTwin, mainPathOfLightTwin, pathForTheme, themeForPath } from "../light-mirror";
import { scrollDecision } from "../scroll";
import { robotsTxt } from "../robots";

describe("light mirror", () => {
  it.each([
    ["/about/", true],
    ["/service/web-dev/", true],
    ["/blog/42/", true],
    ["/team/ceo/", true],
    ["/portfolio/", false],
    ["/login/", false],
    ["/", false],
  ])("%s has a light twin: %s", (path, expected) => {
    expect(hasLightTwin(path)).toBe(expected);
  });

  it("rewrites links only inside the light layout and only where a twin exists", () => {
    expect(pathForTheme("/about/", "dark")).toBe("/about/");
    expect(pathForTheme("/about/", "light")).toBe("/light/about/");
    expect(pathForTheme("/light/about/", "light")).toBe("/light/about/");
    expect(pathForTheme("/login/", "light")).toBe("/login/");
    expect(pathForTheme("https://example.com/about/", "light")).toBe("https://example.com/about/");
  });

  it("leads the light layout to a twin the link knows of, outside the mirrored sections (a landing page)", () => {
    expect(pathForTheme("/spring-offer/", "light")).toBe("/spring-offer/");
    expect(pathForTheme("/spring-offer/", "light", true)).toBe("/light/spring-offer/");
    expect(pathForTheme("/spring-offer/", "dark", true)).toBe("/spring-offer/");
    expect(pathForTheme("/light/spring-offer/", "light", true)).toBe("/light/spring-offer/");
  });

  it("derives the theme from the path", () => {
    expect(themeForPath("/light/about/")).toBe("light");
    expect(themeForPath("/light")).toBe("light");
    expect(themeForPath("/lighthouse/")).toBe("dark");
    expect(themeForPath("/about/")).toBe("dark");
  });
});

describe("scroll on navigation", () => {
  it("goes to the top when the path changes", () => {
    expect(scrollDecision("/", "/about/", "")).toBe("top");
  });

  it("leaves in-page anchors and the first load to the browser", () => {
    expect(scrollDecision("/", "/", "#service")).toBe("default");
    expect(scrollDecision("/", "/about/", "#team")).toBe("default");
    expect(scrollDecision(undefined, "/", "")).toBe("default");
  });
});

describe("robots.txt", () => {
  it("allows crawling and points at the sitemap index", () => {
    expect(robotsTxt("https://acme.test/")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://acme.test/sitemap-index.xml\n");
  });
});

describe("mainPathOfLightTwin", () => {
  it("names the main page a light twin mirrors", () => {
    expect(mainPathOfLightTwin("/light/blog/12/")).toBe("/blog/12/");
    expect(mainPathOfLightTwin("/light/about/")).toBe("/about/");
  });

  it("is null for main pages and for pages that exist only under /light/", () => {
    expect(mainPathOfLightTwin("/blog/12/")).toBeNull();
    expect(mainPathOfLightTwin("/light/")).toBeNull();
    expect(mainPathOfLightTwin("/light/tech-startup/")).toBeNull();
  });
});
