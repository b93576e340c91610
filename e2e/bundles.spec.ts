import { expect, test } from "@playwright/test";

const compileHint = "//# allFunctionsCalledOnLoad";

/** The scripts a built page names in its HTML, and the chunk map Gatsby inlines into it. */
const scriptsOf = (html: string) => ({
  startup: [...html.matchAll(/<script src="(\/[^"]+\.js)"/g)].flatMap((match) => match[1] ?? []),
  chunkMap: JSON.parse(JSON.parse(html.match(/window\.___chunkMapping=("(?:[^"\\]|\\.)*")/)?.[1] ?? '"{}"')) as Record<string, string[]>,
});

test("the start-up bundles carry V8's compile hint on their first line; page chunks stay lazy", async ({ request }) => {
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
