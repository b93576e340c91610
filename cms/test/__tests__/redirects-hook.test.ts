/** @jest-environment node */
// The redirects hook's logic (cms/extensions/redirects/lib.mjs), whose folder Jest does not
// crawl: item addresses, what owns an address, refusals on save, and slug changes.
import { addressedCollections } from "../../extensions/redirects/addresses.mjs";
import {
  addressChangePlan,
  addressClaims,
  addressOf,
  livePageMessage,
  saveProblem,
  valueOfAddress,
} from "../../extensions/redirects/lib.mjs";

const [posts, categories, pages] = addressedCollections as unknown as [
  (typeof addressedCollections)[number],
  (typeof addressedCollections)[number],
  (typeof addressedCollections)[number],
];

describe("addresses of items", () => {
  it("fills the collection's pattern", () => {
    expect(addressOf(posts, 12)).toBe("/blog/12/");
    expect(addressOf(categories, "ui-ux-design")).toBe("/blog/category/ui-ux-design/");
  });

  it("reads an item's value back from its address and from its /light/ twin", () => {
    expect(valueOfAddress(categories, "/blog/category/design/")).toBe("design");
    expect(valueOfAddress(categories, "/light/blog/category/design/")).toBe("design");
    expect(valueOfAddress(posts, "/blog/12/")).toBe("12");
  });

  it("reads no value where the part is not one the field can hold", () => {
    expect(valueOfAddress(posts, "/blog/category/")).toBeNull();
    expect(valueOfAddress(posts, "/blog/archive/")).toBeNull();
    expect(valueOfAddress(categories, "/blog/category/Not_A_Slug/")).toBeNull();
    expect(valueOfAddress(categories, "/blog/category/design/extra/")).toBeNull();
    expect(valueOfAddress(categories, "/blog/category//")).toBeNull();
  });
});

