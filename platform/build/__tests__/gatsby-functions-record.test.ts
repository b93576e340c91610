/** @jest-environment node */
/**
 * Every `gatsby build` compiled the Gatsby Functions with webpack, about 0.8-1 s here even with
 * every module in webpack's cache. patches/gatsby+5.16.1.patch keeps the compiled Functions when
 * nothing they are made of changed (a record in .cache/functions/.compile-record.json). These
 * tests run Gatsby's own, patched onPreBootstrap of its Functions plugin in a child process over
 * a small site, as a build does, and read whether it kept or compiled them.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeFixtureFiles } from "../../../jest/fixture-files";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const functionsPlugin = path.join(gatsbyDir, "dist/internal-plugins/functions/gatsby-node.js");

/**
 * Runs the plugin's onPreBootstrap for the cwd's site with the little of Gatsby's store and
 * reporter it reads (PATH_PREFIX: `gatsby build --prefix-paths` with that pathPrefix), and prints
 * the step's last status ("kept: ..." when it compiled nothing).
 */
const compileScript = `
const { onPreBootstrap } = require(${JSON.stringify(functionsPlugin)});
let status = "compiled";
const store = {
  getState: () => ({
    program: { directory: process.cwd(), prefixPaths: Boolean(process.env.PATH_PREFIX) },
    flattenedPlugins: [],
    config: { pathPrefix: process.env.PATH_PREFIX ?? "" },
  }),
  dispatch: () => undefined,
};
const activity = {
  start: () => undefined,
  end: () => undefined,
  setStatus: (text) => { status = text; },
  panic: (error) => { console.error(error); process.exit(1); },
};
const reporter = { activityTimer: () => activity, verbose: () => undefined, warn: console.warn, error: console.error };
onPreBootstrap({ reporter, store }).then(() => { process.stdout.write(status); process.exit(0); });
`;

const greeting = (text: string) => `export const greeting = (): string => "${text}";\n`;
const handler = `import { greeting } from "../lib/greeting";
export default function handler(_req: unknown, res: { send: (body: string) => void }): void {
  res.send(\`\${greeting()} \${process.env.GREETING_MARK ?? "none"}\`);
}
`;

describe("Gatsby's compilation of the Functions (patched)", () => {
  let site: string;
  const compile = (env: NodeJS.ProcessEnv = {}): string =>
    execFileSync(process.execPath, ["compile.cjs"], {
      cwd: site,
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production", GREETING_MARK: "first-mark", ...env },
    });
  const compiledHello = () => readFile(path.join(site, ".cache/functions/hello.js"), "utf8");

  beforeAll(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "gatsby-functions-"));
    await writeFixtureFiles(site, {
      "package.json": JSON.stringify({ name: "functions-fixture", private: true }),
      "src/api/hello.ts": handler,
      "src/lib/greeting.ts": greeting("First greeting"),
      "compile.cjs": compileScript,
    });
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it("is the patched one", async () => {
    expect(await readFile(functionsPlugin, "utf8")).toContain(
      "Patched (northbeam-site): Functions not compiled again when nothing they are made of changed",
    );
  });

  it("keeps the compiled Functions while nothing they are made of changed, and compiles them when something did", async () => {
    expect(compile()).toBe("compiled");
    expect(await compiledHello()).toContain("First greeting");
    expect(await compiledHello()).toContain("first-mark");
    const record = JSON.parse(await readFile(path.join(site, ".cache/functions/.compile-record.json"), "utf8"));
    expect(Object.keys(record.inputs)).toEqual(
      expect.arrayContaining([path.join(site, "src/api/hello.ts"), path.join(site, "src/lib/greeting.ts")]),
    );
    expect(record.envNames).toContain("GREETING_MARK");
    const written = (await stat(path.join(site, ".cache/functions/hello.js"))).mtimeMs;

    // Nothing changed, or only a variable no Function reads: kept, the same file.
    expect(compile({ UNRELATED_SETTING: "anything" })).toMatch(/^kept/);
    expect((await stat(path.join(site, ".cache/functions/hello.js"))).mtimeMs).toBe(written);

    // A variable a Function reads (webpack writes its value into the bundle).
    expect(compile({ GREETING_MARK: "second-mark" })).toBe("compiled");
    expect(await compiledHello()).toContain("second-mark");

    // A module a Function imports.
    await writeFile(path.join(site, "src/lib/greeting.ts"), greeting("Second greeting"));
    expect(compile({ GREETING_MARK: "second-mark" })).toBe("compiled");
    expect(await compiledHello()).toContain("Second greeting");
    expect(compile({ GREETING_MARK: "second-mark" })).toMatch(/^kept/);

    // Another path prefix (webpack defines what the Functions strip from request paths).
    expect(compile({ GREETING_MARK: "second-mark", PATH_PREFIX: "/agency" })).toBe("compiled");
    expect(compile({ GREETING_MARK: "second-mark", PATH_PREFIX: "/agency" })).toMatch(/^kept/);
    expect(compile({ GREETING_MARK: "second-mark" })).toBe("compiled");

    // A new Function.
    await writeFile(path.join(site, "src/api/other.ts"), handler);
    expect(compile({ GREETING_MARK: "second-mark" })).toBe("compiled");
    expect(await readFile(path.join(site, ".cache/functions/other.js"), "utf8")).toContain("Second greeting");

    // A compiled file gone, or a record it did not write.
    await rm(path.join(site, ".cache/functions/hello.js"));
    expect(compile({ GREETING_MARK: "second-mark" })).toBe("compiled");
    expect(await compiledHello()).toContain("Second greeting");
    await writeFile(path.join(site, ".cache/functions/.compile-record.json"), "{ not json");
    expect(compile({ GREETING_MARK: "second-mark" })).toBe("compiled");
    expect(compile({ GREETING_MARK: "second-mark" })).toMatch(/^kept/);
  }, 120_000);
});
