import { linkTarget } from "../link-target";

const empty = { route: null, post: null, pageSlug: null, url: null };

describe("where a menu link leads (linkTarget)", () => {
  it("leads to a page by its path, to a post by its /blog/<id>/ address, to a landing page by /<slug>/, outside by the address as written", () => {
    expect(linkTarget({ ...empty, targetType: "route", route: "/about/" })).toEqual({ href: "/about/", external: false });
    expect(linkTarget({ ...empty, targetType: "page", pageSlug: "spring-offer" })).toEqual({
      href: "/spring-offer/",
      external: false,
      lightTwin: true,
    });
    expect(linkTarget({ ...empty, targetType: "post", post: "12" })).toEqual({ href: "/blog/12/", external: false });
    expect(linkTarget({ ...empty, targetType: "url", url: "https://example.com/x?y=1" })).toEqual({
      href: "https://example.com/x?y=1",
      external: true,
    });
  });

  it("leads nowhere when the target its type names is empty, or its type is unknown", () => {
    expect(linkTarget({ ...empty, targetType: "route" })).toBeNull();
    expect(linkTarget({ ...empty, targetType: "post", route: "/about/" })).toBeNull();
    expect(linkTarget({ ...empty, targetType: "url" })).toBeNull();
    expect(linkTarget({ ...empty, targetType: "page", route: "/about/" })).toBeNull();
    expect(linkTarget({ ...empty, targetType: "landing", pageSlug: "spring-offer" })).toBeNull();
  });
});