describe("addressClaims", () => {
  it("names the site's own pages, light twins and redirects as taken", () => {
    for (const path of ["/", "/about/", "/light/about/", "/service/web-dev/", "/blog/blog-details/", "/light/tech-startup/"]) {
      expect(addressClaims(path, addressedCollections).fixed).toMatch(/is a page of the site/);
    }
  });

  it("keeps the site's machinery out", () => {
    expect(addressClaims("/api/outreach/", addressedCollections).fixed).toBe("addresses under /api/ belong to the site itself");
    expect(addressClaims("/blog/tag/react/", addressedCollections).fixed).toMatch(/\/blog\/tag\//);
  });

  it("leaves items to look up, and a free address free", () => {
    expect(addressClaims("/blog/category/design/", addressedCollections)).toEqual({
      fixed: null,
      items: [{ entry: categories, value: "design" }],
    });
    expect(addressClaims("/light/blog/7/", addressedCollections).items).toEqual([{ entry: posts, value: "7" }]);
    expect(addressClaims("/blog/spring-offer/", addressedCollections)).toEqual({ fixed: null, items: [] });
  });

  it("gives a one-segment address to the landing pages, after the site's own pages", () => {
    expect(addressClaims("/spring-offer/", addressedCollections)).toEqual({
      fixed: null,
      items: [{ entry: pages, value: "spring-offer" }],
    });
    expect(addressClaims("/light/spring-offer/", addressedCollections).items).toEqual([{ entry: pages, value: "spring-offer" }]);
    expect(addressClaims("/about/", addressedCollections).items).toEqual([]);
    expect(addressClaims("/Spring_Offer/", addressedCollections).items).toEqual([]);
  });

  it("words a refusal so the editor knows what to do", () => {
    expect(livePageMessage("/about/", "/about/ is a page of the site")).toBe(
      "A redirect from /about/ would hide a live page: /about/ is a page of the site. Choose another old address, or move that page first.",
    );
  });
});

describe("saveProblem", () => {
  const stored = [
    { from: "/a/", to: "/b/" },
    { from: "/b/", to: "/c/" },
  ];

  it("accepts a redirect that ends somewhere", () => {
    expect(saveProblem({ from: "/c", to: "/contact/" }, stored)).toBeNull();
  });

  it("refuses the redirect that closes a loop, directly or through a chain, naming it", () => {
    expect(saveProblem({ from: "/b/", to: "/a/" }, [{ from: "/a/", to: "/b/" }])).toBe(
      "This redirect would make a loop, where visitors never arrive: /b/ → /a/ → /b/.",
    );
    expect(saveProblem({ from: "/c", to: "/a" }, stored)).toBe(
      "This redirect would make a loop, where visitors never arrive: /c/ → /a/ → /b/ → /c/.",
    );
  });

  it("reads an edited redirect in place of its stored version", () => {
    // /b/ now leads elsewhere: the old /b/ -> /c/ no longer counts.
    expect(saveProblem({ from: "/b/", to: "/d/" }, [...stored, { from: "/d/", to: "/a/" }])).toBe(
      "This redirect would make a loop, where visitors never arrive: /b/ → /d/ → /a/ → /b/.",
    );
    expect(saveProblem({ from: "/b/", to: "/e/" }, stored)).toBeNull();
  });

  it("refuses bad addresses before looking for loops", () => {
    expect(saveProblem({ from: "/x/", to: "/x" }, [])).toBe("The redirect leads from /x/ to itself.");
  });
});

describe("addressChangePlan", () => {
  const label = "category “Design”";

  it("adds a permanent redirect from a published item's old address to its new one", () => {
    expect(
      addressChangePlan({
        entry: categories,
        before: { value: "design", published: true },
        after: { value: "product-design", published: true },
        redirects: [],
        label,
      }),
    ).toEqual({
      remove: [],
      retarget: [],
      upsert: {
        id: null,
        from: "/blog/category/design/",
        to: "/blog/category/product-design/",
        permanent: true,
        note: "Added by the CMS when the category “Design” moved from /blog/category/design/ to /blog/category/product-design/.",
      },
    });
  });

  it("leads older redirects to the new address, and frees the new address of redirects from it", () => {
    const plan = addressChangePlan({
      entry: categories,
      before: { value: "b", published: true },
      after: { value: "c", published: true },
      redirects: [
        { id: 1, from: "/blog/category/a/", to: "/blog/category/b/" },
        { id: 2, from: "/blog/category/c/", to: "/blog/category/x/" },
        { id: 3, from: "/elsewhere/", to: "/contact/" },
      ],
      label,
    });
    expect(plan.remove).toEqual([2]);
    expect(plan.retarget).toEqual([{ id: 1, to: "/blog/category/c/" }]);
    expect(plan.upsert).toMatchObject({ id: null, from: "/blog/category/b/", to: "/blog/category/c/" });
  });

  it("moving back and forth leaves one redirect and no loop", () => {
    // design -> renamed made /design/ -> /renamed/; renamed -> design now:
    const plan = addressChangePlan({
      entry: categories,
      before: { value: "renamed", published: true },
      after: { value: "design", published: true },
      redirects: [{ id: 7, from: "/blog/category/design/", to: "/blog/category/renamed/" }],
      label,
    });
    expect(plan).toEqual({
      remove: [7],
      retarget: [],
      upsert: expect.objectContaining({ id: null, from: "/blog/category/renamed/", to: "/blog/category/design/" }),
    });
  });

  it("changes an existing redirect from the old address rather than adding a second", () => {
    const plan = addressChangePlan({
      entry: categories,
      before: { value: "a", published: true },
      after: { value: "b", published: true },
      redirects: [{ id: 4, from: "/blog/category/a", to: "/somewhere/" }],
      label,
    });
    expect(plan.upsert).toMatchObject({ id: 4, from: "/blog/category/a/", to: "/blog/category/b/" });
  });

  it("an item that becomes published takes its address back; drafts and unchanged slugs change nothing", () => {
    const redirects = [{ id: 9, from: "/blog/5/", to: "/blog/" }];
    expect(
      addressChangePlan({
        entry: posts,
        before: { value: 5, published: false },
        after: { value: 5, published: true },
        redirects,
        label: "post “A”",
      }),
    ).toEqual({ remove: [9], retarget: [], upsert: null });
    expect(
      addressChangePlan({ entry: posts, before: null, after: { value: 5, published: false }, redirects, label: "post “A”" }),
    ).toEqual({ remove: [], retarget: [], upsert: null });
    expect(
      addressChangePlan({
        entry: categories,
        before: { value: "a", published: true },
        after: { value: "a", published: true },
        redirects: [],
        label,
      }),
    ).toEqual({ remove: [], retarget: [], upsert: null });
  });

  it("a published landing page's new slug leaves a redirect from its old address", () => {
    expect(
      addressChangePlan({
        entry: pages,
        before: { value: "spring-offer", published: true },
        after: { value: "summer-offer", published: true },
        redirects: [],
        label: "page “Offer”",
      }).upsert,
    ).toEqual({
      id: null,
      from: "/spring-offer/",
      to: "/summer-offer/",
      permanent: true,
      note: "Added by the CMS when the page “Offer” moved from /spring-offer/ to /summer-offer/.",
    });
  });

  it("adds nothing when an unpublished item's slug changes", () => {
    expect(
      addressChangePlan({
        entry: { ...categories, published: { field: "status", value: "published" } },
        before: { value: "a", published: false },
        after: { value: "b", published: true },
        redirects: [],
        label,
      }).upsert,
    ).toBeNull();
  });
});
