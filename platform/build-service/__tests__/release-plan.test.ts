/** @jest-environment node */
import {
  assetsToKeep,
  isHashedAsset,
  isReleaseId,
  newReleaseId,
  parseKeepReleases,
  releaseLayout,
  releasesToPrune,
  rollbackTarget,
  sharedFolderKey,
  sortReleases,
  unusedSharedFolders,
} from "../release-plan.mjs";

const ids = ["20261126T100000000Z", "20261126T110000000Z", "20261126T110000000Z-2", "20261126T120000000Z"];

describe("release ids", () => {
  it("are the UTC time to the millisecond, suffixed when that millisecond has a release", () => {
    const now = new Date("2026-11-26T21:45:01.123Z");
    expect(newReleaseId(now, [])).toBe("20261126T214501123Z");
    expect(newReleaseId(now, ["20261126T214501123Z"])).toBe("20261126T214501123Z-2");
    expect(newReleaseId(now, ["20261126T214501123Z", "20261126T214501123Z-2"])).toBe("20261126T214501123Z-3");
  });

  it("are told from other folder names (a half-made release, the link)", () => {
    expect(ids.every(isReleaseId)).toBe(true);
    expect(isReleaseId("20261126T214501123Z.partial")).toBe(false);
    expect(isReleaseId("current")).toBe(false);
    expect(isReleaseId(".current-123")).toBe(false);
  });

  it("sort as they were made, a suffixed id after its base and before a later time", () => {
    expect(sortReleases([...ids].reverse())).toEqual(ids);
    expect(sortReleases(["20261126T110000000Z-10", "20261126T110000000Z-2"])).toEqual([
      "20261126T110000000Z-2",
      "20261126T110000000Z-10",
    ]);
  });
});

describe("isHashedAsset", () => {
  it.each([
    "app-a62dc5fac558a8967802.js",
    "app-a62dc5fac558a8967802.js.br",
    "app-a62dc5fac558a8967802.js.map",
    "component---src-templates-post-tsx-0123456789abcdef0123.js.gz",
    "styles-0123456789abcdef0123.css",
    "framework-0123456789abcdef0123.js.LICENSE.txt",
    "static/4f1a6b2c/9d8e7f6a/hero.webp",
    "page-data/sq/d/2744905544.json",
    "page-data/sq/d/2744905544.json.gz",
  ])("%s is one (a page already open may fetch it later)", (file) => expect(isHashedAsset(file)).toBe(true));

  it.each([
    "index.html",
    "blog/index.html",
    "page-data/blog/page-data.json",
    "page-data/app-data.json",
    "sitemap-index.xml",
    "app.js",
    "nested/app-a62dc5fac558a8967802.js",
  ])("%s is not (it keeps its name from build to build)", (file) => expect(isHashedAsset(file)).toBe(false));
});

describe("assetsToKeep", () => {
  it("keeps the older releases' own hashed assets that the new release lacks, each from the newest release that has it", () => {
    const kept = assetsToKeep(
      ["index.html", "app-bbbbbbbbbbbbbbbbbbbb.js", "static/x/y.webp"],
      [
        { id: "20261126T100000000Z", assets: ["app-aaaaaaaaaaaaaaaaaaaa.js", "static/x/y.webp", "static/old/z.webp"] },
        { id: "20261126T110000000Z", assets: ["app-aaaaaaaaaaaaaaaaaaaa.js", "app-bbbbbbbbbbbbbbbbbbbb.js"] },
      ],
    );
    expect(kept).toEqual([
      { file: "app-aaaaaaaaaaaaaaaaaaaa.js", from: "20261126T110000000Z" },
      { file: "static/old/z.webp", from: "20261126T100000000Z" },
    ]);
  });

  it("keeps nothing when there is no older release", () => {
    expect(assetsToKeep(["app-bbbbbbbbbbbbbbbbbbbb.js"], [])).toEqual([]);
  });
});

