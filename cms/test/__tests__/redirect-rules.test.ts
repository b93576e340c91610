/** @jest-environment node */
// The rules of a servable redirect (cms/extensions/redirects/rules.mjs), shared by the CMS's
// redirects hook and the site's build.
import {
  addressProblem,
  describeLoop,
  isExternalAddress,
  loopFrom,
  normaliseRedirect,
  normaliseSitePath,
  redirectLoops,
  targetPath,
} from "../../extensions/redirects/rules.mjs";

describe("normaliseSitePath", () => {
  it("spells a path as the site does: one leading slash, no doubled ones, a slash at its end", () => {
    expect(normaliseSitePath("/old-page")).toBe("/old-page/");
    expect(normaliseSitePath("  old//page ")).toBe("/old/page/");
    expect(normaliseSitePath("/blog/category/design/")).toBe("/blog/category/design/");
    expect(normaliseSitePath("/")).toBe("/");
  });

  it("leaves a file's name without a slash, and keeps a query or fragment after the path", () => {
    expect(normaliseSitePath("/feed.xml")).toBe("/feed.xml");
    expect(normaliseSitePath("/contact?from=ad")).toBe("/contact/?from=ad");
    expect(normaliseSitePath("/faq#pricing")).toBe("/faq/#pricing");
  });
});

describe("targets", () => {
  it("tells full addresses of other sites from paths", () => {
    expect(isExternalAddress("https://example.com/x")).toBe(true);
    expect(isExternalAddress(" HTTP://example.com")).toBe(true);
    expect(isExternalAddress("/https/")).toBe(false);
    expect(targetPath("https://example.com/a")).toBeNull();
    expect(targetPath("/contact?x=1")).toBe("/contact/");
  });

  it("normalises both addresses of a redirect, trimming a full address only", () => {
    expect(normaliseRedirect({ from: "/a", to: "/b#top", permanent: true })).toEqual({
      from: "/a/",
      to: "/b/#top",
      permanent: true,
    });
    expect(normaliseRedirect({ from: "/a/", to: " https://example.com/Path " })).toEqual({
      from: "/a/",
      to: "https://example.com/Path",
    });
  });
});

describe("addressProblem", () => {
  it("accepts a path to a path or to another site", () => {
    expect(addressProblem({ from: "/old/", to: "/new/" })).toBeNull();
    expect(addressProblem({ from: "/old", to: "https://example.com/" })).toBeNull();
  });

  it("refuses an old address that is no plain path of the site", () => {
    for (const from of ["old/", "https://example.com/old/", "/old page/", "/old/?x=1", "/a/../b/", ""]) {
      expect(addressProblem({ from, to: "/new/" })).toMatch(/old address/);
    }
  });

  it("refuses a target that is neither a path nor an http(s) address", () => {
    for (const to of ["new/", "ftp://example.com/", "javascript:alert(1)", "/with space/"]) {
      expect(addressProblem({ from: "/old/", to })).toMatch(/new address/);
    }
  });

  it("refuses a redirect to itself, however either side is spelt", () => {
    expect(addressProblem({ from: "/same", to: "/same/?utm=x" })).toBe("The redirect leads from /same/ to itself.");
  });
});

describe("loops", () => {
  it("finds the loop a chain runs into, with the first address repeated", () => {
    const redirects = [
      { from: "/a/", to: "/b/" },
      { from: "/b", to: "/c/" },
      { from: "/c/", to: "/a/?x=1" },
    ];
    expect(loopFrom(redirects, "/a/")).toEqual(["/a/", "/b/", "/c/", "/a/"]);
    expect(loopFrom(redirects, "/b/")).toEqual(["/b/", "/c/", "/a/", "/b/"]);
  });

  it("reports the loop a chain runs into from outside it", () => {
    const redirects = [
      { from: "/start/", to: "/a/" },
      { from: "/a/", to: "/b/" },
      { from: "/b/", to: "/a/" },
    ];
    expect(loopFrom(redirects, "/start/")).toEqual(["/a/", "/b/", "/a/"]);
  });

  it("finds none in chains that end, at a page or at another site", () => {
    const redirects = [
      { from: "/a/", to: "/b/" },
      { from: "/b/", to: "/c/" },
      { from: "/x/", to: "https://example.com/a/" },
    ];
    expect(loopFrom(redirects, "/a/")).toBeNull();
    expect(loopFrom(redirects, "/x/")).toBeNull();
    expect(redirectLoops(redirects)).toEqual([]);
  });

  it("lists every loop once, from its smallest address", () => {
    const redirects = [
      { from: "/b/", to: "/a/" },
      { from: "/a/", to: "/b/" },
      { from: "/z/", to: "/y/" },
      { from: "/y/", to: "/z/" },
      { from: "/into/", to: "/a/" },
    ];
    expect(redirectLoops(redirects)).toEqual([
      ["/a/", "/b/", "/a/"],
      ["/y/", "/z/", "/y/"],
    ]);
    expect(describeLoop(["/a/", "/b/", "/a/"])).toBe("/a/ → /b/ → /a/");
  });
});
