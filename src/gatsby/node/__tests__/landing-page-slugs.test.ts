import { readdirSync } from "node:fs";
import path from "node:path";
import { reservedSegments, slugProblem } from "../../../../cms/extensions/landing-pages/slugs.mjs";
import { chunkDirectory } from "../../../lib/blog/list-chunks";
import { blogPath } from "../../../lib/blog/paths";
import { lightMirroredSections, lightPrefix } from "../../../lib/light-mirror";
import { landingPages } from "../landing-pages";
import { marketingPages } from "../marketing-pages";

const root = path.resolve(__dirname, "../../../..");
const firstSegment = (address: string): string => address.split("/").filter(Boolean)[0] ?? "";

/** Every file route of src/pages (folders included), as Gatsby names its address. */
const fileRoutes = (dir = path.join(root, "src/pages")): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .map((entry) => entry.name.replace(/\.tsx$/, ""))
    .filter((name) => name !== "index");

/**
 * The CMS refuses a landing page's slug that any address of the site starts with
 * (cms/extensions/landing-pages/slugs.mjs). This fails when the site gains a page, a folder of
 * the build or a static folder that the list does not name yet.
 */
describe("the slugs a landing page may not have", () => {
  const addressesOfTheSite = [
    ...fileRoutes(),
    ...marketingPages().map((page) => firstSegment(page.path)),
    ...lightMirroredSections.map(firstSegment),
    firstSegment(lightPrefix),
    firstSegment(blogPath),
    chunkDirectory,
    // Gatsby's own: Functions, page data, hashed assets, the development server's 404 page.
    "api",
    "page-data",
    "static",
    "dev-404-page",
    // What onPostBuild writes (the search index) and static/ holds.
    "pagefind",
    ...readdirSync(path.join(root, "static")),
  ];

  it.each([...new Set(addressesOfTheSite)])("refuses %s", (segment) => {
    // A name with a dot (favicon.svg) is no slug at all.
    expect(segment.includes(".") ? slugProblem(segment) : reservedSegments[segment]).toBeTruthy();
  });
});

describe("landingPages", () => {
  const page = (id: string, slug: string, blocks: string[] = ["DirectusBlockHero"]) => ({
    id,
    title: `Page ${id}`,
    slug,
    noIndex: false,
    blocks: blocks.map((__typename) => ({ __typename })),
  });

  it("makes each page and its light twin, with one context naming the main address as canonical", () => {
    const { pages, problems } = landingPages(
      [page("a", "spring-offer", ["DirectusBlockHero", "DirectusBlockTeam"]), { ...page("b", "hidden"), noIndex: true }],
      new Set(["/about/"]),
    );
    expect(problems).toEqual([]);
    expect(pages).toEqual([
      {
        path: "/spring-offer/",
        context: { id: "a", canonicalPath: "/spring-offer/", withPortfolio: false, withTeam: true, noIndex: false },
      },
      {
        path: "/light/spring-offer/",
        context: { id: "a", canonicalPath: "/spring-offer/", withPortfolio: false, withTeam: true, noIndex: false },
      },
      { path: "/hidden/", context: { id: "b", canonicalPath: "/hidden/", withPortfolio: false, withTeam: false, noIndex: true } },
      {
        path: "/light/hidden/",
        context: { id: "b", canonicalPath: "/hidden/", withPortfolio: false, withTeam: false, noIndex: true },
      },
    ]);
  });

  it("leaves out a page whose slug the CMS would refuse or whose address is taken, saying which", () => {
    const { pages, problems } = landingPages(
      [page("a", "contact"), page("b", "Bad Slug"), page("c", "taken"), page("d", "twice"), page("e", "twice")],
      new Set(["/taken/"]),
    );
    expect(pages.map((made) => made.path)).toEqual(["/twice/", "/light/twice/"]);
    expect(problems).toEqual([
      expect.stringMatching(
        /^landing page “Page a” \(a\) is left out: The slug "contact" is taken: \/contact\/ is the Contact page/,
      ),
      expect.stringMatching(/^landing page “Page b” \(b\) is left out: The slug "Bad Slug" is not a valid address/),
      "landing page “Page c” (c) is left out: /taken/ is already a page of the site",
      "landing page “Page e” (e) is left out: /twice/ is already a page of the site",
    ]);
  });
});