describe("rollbackTarget", () => {
  it("is the release made just before the live one", () => {
    expect(rollbackTarget(ids, "20261126T120000000Z")).toBe("20261126T110000000Z-2");
    expect(rollbackTarget(ids, "20261126T110000000Z-2")).toBe("20261126T110000000Z");
  });

  it("is none for the oldest release, none when nothing is live or the live one is unknown", () => {
    expect(rollbackTarget(ids, "20261126T100000000Z")).toBeNull();
    expect(rollbackTarget(ids, null)).toBeNull();
    expect(rollbackTarget(ids, "20261126T130000000Z")).toBeNull();
  });
});

describe("releasesToPrune", () => {
  it("removes all but the newest `keep`", () => {
    expect(releasesToPrune(ids, "20261126T120000000Z", 2)).toEqual(["20261126T100000000Z", "20261126T110000000Z"]);
    expect(releasesToPrune(ids, "20261126T120000000Z", 4)).toEqual([]);
    expect(releasesToPrune(ids, "20261126T120000000Z", 10)).toEqual([]);
  });

  it("never removes the live release, even an old one after a rollback", () => {
    expect(releasesToPrune(ids, "20261126T100000000Z", 1)).toEqual(["20261126T110000000Z", "20261126T110000000Z-2"]);
  });

  it("refuses to keep fewer than one", () => {
    expect(() => releasesToPrune(ids, null, 0)).toThrow(/from 1/);
  });
});

describe("parseKeepReleases", () => {
  it("is 5 when unset, the number when it is one from 1 to 100, an error otherwise", () => {
    expect(parseKeepReleases(undefined)).toBe(5);
    expect(parseKeepReleases(" ")).toBe(5);
    expect(parseKeepReleases("3")).toBe(3);
    for (const bad of ["0", "101", "2.5", "many"]) expect(() => parseKeepReleases(bad)).toThrow(/STACK_RELEASES_KEEP/);
  });
});

describe("folders shared between releases", () => {
  const files = [
    "index.html",
    "index.html.gz",
    "app-aaaaaaaaaaaaaaaaaaaa.js",
    "blog/index.html",
    "blog/1/index.html",
    "blog/1/index.html.br",
    "blog/2/index.html",
    "page-data/blog/1/page-data.json",
    "page-data/sq/d/111.json",
    "static/abc/photo.webp",
  ];

  it("are the folders of files only; the files beside folders are the release's own", () => {
    const { shared, own } = releaseLayout(files, []);
    expect(Object.fromEntries(shared)).toEqual({
      "blog/1": ["index.html", "index.html.br"],
      "blog/2": ["index.html"],
      "page-data/blog/1": ["page-data.json"],
      "page-data/sq/d": ["111.json"],
      "static/abc": ["photo.webp"],
    });
    expect(own).toEqual(["index.html", "index.html.gz", "app-aaaaaaaaaaaaaaaaaaaa.js", "blog/index.html"]);
  });

  it("leave out a folder that receives a kept asset, so that no shared folder is written", () => {
    const { shared, own } = releaseLayout(files, ["page-data/sq/d/000.json", "static/old/photo.webp"]);
    expect([...shared.keys()]).toEqual(["blog/1", "blog/2", "page-data/blog/1", "static/abc"]);
    expect(own).toContain("page-data/sq/d/111.json");
  });

  it("are named by their place and each file's name, size and time, whatever the order", () => {
    const entries = [
      { name: "index.html", size: 10, mtimeMs: 1000.5 },
      { name: "index.html.br", size: 4, mtimeMs: 1000.5 },
    ];
    const key = sharedFolderKey("blog/1", entries);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(sharedFolderKey("blog/1", [...entries].reverse())).toBe(key);
    expect(sharedFolderKey("blog/2", entries)).not.toBe(key);
    expect(sharedFolderKey("blog/1", [{ ...entries[0]!, size: 11 }, entries[1]!])).not.toBe(key);
    expect(sharedFolderKey("blog/1", [{ ...entries[0]!, mtimeMs: 1000.6 }, entries[1]!])).not.toBe(key);
    expect(sharedFolderKey("blog/1", [entries[0]!, { ...entries[1]!, name: "index.html.gz" }])).not.toBe(key);
  });

  it("are pruned when no kept release uses them", () => {
    expect(unusedSharedFolders(["a", "b", "c", "d.partial"], [["a"], ["a", "c"]])).toEqual(["b", "d.partial"]);
    expect(unusedSharedFolders(["a"], [])).toEqual(["a"]);
  });
});
