/** @jest-environment node */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { redirectStubHtml, writeRedirectRecord, writeRedirectStubs } from "../redirect-stubs";

describe("redirect stubs", () => {
  it("forwards without JavaScript and names the destination as canonical", () => {
    const html = redirectStubHtml("/blog/14/", "https://www.example.com/blog/14/");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/blog/14/">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog/14/">');
    expect(html).toContain('<a href="/blog/14/">');
  });

  it("escapes the destination", () => {
    expect(redirectStubHtml('/x/"><script>', "https://e.com/")).not.toContain("<script>");
  });

  it("writes index.html at each redirect source and refuses paths outside the public folder", async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), "stubs-"));
    try {
      await writeRedirectStubs(
        publicDir,
        [{ fromPath: "/blog/blog-details/", toPath: "/blog/3/" }],
        (to) => `https://e.com${to}`,
      );
      expect(await readFile(path.join(publicDir, "blog/blog-details/index.html"), "utf8")).toContain("url=/blog/3/");
      await expect(writeRedirectStubs(publicDir, [{ fromPath: "/../../etc/", toPath: "/" }], (to) => to)).rejects.toThrow(
        "escapes the public directory",
      );
    } finally {
      await rm(publicDir, { recursive: true, force: true });
    }
  });

  it("records every redirect of the build as Gatsby holds it, those the browser does not follow included", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "record-"));
    try {
      const redirects = [
        { fromPath: "/blog/blog-details/", toPath: "/blog/3/", isPermanent: false, redirectInBrowser: true, force: true },
        { fromPath: "/old/", toPath: "https://example.com/", isPermanent: true, redirectInBrowser: false, force: true },
      ];
      const file = path.join(root, ".cache/site-redirects.json");
      await writeRedirectRecord(file, redirects);
      expect(JSON.parse(await readFile(file, "utf8"))).toEqual(redirects);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
