/** @jest-environment node */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { redirectStubHtml, writeRedirectStubs } from "../redirect-stubs";

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
});
