import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./support/site";

const compileHint = "//# allFunctionsCalledOnLoad";

/** The scripts a built page names in its HTML, and the chunk map Gatsby inlines into it. */
const scriptsOf = (html: string) => ({
  startup: [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].flatMap((match) => match[1] ?? []),
  chunkMap: JSON.parse(JSON.parse(html.match(/window\.___chunkMapping=("(?:[^"\\]|\\.)*")/)?.[1] ?? '"{}"')) as Record<
    string,
    string[]
  >,
});

test("the start-up bundles carry V8's compile hint on their first line; page chunks are compiled lazily", async ({ request }) => {
  const { startup, chunkMap } = scriptsOf(await (await request.get("/")).text());
  const bundles = startup.filter((src) => /^\/(app|framework)-/.test(src));
  expect(bundles).toHaveLength(2);
  for (const src of bundles) {
    const source = await (await request.get(src)).text();
    expect(source.split("\n", 1)[0], src).toBe(compileHint);
    expect(source, src).toMatch(/\n\/\/# sourceMappingURL=\S+\.map\s*$/);
  }

  const pageChunk = chunkMap["component---src-pages-index-tsx"]?.[0];
  expect(pageChunk).toBeDefined();
  expect(await (await request.get(pageChunk!)).text()).not.toContain(compileHint);
});

test("a page names its own data and scripts in its HTML: each is fetched once and webpack adds no script", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/team/")).text();
  const { startup, chunkMap } = scriptsOf(html);
  const preloads = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/g)].flatMap(
    (match) => match[1] ?? [],
  );
  expect(preloads).toEqual([
    "/page-data/app-data.json",
    "/page-data/team/page-data.json",
    expect.stringMatching(/^\/page-data\/sq\/d\/\d+\.json$/),
  ]);
  expect(startup).toEqual(expect.arrayContaining(chunkMap["component---src-pages-team-tsx"] ?? ["(no chunk)"]));

  const requested: string[] = [];
  page.on("request", (sent) => requested.push(new URL(sent.url()).pathname));
  await page.goto("/team/");
  await waitForHydration(page.locator("main"));

  // A preload the loader did not take up would show as a second request for the same file.
  for (const url of [...preloads, ...startup])
    expect(
      requested.filter((path) => path === url),
      url,
    ).toHaveLength(1);
  const scriptsInDocument = await page.evaluate(() =>
    [...document.scripts].flatMap((script) => (script.src ? [new URL(script.src).pathname] : [])),
  );
  expect(scriptsInDocument).toEqual(startup);
});

test("the start-up waits for the first contentful paint: no script or data request begins before it, and the page still hydrates", async ({
  page,
}) => {
  for (const path of ["/", "/team/", "/blog/", "/light/tech-startup/"]) {
    await page.goto(path);
    await waitForHydration(page.getByRole("contentinfo").getByRole("link").last());
    const { firstContentfulPaint, requestedBefore } = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
      const requestedBefore = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => /\.js$|^\/page-data\//.test(new URL(entry.name).pathname) && !(entry.startTime > paint))
        .map((entry) => `${new URL(entry.name).pathname} at ${entry.startTime.toFixed(0)} ms`);
      return { firstContentfulPaint: paint, requestedBefore };
    });
    expect(firstContentfulPaint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(
      requestedBefore,
      `${path}: requested before the first contentful paint at ${firstContentfulPaint.toFixed(0)} ms`,
    ).toEqual([]);
    await expect(page.locator("#gatsby-start")).toHaveCount(0);
  }
});

test("the public site ships nothing of Directus's Visual Editor: no library in its scripts, no edit attributes in its posts", async ({
  request,
}) => {
  // The library's own stylesheet id; src/lib/visual-editor.ts keeps it to the preview server.
  const libraryMarker = "directus-visual-editing-style";
  const scripts = readdirSync("public").filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(5);
  expect(scripts.filter((name) => readFileSync(path.join("public", name), "utf8").includes(libraryMarker))).toEqual([]);

  const blog = await (await request.get("/blog/")).text();
  const postPath = blog.match(/href="(\/blog\/\d+\/)"/)?.[1];
  expect(postPath).toBeDefined();
  const post = await (await request.get(postPath!)).text();
  expect(post).toContain('id="post-title"');
  expect(post).not.toContain("data-directus");
});
