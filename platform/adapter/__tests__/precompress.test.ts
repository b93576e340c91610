/** @jest-environment node */
import { mkdir, mkdtemp, readFile, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { largeFileBrotli, largeFileBytes, precompress, quickBrotli } from "../precompress.mjs";

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
  const everyFile = async () => (await readdir(dir, { recursive: true })).sort();
  /** The folder of beforeEach once its one page of 1 KB or more has its copies. */
  const pageWithCopies = [
    "archive.tar.gz",
    "blog",
    "blog/index.html",
    "blog/index.html.br",
    "blog/index.html.gz",
    "photo.jpg",
    "tiny.js",
  ];

  it("writes .gz and .br beside compressible files of 1 KB or more, nothing for images or tiny files", async () => {
    const totals = await precompress(dir);
    expect(await everyFile()).toEqual(pageWithCopies);
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
    expect(totals.removed).toBe(1);
    expect((await readdir(dir)).sort()).toEqual(["archive.tar.gz", "blog", "photo.jpg", "tiny.js"]);
  });

  it("works from the list of files it is given instead of walking the folder", async () => {
    await writeFile(path.join(dir, "unlisted.html"), page);
    await writeFile(path.join(dir, "gone.html.gz"), "left by a removed page");
    const totals = await precompress(dir, { files: ["blog/index.html", "listed-but-removed.html", "gone.html.gz", "tiny.js"] });
    expect(totals).toMatchObject({ files: 1, compressed: 1, removed: 1 });
    expect(await everyFile()).toEqual([...pageWithCopies, "unlisted.html"]);
  });

  describe("with a record kept between builds", () => {
    const recordFile = () => path.join(dir, "..", `${path.basename(dir)}-record.json`);
    afterEach(() => rm(recordFile(), { force: true }));
    const mtimeOf = async (file: string) => (await stat(path.join(dir, file))).mtimeMs;

    it("compresses a file once and keeps its copies, untouched, while it is unchanged", async () => {
      const first = await precompress(dir, { recordFile: recordFile() });
      expect(first).toMatchObject({ files: 1, compressed: 1, unchanged: 0 });
      const before = [await mtimeOf("blog/index.html.gz"), await mtimeOf("blog/index.html.br")];
      await new Promise((resolve) => setTimeout(resolve, 20));
      const second = await precompress(dir, { recordFile: recordFile() });
      expect(second).toMatchObject({ files: 1, compressed: 0, unchanged: 1, removed: 0 });
      expect([await mtimeOf("blog/index.html.gz"), await mtimeOf("blog/index.html.br")]).toEqual(before);
    });

    it("keeps the copies of a file written again with the same content, compresses one whose content changed", async () => {
      await writeFile(path.join(dir, "other.html"), page.replace("x", "y"));
      await precompress(dir, { recordFile: recordFile() });
      const later = new Date(Date.now() + 5000);
      await writeFile(path.join(dir, "blog/index.html"), page);
      await utimes(path.join(dir, "blog/index.html"), later, later);
      const changed = `${page}<p>One more line.</p>`;
      await writeFile(path.join(dir, "other.html"), changed);
      const totals = await precompress(dir, { recordFile: recordFile() });
      expect(totals).toMatchObject({ files: 2, compressed: 1, unchanged: 1 });
      expect(gunzipSync(await readFile(path.join(dir, "other.html.gz"))).toString()).toBe(changed);
      expect(brotliDecompressSync(await readFile(path.join(dir, "other.html.br"))).toString()).toBe(changed);
    });

    it("compresses again when a copy was removed, and removes the copies of a removed or shrunk file", async () => {
      await writeFile(path.join(dir, "gone.html"), page);
      await writeFile(path.join(dir, "shrinks.js"), `var a = "${"a".repeat(3000)}";`);
      await precompress(dir, { recordFile: recordFile() });
      await rm(path.join(dir, "blog/index.html.br"));
      await rm(path.join(dir, "gone.html"));
      await writeFile(path.join(dir, "shrinks.js"), "var a = 1;");
      const totals = await precompress(dir, { recordFile: recordFile() });
      expect(totals).toMatchObject({ files: 1, compressed: 1, unchanged: 0, removed: 4 });
      expect(brotliDecompressSync(await readFile(path.join(dir, "blog/index.html.br"))).toString()).toBe(page);
      expect((await readdir(dir)).sort()).toEqual(["archive.tar.gz", "blog", "photo.jpg", "shrinks.js", "tiny.js"]);
    });

    it("compresses the pages' HTML and data of a mass change at the quick brotli quality, scripts at the strongest", async () => {
      const script = `var text = ${JSON.stringify("Some repeated words of a script. ".repeat(150))};`;
      const data = JSON.stringify({ result: { text: "Some repeated page data. ".repeat(150) } });
      await writeFile(path.join(dir, "app.js"), script);
      await writeFile(path.join(dir, "page-data.json"), data);
      // Three files to compress: a mass change above two, not above three.
      const ordinary = await precompress(dir, { recordFile: recordFile(), massChangeFiles: 3 });
      expect(ordinary).toMatchObject({ compressed: 3, quick: 0 });
      const strongest = await readFile(path.join(dir, "blog/index.html.br"));

      await rm(recordFile());
      const mass = await precompress(dir, { recordFile: recordFile(), massChangeFiles: 2 });
      expect(mass).toMatchObject({ compressed: 3, quick: 2 });
      const quick = await readFile(path.join(dir, "blog/index.html.br"));
      expect(brotliDecompressSync(quick).toString()).toBe(page);
      expect(quick).toEqual(
        brotliCompressSync(page, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quickBrotli, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
        }),
      );
      expect(quick).not.toEqual(strongest);
      expect(await readFile(path.join(dir, "app.js.br"))).toEqual(
        brotliCompressSync(script, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: script.length },
        }),
      );
      expect(brotliDecompressSync(await readFile(path.join(dir, "page-data.json.br"))).toString()).toBe(data);
    });

    it("compresses a file of 128 KB or more at the large files' brotli quality, a smaller one at the strongest", async () => {
      const entry = (index: number) => `<url><loc>https://www.example.com/blog/${index}/</loc></url>`;
      let sitemap = "<urlset>";
      for (let index = 0; sitemap.length < largeFileBytes; index += 1) sitemap += entry(index);
      sitemap += "</urlset>";
      await writeFile(path.join(dir, "sitemap-0.xml"), sitemap);
      const totals = await precompress(dir, { recordFile: recordFile() });
      expect(totals).toMatchObject({ compressed: 2, quick: 0 });
      const brotliAt = (text: string, quality: number) =>
        brotliCompressSync(text, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
        });
      expect(await readFile(path.join(dir, "sitemap-0.xml.br"))).toEqual(brotliAt(sitemap, largeFileBrotli));
      expect(await readFile(path.join(dir, "blog/index.html.br"))).toEqual(brotliAt(page, 11));
    });

    it("compresses everything when the record is unreadable or of another format", async () => {
      await precompress(dir, { recordFile: recordFile() });
      await writeFile(recordFile(), "{ not json");
      expect(await precompress(dir, { recordFile: recordFile() })).toMatchObject({ compressed: 1, unchanged: 0 });
      await writeFile(recordFile(), JSON.stringify({ version: 99, files: {} }));
      expect(await precompress(dir, { recordFile: recordFile() })).toMatchObject({ compressed: 1, unchanged: 0 });
    });
  });
});
