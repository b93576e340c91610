/** @jest-environment node */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { precompress } from "../precompress.mjs";

describe("precompress", () => {
  let dir: string;
  const page = `<!doctype html><title>x</title>${"<p>Some repeated text of a page.</p>".repeat(200)}`;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
    await mkdir(path.join(dir, "blog"));
    await writeFile(path.join(dir, "blog/index.html"), page);
    await writeFile(path.join(dir, "tiny.js"), "x=1");
    await writeFile(path.join(dir, "photo.jpg"), Buffer.alloc(5000, 7));
    await writeFile(path.join(dir, "archive.tar.gz"), "not ours");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes .gz and .br beside compressible files of 1 KB or more, nothing for images or tiny files", async () => {
    const totals = await precompress(dir);
    expect((await readdir(dir, { recursive: true })).sort()).toEqual([
      "archive.tar.gz",
      "blog",
      "blog/index.html",
      "blog/index.html.br",
      "blog/index.html.gz",
      "photo.jpg",
      "tiny.js",
    ]);
    expect(gunzipSync(await readFile(path.join(dir, "blog/index.html.gz"))).toString()).toBe(page);
    expect(brotliDecompressSync(await readFile(path.join(dir, "blog/index.html.br"))).toString()).toBe(page);
    expect(totals).toMatchObject({ files: 1, originalBytes: page.length, removed: 0 });
    expect(totals.brotliBytes).toBeLessThan(totals.gzipBytes);
  });

  it("replaces an earlier build's copies, so a changed or removed page is never sent as it was", async () => {
    await writeFile(path.join(dir, "blog/index.html.gz"), "stale");
    await writeFile(path.join(dir, "gone.html.br"), "left by a removed page");
    const totals = await precompress(dir);
    expect(gunzipSync(await readFile(path.join(dir, "blog/index.html.gz"))).toString()).toBe(page);
    expect(totals.removed).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(["archive.tar.gz", "blog", "photo.jpg", "tiny.js"]);
  });
});
