/** @jest-environment node */
/**
 * Gatsby's routes manifest lists public/'s files with glob's `**` (17 s over 110,000 files here);
 * patches/gatsby+5.16.1.patch lists them with one recursive readdir. These tests run Gatsby's
 * own, patched getRoutesManifest in a child process (it reads process.cwd()) over a small build
 * and compare its files with what glob lists there.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const managerFile = path.join(gatsbyDir, "dist/utils/adapter/manager.js");
/** The glob Gatsby's unpatched code calls, resolved as the manager resolves it. */
const gatsbyGlob: { sync: (pattern: string, options: object) => string[] } = createRequire(managerFile)("glob");

/** Prints, as JSON, the static routes' files of Gatsby's routes manifest for the cwd's public/. */
const manifestScript = `
const { getRoutesManifest, setWebpackAssets } = require(${JSON.stringify(managerFile)});
setWebpackAssets(new Set());
const { routes } = getRoutesManifest();
process.stdout.write(JSON.stringify(routes.flatMap((route) => (route.type === "static" ? [route.filePath] : []))));
`;

describe("Gatsby's list of public/'s files (patched)", () => {
  let site: string;
  beforeEach(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "gatsby-file-list-"));
    const files = [
      "index.html",
      "blog/a-post/index.html",
      "page-data/blog/a-post/page-data.json",
      "page-data/blog/a-post/page-data.json.br",
      ".well-known/security.txt",
      "static/0123abcd/photo.webp",
      "robots.txt",
    ];
    for (const file of files) {
      await mkdir(path.dirname(path.join(site, "public", file)), { recursive: true });
      await writeFile(path.join(site, "public", file), file);
    }
    await mkdir(path.join(site, "public/empty-folder"));
    await symlink("../robots.txt", path.join(site, "public/blog/robots-link.txt"));
    await writeFile(path.join(site, "list.cjs"), manifestScript);
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  it("is the patched one, not glob's", async () => {
    const source = await readFile(managerFile, "utf8");
    expect(source).toContain("Patched (northbeam-site): public/'s files listed with one recursive readdir");
    expect(source).not.toContain("(0, _glob.sync)(`**/**`, {\n    cwd: _path2.posix.join(process.cwd(), `public`)");
  });

  it("holds every file glob finds (dotfiles, nested folders, a linked file) and no folder", () => {
    const listed: string[] = JSON.parse(
      execFileSync(process.execPath, ["list.cjs"], { cwd: site, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }),
    );
    const fromGlob = gatsbyGlob.sync("**/**", { cwd: path.join(site, "public"), nodir: true, dot: true });
    expect(fromGlob).toHaveLength(8);
    // Gatsby also names files every build has (app-data.json, chunk-map.json...), absent here.
    const present = listed.filter((file) => fromGlob.includes(file.replace(/^public\//, "")));
    expect(present.map((file) => file.replace(/^public\//, "")).sort()).toEqual([...fromGlob].sort());
    expect(listed.filter((file) => file.includes("empty-folder"))).toEqual([]);
  });
});
