import { spawn } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { postsWithStatus, type CmsPost } from "./support/cms";
import { site } from "./support/site";

/**
 * Outside validators as judges of the build these tests serve (docs/testing.md, "Outside
 * validators"): the W3C Nu HTML Checker, linkinator, the feed as RSS 2.0 and every page's JSON-LD
 * against schema.org types. They run e2e/validators/validate-site.mjs, the command `npm run
 * validate` runs, on `public/` and this server, and read its report.
 * Each count is bounded on both sides: by the build's own page list (its page manifest and
 * forwarding pages), or by the CMS's published posts.
 */

const projectRoot = path.resolve(__dirname, "..");

interface PagesResult {
  inManifest: number;
  forwarding: number;
  files: number;
  problems: string[];
}

interface ValidationReport {
  results: {
    pages: PagesResult;
    html?: {
      filesChecked: number;
      siteErrors: { file: string; line: number; message: string; extract: string }[];
      gatsbyImage: Record<string, number>;
      lazyMarkup: Record<string, number>;
      problems: string[];
    };
    "json-ld"?: { pagesRead: number; typesByPage: Record<string, string[]>; byType: Record<string, number>; problems: string[] };
    feed?: { items: { title: string; link: string; published: string }[]; bodyLinks: number; problems: string[] };
    links?: { starts: number; pagesCrawled: string[]; ok: number; broken: unknown[]; skippedLocal: string[]; problems: string[] };
  };
}

/** Runs the validator with one check; its report, whatever its exit code (the tests assert it). */
const validate = (check: string, baseURL: string) =>
  new Promise<{ code: number | null; report: ValidationReport; log: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["e2e/validators/validate-site.mjs", "--checks", check, "--url", baseURL, "--json"], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let log = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (log += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      try {
        resolve({ code, report: JSON.parse(stdout) as ValidationReport, log });
      } catch {
        reject(new Error(`validate-site.mjs --checks ${check} wrote no report (exit ${code}):\n${log}`));
      }
    });
  });

/** The pages every check covers: exactly the build's own list, each page's file present. */
const expectEveryPage = (pages: PagesResult) => {
  expect(pages.problems).toEqual([]);
  expect(pages.files).toBe(pages.inManifest + pages.forwarding);
};

/**
 * The published posts the build was made from. No spec of this project writes posts (the one
 * that publishes its own runs in the build-token project, after it), so every published post
 * in the CMS is in this build.
 */
let published: CmsPost[];
test.beforeAll(async () => {
  published = await postsWithStatus("published");
  expect(published.length).toBeGreaterThanOrEqual(14);
});

test("the W3C Nu HTML Checker finds no error in the site's own markup, on every page", async ({ baseURL }) => {
  // The checker reads about 115 pages in 6-10 s here; the whole test took 15.1 s.
  test.setTimeout(45_000);
  const { code, report, log } = await validate("html", baseURL!);
  const { pages, html } = report.results;
  expectEveryPage(pages);
  // Every post has a page and a light twin, besides the other pages.
  expect(pages.inManifest).toBeGreaterThan(2 * published.length);
  expect(html!.filesChecked).toBe(pages.files);
  expect(html!.siteErrors).toEqual([]);
  // gatsby-plugin-image's lazy-loading errors (docs/testing.md lists them): exactly one per
  // element of their kind, counted from the pages' markup, so the filter hides nothing else.
  expect(html!.gatsbyImage).toEqual(html!.lazyMarkup);
  expect(html!.gatsbyImage["lazy img: no src or srcset yet"]).toBeGreaterThan(0);
  expect(html!.problems).toEqual([]);
  expect(code, log).toBe(0);
  console.log(
    `Nu HTML Checker: ${html!.filesChecked} pages; gatsby-plugin-image's known errors ${JSON.stringify(html!.gatsbyImage)}`,
  );
});

test("every link, image, script and stylesheet of every page answers", async ({ baseURL }) => {
  const { code, report, log } = await validate("links", baseURL!);
  const { pages, links } = report.results;
  expectEveryPage(pages);
  expect(links!.broken).toEqual([]);
  expect(links!.skippedLocal).toEqual([]);
  // Each page read for links once: every page of the build, and no other.
  expect(links!.starts).toBe(pages.files);
  expect(links!.pagesCrawled).toHaveLength(pages.files);
  // At least the pages themselves and each page's own scripts and styles answered.
  expect(links!.ok).toBeGreaterThan(2 * pages.files);
  expect(links!.problems).toEqual([]);
  expect(code, log).toBe(0);
});

test("the feed is RSS 2.0 with absolute links and RFC 822 dates, listing the newest posts", async ({ baseURL }) => {
  const { code, report, log } = await validate("feed", baseURL!);
  const { feed } = report.results;
  expect(feed!.problems).toEqual([]);
  // FEED_POST_LIMIT's default, 50 (src/gatsby/node/feed-options.ts), newest first as the CMS sorts them.
  const newest = published.slice(0, 50);
  expect(feed!.items.map((item) => item.link)).toEqual(newest.map((post) => `${site.siteUrl}/blog/${post.id}/`));
  expect(feed!.items.map((item) => item.title)).toEqual(newest.map((post) => post.title));
  // RFC 822 dates have whole seconds.
  const seconds = (date: string) => Math.floor(Date.parse(date) / 1000);
  expect(feed!.items.map((item) => seconds(item.published))).toEqual(newest.map((post) => seconds(post.date_created)));
  expect(feed!.bodyLinks).toBeGreaterThan(0);
  expect(code, log).toBe(0);
});

test("every page's JSON-LD is valid against the schema.org types the site uses", async ({ baseURL }) => {
  const { code, report, log } = await validate("json-ld", baseURL!);
  const { pages, "json-ld": jsonLd } = report.results;
  expectEveryPage(pages);
  expect(jsonLd!.pagesRead).toBe(pages.files);
  expect(jsonLd!.problems).toEqual([]);
  // The home page names the organisation; each post and its light twin describe the post.
  const expected: Record<string, string[]> = { "/": ["Organization"] };
  for (const post of published) {
    expected[`/blog/${post.id}/`] = ["BlogPosting"];
    expected[`/light/blog/${post.id}/`] = ["BlogPosting"];
  }
  expect(jsonLd!.typesByPage).toEqual(expected);
  expect(jsonLd!.byType).toEqual({ Organization: 1, BlogPosting: 2 * published.length });
  expect(code, log).toBe(0);
});
