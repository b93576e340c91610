import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { noIndexContext, sitemapEntries, writeSitemap, type SitemapEntry, type SitemapPage } from "../sitemap";
import { tempFolder } from "../../../../jest/temp-folders";

const siteUrl = "https://www.example.com";
const post = { directusId: "7", dateUpdated: "2024-03-05T10:00:00.000Z" };

describe("sitemapEntries", () => {
  const urls = (pages: SitemapPage[]) => sitemapEntries(pages, [post], siteUrl).map((entry) => entry.url);

  it("lists pages that are their own canonical URL as absolute URLs, with lastmod for posts, by address", () => {
    expect(sitemapEntries([{ path: "/blog/7/", context: null }, { path: "/about/" }], [post], siteUrl)).toEqual([
      { url: "https://www.example.com/about/" },
      { url: "https://www.example.com/blog/7/", lastmod: "2024-03-05T10:00:00.000Z" },
    ]);
  });

  it("leaves out light twins, the earlier site's duplicate addresses and Gatsby's 404 pages", () => {
    expect(
      urls([
        { path: "/about/", context: {} },
        { path: "/light/about/", context: {} },
        { path: "/light/tech-startup/", context: {} },
        { path: "/portfolio/portfolio-details/", context: {} },
        { path: "/portfolio-details/", context: { canonicalPath: "/portfolio/portfolio-details/" } },
        { path: "/team-details/", context: { canonicalPath: "/team/avery-collins/" } },
        { path: "/404/" },
        { path: "/404.html" },
        { path: "/dev-404-page/" },
      ]),
    ).toEqual([
      "https://www.example.com/about/",
      "https://www.example.com/light/tech-startup/",
      "https://www.example.com/portfolio/portfolio-details/",
    ]);
  });

  it("leaves out the pages an editor keeps from search engines, and only those", () => {
    expect(
      urls([
        { path: "/blog/7/", context: { ...noIndexContext(true) } },
        { path: "/blog/8/", context: { ...noIndexContext(false) } },
      ]),
    ).toEqual(["https://www.example.com/blog/8/"]);
    expect(noIndexContext(false)).toEqual({});
    expect(noIndexContext(true)).toEqual({ noIndex: true });
  });
});

describe("writeSitemap", () => {
  const setup = () => {
    const publicDir = tempFolder("sitemap-");
    const store = new Map<string, string>();
    const cache = {
      get: async (key: string) => (store.has(key) ? JSON.parse(store.get(key)!) : undefined),
      set: async (key: string, value: unknown) => store.set(key, JSON.stringify(value)),
    };
    const write = (entries: SitemapEntry[]) => writeSitemap({ publicDir, siteUrl, entries, cache });
    const read = (file: string) => readFileSync(join(publicDir, file), "utf8");
    return { publicDir, write, read };
  };
  const entries = (count: number): SitemapEntry[] =>
    Array.from({ length: count }, (_, index) => ({ url: `${siteUrl}/blog/${index}/`, lastmod: "2024-03-05T10:00:00.000Z" }));

  it("writes the index and its sitemap with every entry, then writes nothing while the entries stay the same", async () => {
    const { write, read, publicDir } = setup();
    expect(await write(entries(3))).toBe(true);
    expect(read("sitemap-index.xml")).toContain(`<loc>${siteUrl}/sitemap-0.xml</loc>`);
    const sitemap = read("sitemap-0.xml");
    expect(sitemap.match(/<url>/g)).toHaveLength(3);
    expect(sitemap).toContain(`<loc>${siteUrl}/blog/2/</loc><lastmod>2024-03-05T10:00:00.000Z</lastmod>`);
    writeFileSync(join(publicDir, "sitemap-0.xml"), "marker");
    expect(await write(entries(3))).toBe(false);
    expect(read("sitemap-0.xml")).toBe("marker");
  });

  it("writes again when an entry changes, and when a file is gone from public/", async () => {
    const { write, read, publicDir } = setup();
    await write(entries(3));
    const changed = entries(3).map((entry, index) => (index === 1 ? { ...entry, lastmod: "2024-04-01T00:00:00.000Z" } : entry));
    expect(await write(changed)).toBe(true);
    expect(read("sitemap-0.xml")).toContain("2024-04-01T00:00:00.000Z");
    await rm(join(publicDir, "sitemap-index.xml"));
    expect(await write(changed)).toBe(true);
    expect(readdirSync(publicDir).sort()).toEqual(["sitemap-0.xml", "sitemap-index.xml"]);
  });

  // 45,001 entries written: 0.94 s alone here, and over Jest's default 5 s in `npm test`'s first
  // stage on a slow fresh run (2026-12-01), the typecheck, lint and the CMS's start beside Jest.
  it("splits at 45,000 entries a file and removes the sitemaps a shorter list no longer has", async () => {
    const { write, publicDir, read } = setup();
    await write(entries(45_001));
    expect(readdirSync(publicDir).sort()).toEqual(["sitemap-0.xml", "sitemap-1.xml", "sitemap-index.xml"]);
    expect(read("sitemap-1.xml").match(/<url>/g)).toHaveLength(1);
    await write(entries(10));
    expect(readdirSync(publicDir).sort()).toEqual(["sitemap-0.xml", "sitemap-index.xml"]);
  }, 15_000);
});
