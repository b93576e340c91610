/** @jest-environment node */
// The landing-pages hook's rules (cms/extensions/landing-pages), whose folder Jest does not crawl:
// which slugs a page may have, what a save of a page needs and sets, which files a page shows.
import { blockCollectionNames } from "../../extensions/landing-pages/blocks.mjs";
import { pageFileIds, planPageRows } from "../../extensions/landing-pages/page-files.mjs";
import { pageProblem, pagePublicationDate } from "../../extensions/landing-pages/page-rules.mjs";
import { isLandingPagePath, reservedSegments, slugProblem } from "../../extensions/landing-pages/slugs.mjs";

const a = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";
const b = "0b6e1c7a-3f7d-4a55-9d1e-2f0c8b1e7a10";
const c = "c3d4e5f6-1111-4222-8333-944455556666";

describe("slugProblem", () => {
  it("accepts one path segment of lower-case words joined by hyphens", () => {
    for (const slug of ["spring-offer", "launch2025", "a", "web-apps-for-clinics-2"]) expect(slugProblem(slug)).toBeNull();
  });

  it("refuses what is not a valid path segment, saying how a slug is written", () => {
    for (const slug of [
      "Spring",
      "spring offer",
      "spring/offer",
      "/spring/",
      "spring--offer",
      "-spring",
      "spring-",
      "spr_ing",
      "café",
      "a.html",
    ]) {
      expect(slugProblem(slug)).toMatch(/is not a valid address: use lower-case letters, digits and single hyphens/);
    }
    expect(slugProblem("x".repeat(101))).toMatch(/longer than 100 characters/);
    expect(slugProblem("")).toMatch(/needs a slug/);
    expect(slugProblem(null)).toMatch(/needs a slug/);
  });

  it("refuses every first segment the site's routes, posts and build use, naming what uses it", () => {
    expect(slugProblem("about")).toBe('The slug "about" is taken: /about/ is the About page. Choose another slug');
    expect(slugProblem("blog")).toMatch(/\/blog\/ is the blog \(its posts, categories and tags live under \/blog\/\)/);
    for (const slug of Object.keys(reservedSegments)) expect(slugProblem(slug)).toMatch(/is taken/);
  });

  it("tells a landing page's address from every other page's", () => {
    expect(isLandingPagePath("/spring-offer/")).toBe(true);
    for (const path of ["/", "/about/", "/blog/12/", "/light/spring-offer/", "/spring-offer", "/no such/"]) {
      expect(isLandingPagePath(path)).toBe(false);
    }
  });
});

describe("pageProblem", () => {
  const draft = { id: 3, status: "draft", slug: "offer", date_published: null };

  it("checks the slug of a new page, and of an update that changes it", () => {
    expect(pageProblem(undefined, { title: "x", slug: "contact" }, undefined)).toMatch(
      /is taken: \/contact\/ is the Contact page/,
    );
    expect(pageProblem(undefined, { title: "x" }, undefined)).toMatch(/needs a slug/);
    expect(pageProblem(draft, { slug: "Offer Two" }, undefined)).toMatch(/not a valid address/);
    expect(pageProblem(draft, { title: "renamed" }, undefined)).toBeNull();
    expect(pageProblem(undefined, { title: "x", slug: "offer-two" }, undefined)).toBeNull();
  });

  it("refuses a slug another page has, naming that page", () => {
    expect(pageProblem(undefined, { slug: "offer" }, { id: 7, title: "Spring offer" })).toBe(
      'The slug "offer" is taken by the page “Spring offer” (7). Choose another slug',
    );
  });

  it("needs a publish time for a scheduled page, like a scheduled post", () => {
    expect(pageProblem(undefined, { slug: "offer", status: "scheduled" }, undefined)).toMatch(
      /scheduled page needs its publish time/,
    );
    expect(pageProblem(draft, { status: "scheduled" }, undefined)).toMatch(/Date published/);
    expect(pageProblem(draft, { status: "scheduled", date_published: "2030-01-01T09:00:00Z" }, undefined)).toBeNull();
    expect(
      pageProblem({ ...draft, status: "scheduled", date_published: "2030-01-01T09:00:00Z" }, { date_published: null }, undefined),
    ).toMatch(/needs its publish time/);
  });
});

describe("pagePublicationDate", () => {
  const now = new Date("2026-03-05T10:00:30.000Z");

  it("dates a page going live now when it had no publish time or a later one", () => {
    expect(pagePublicationDate([], { status: "published", slug: "x" }, now)).toBe(now.toISOString());
    expect(pagePublicationDate([{ id: 1, status: "draft", date_published: null }], { status: "published" }, now)).toBe(
      now.toISOString(),
    );
    expect(
      pagePublicationDate(
        [{ id: 1, status: "scheduled", date_published: "2026-03-09T08:00:00.000Z" }],
        { status: "published" },
        now,
      ),
    ).toBe(now.toISOString());
  });

  it("keeps a publish time that has come (the flow's publish) and a date the save sets itself", () => {
    expect(
      pagePublicationDate(
        [{ id: 1, status: "scheduled", date_published: "2026-03-05T10:00:00.000Z" }],
        { status: "published" },
        now,
      ),
    ).toBeNull();
    expect(pagePublicationDate([], { status: "published", date_published: "2025-01-01T00:00:00.000Z" }, now)).toBeNull();
    expect(pagePublicationDate([{ id: 1, status: "published", date_published: null }], { status: "published" }, now)).toBeNull();
    expect(pagePublicationDate([{ id: 1, status: "draft", date_published: null }], { title: "x" }, now)).toBeNull();
    expect(
      pagePublicationDate(
        [
          { id: 1, status: "draft", date_published: null },
          { id: 2, status: "draft", date_published: "2026-01-01T00:00:00.000Z" },
        ],
        { status: "published" },
        now,
      ),
    ).toBeNull();
  });
});

describe("pageFileIds", () => {
  it("finds the share image, the blocks' images and their rich text's CMS images, once each", () => {
    const blocks = [
      { collection: "block_hero", item: { id: 1, image: a.toUpperCase(), title: "Hi" } },
      {
        collection: "block_rich_text",
        item: { id: 2, body: `<p>x</p><img src="http://cms.test/assets/${b}?width=800"><img src="/assets/${a}">` },
      },
      { collection: "block_call_to_action", item: { id: 3, background_image: c } },
      { collection: "block_faq", item: { id: 4, items: [{ title: a, content: "not a file" }] } },
      { collection: "block_hero", item: null },
      { collection: "not_a_block", item: { image: c } },
    ];
    expect(pageFileIds({ share_image: c }, blocks)).toEqual([c, a, b]);
    expect(pageFileIds({ share_image: null }, [])).toEqual([]);
  });

  it("plans the rows that make page_files say exactly that", () => {
    expect(planPageRows(7, [{ id: `7:${a}` }, { id: `7:${c}` }], [a, b])).toEqual({
      add: [{ id: `7:${b}`, page: 7, file: b }],
      remove: [`7:${c}`],
    });
  });

  it("knows every block type of the site", () => {
    expect(blockCollectionNames).toHaveLength(14);
    for (const name of blockCollectionNames) expect(name).toMatch(/^block_[a-z_]+$/);
  });
});
