/** @jest-environment node */
/**
 * Every build starts with Gatsby compiling gatsby-config.ts, gatsby-node.ts and the local
 * plugins' gatsby-node.ts with Parcel, about 3-5 s here even when Parcel's cache holds every
 * output. patches/gatsby+5.16.1.patch keeps the compiled files when none of the files Parcel read
 * changed (a record in .cache/compiled/.sources.json). These tests run Gatsby's own, patched
 * compileGatsbyFiles in a child process over a small site: a mark added to a compiled file
 * survives only while Parcel does not run again.
 */
import { execFileSync } from "node:child_process";
import { appendFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeFixtureFiles } from "../../../jest/fixture-files";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const compilerFile = path.join(gatsbyDir, "dist/utils/parcel/compile-gatsby-files.js");

/** Compiles the cwd's Gatsby files as `gatsby build` starts by doing. */
const compileScript = `
const { compileGatsbyFiles } = require(${JSON.stringify(compilerFile)});
compileGatsbyFiles(process.cwd()).then(() => process.exit(0));
`;

const mark = "\n// kept since the last compilation\n";

describe("Gatsby's compilation of its own files (patched)", () => {
  let site: string;
  const compile = () =>
    execFileSync(process.execPath, ["compile.cjs"], {
      cwd: site,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production" },
    });
  const compiled = (file: string) => readFile(path.join(site, ".cache/compiled", file), "utf8");
  const markCompiledConfig = () => appendFile(path.join(site, ".cache/compiled/gatsby-config.js"), mark);

  beforeEach(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "gatsby-compile-"));
    const files: Record<string, string> = {
      "package.json": JSON.stringify({ name: "compile-fixture", private: true }),
      "gatsby-config.ts": `import { title } from "./lib/title";\nexport default { siteMetadata: { title } };\n`,
      "lib/title.ts": `export const title: string = "First title";\n`,
      "gatsby-node.ts": `export const onPreInit = (): void => undefined;\n`,
      "compile.cjs": compileScript,
    };
    await writeFixtureFiles(site, files);
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  it("is the patched one", async () => {
    expect(await readFile(compilerFile, "utf8")).toContain(
      "Patched (northbeam-site): Parcel not run when nothing it compiled changed",
    );
  });

  it("keeps the compiled files while no file Parcel read changed, and compiles again when one did", async () => {
    compile();
    expect(await compiled("gatsby-config.js")).toContain("First title");
    const record = JSON.parse(await readFile(path.join(site, ".cache/compiled/.sources.json"), "utf8"));
    expect(record.sources).toEqual(expect.arrayContaining(["gatsby-config.ts", "lib/title.ts", "gatsby-node.ts"]));
    expect(record.bundles).toEqual(
      expect.arrayContaining([".cache/compiled/gatsby-config.js", ".cache/compiled/gatsby-node.js"]),
    );

    await markCompiledConfig();
    compile();
    expect(await compiled("gatsby-config.js")).toContain(mark);

    // An imported file changed, and a local plugin added: both compiled, the mark gone.
    await writeFile(path.join(site, "lib/title.ts"), `export const title: string = "Second title";\n`);
    await mkdir(path.join(site, "plugins/extra"), { recursive: true });
    await writeFile(path.join(site, "plugins/extra/gatsby-node.ts"), `export const onPreInit = (): void => undefined;\n`);
    compile();
    const config = await compiled("gatsby-config.js");
    expect(config).toContain("Second title");
    expect(config).not.toContain(mark);
    expect(await compiled("plugins/extra/gatsby-node.js")).toContain("onPreInit");
  }, 60_000);

  it("compiles as Gatsby does when the record is not one it wrote", async () => {
    compile();
    await markCompiledConfig();
    await writeFile(path.join(site, ".cache/compiled/.sources.json"), JSON.stringify({ bundles: [{}], sources: {} }));
    compile();
    expect(await compiled("gatsby-config.js")).not.toContain(mark);
    expect(await compiled("gatsby-config.js")).toContain("First title");
  }, 60_000);
});
