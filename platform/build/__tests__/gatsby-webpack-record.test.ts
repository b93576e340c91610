/** @jest-environment node */
/**
 * A warm `gatsby build` compiled the site's JavaScript bundles and its HTML renderer with webpack
 * every time (1.4-2.7 s here with every module in webpack's cache), and the Functions too.
 * patches/gatsby+5.16.1.patch keeps each compilation while nothing it is made of changed, through
 * one record module (gatsby/dist/utils/webpack/compile-record.js). These tests compile a small
 * entry with webpack, as Gatsby's production builds do, write its record and read whether it
 * still holds after each kind of change. gatsby-functions-record.test.ts runs the Functions'
 * use of it inside Gatsby's own plugin; the site's builds in the end-to-end and scale tests use
 * it for the bundles (the scale test checks that a build with nothing changed kept them).
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import webpack from "webpack";
import { writeFixtureFiles } from "../../../jest/fixture-files";

type Kept = { kept: unknown; mismatch?: undefined } | { kept?: undefined; mismatch: string };
type CompileRecord = {
  writeCompileRecord: (
    recordFile: string,
    options: { config: webpack.Configuration; compilation: webpack.Compilation; otherOutputs?: string[]; kept?: unknown },
  ) => void;
  keptCompilation: (recordFile: string, config: webpack.Configuration) => Kept;
  keptStats: (kept: { hash: string; warnings?: unknown[] }) => {
    stats: { hash: string; kept: boolean; hasWarnings: () => boolean; hasErrors: () => boolean };
  };
};

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const recordModule = path.join(gatsbyDir, "dist/utils/webpack/compile-record.js");
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's patched CommonJS file
const { writeCompileRecord, keptCompilation, keptStats } = require(recordModule) as CompileRecord;

describe("Gatsby's record of a webpack compilation (patched)", () => {
  let site: string;
  let recordFile: string;
  let statsFile: string;

  const configWith = (definitions: Record<string, string>, entry = "./src/entry.js"): webpack.Configuration => ({
    mode: "production",
    context: site,
    entry: { app: entry },
    output: { path: path.join(site, "public"), filename: "[name]-[contenthash].js" },
    resolve: { extensions: [".mjs", ".js"] },
    plugins: [new webpack.DefinePlugin({ __PATH_PREFIX__: JSON.stringify(""), ...definitions })],
    cache: false,
    optimization: { minimize: false },
  });
  const defaults = { "process.env.GATSBY_MARK": JSON.stringify("first-mark"), "process.env.OTHER": JSON.stringify("x") };

  /** Compiles like Gatsby's bundle builder, then records the compilation (and a stats file written beside it). */
  const compileAndRecord = (config: webpack.Configuration) =>
    new Promise<string>((resolve, reject) => {
      webpack(config).run((error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(String(stats?.toString())));
        void writeFile(statsFile, JSON.stringify({ hash: stats.hash })).then(() => {
          writeCompileRecord(recordFile, {
            config,
            compilation: stats.compilation,
            otherOutputs: [statsFile],
            kept: { hash: stats.hash, assets: ["app"] },
          });
          resolve(stats.hash!);
        }, reject);
      });
    });
  const mismatch = (config: webpack.Configuration) => keptCompilation(recordFile, config).mismatch ?? null;

  beforeEach(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "gatsby-webpack-record-"));
    recordFile = path.join(site, ".cache/compile-records/app.json");
    statsFile = path.join(site, "public/webpack.stats.json");
    await writeFixtureFiles(site, {
      "src/entry.js": 'import { greeting } from "./greeting";\nconsole.log(greeting(), process.env.GATSBY_MARK);\n',
      "src/greeting.js": 'export const greeting = () => "First greeting";\n',
    });
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  it("is what Gatsby's patched builds of the bundles and the renderer use", async () => {
    for (const file of ["dist/commands/build-javascript.js", "dist/commands/build-html.js"]) {
      const text = await readFile(path.join(gatsbyDir, file), "utf8");
      expect(text).toContain("compiledOrKept");
    }
  });

  it("holds while nothing the compilation is made of changed, and gives back what the build recorded", async () => {
    const hash = await compileAndRecord(configWith(defaults));
    expect(keptCompilation(recordFile, configWith(defaults))).toEqual({ kept: { hash, assets: ["app"] } });
    // A definition no file reads does not count; Gatsby's builds define every GATSBY_ variable.
    expect(mismatch(configWith({ ...defaults, "process.env.OTHER": JSON.stringify("y") }))).toBeNull();
  });

  it("does not hold when a file, a definition a file reads, a looked-up path, an output or the entries changed", async () => {
    const config = configWith(defaults);
    await compileAndRecord(config);

    expect(mismatch(configWith({ ...defaults, "process.env.GATSBY_MARK": JSON.stringify("second-mark") }))).toBe(
      "environment changed",
    );
    expect(mismatch(configWith({ ...defaults, __PATH_PREFIX__: JSON.stringify("/agency") }))).toBe("environment changed");
    expect(mismatch(configWith(defaults, "./src/greeting.js"))).toBe("entries changed");
    // The rest of the configuration: where the bundles say they are served from, a loader's option.
    expect(mismatch({ ...config, output: { ...config.output, publicPath: "/cdn/" } })).toBe("configuration changed");
    expect(mismatch({ ...config, optimization: { minimize: true } })).toBe("configuration changed");
    expect(mismatch({ ...config, module: { rules: [{ test: /\.js$/, type: "javascript/auto" }] } })).toBe(
      "configuration changed",
    );
    expect(mismatch(configWith(defaults))).toBeNull();

    // A module webpack tried before the one it took (".mjs" comes first in the extensions).
    await writeFile(path.join(site, "src/greeting.mjs"), 'export const greeting = () => "Other greeting";\n');
    expect(mismatch(config)).toMatch(/greeting\.mjs appeared or changed$/);
    await rm(path.join(site, "src/greeting.mjs"));
    expect(mismatch(config)).toBeNull();

    await writeFile(path.join(site, "src/greeting.js"), 'export const greeting = () => "Second greeting";\n');
    expect(mismatch(config)).toBe(`${path.join(site, "src/greeting.js")} changed`);
    await compileAndRecord(config);
    expect(mismatch(config)).toBeNull();

    // A file the compilation wrote, or one a plugin wrote beside it.
    await writeFile(statsFile, "{}");
    expect(mismatch(config)).toBe(`${statsFile} missing or changed`);
    await compileAndRecord(config);
    const bundle = Object.keys(JSON.parse(await readFile(recordFile, "utf8")).outputs).find((file) =>
      path.basename(file).startsWith("app-"),
    );
    expect(bundle).toBeDefined();
    await rm(bundle!);
    expect(mismatch(config)).toBe(`${bundle} missing or changed`);
  }, 60_000);

  it("does not hold without a readable record of this version of Gatsby, webpack and Node", async () => {
    const config = configWith(defaults);
    expect(mismatch(config)).toBe("no record");
    await compileAndRecord(config);
    const record = JSON.parse(await readFile(recordFile, "utf8"));
    await writeFile(recordFile, JSON.stringify({ ...record, versions: { ...record.versions, webpack: "4.0.0" } }));
    expect(mismatch(config)).toBe("versions changed");
    await writeFile(recordFile, "{ not json");
    expect(mismatch(config)).toBe("record unreadable");
  });

  it("gives a kept compilation's stats its hash and warnings, and no error", () => {
    const { stats } = keptStats({ hash: "abc", warnings: [{ message: "a warning" }] });
    expect(stats.hash).toBe("abc");
    expect(stats.kept).toBe(true);
    expect(stats.hasWarnings()).toBe(true);
    expect(stats.hasErrors()).toBe(false);
    expect(keptStats({ hash: "abc" }).stats.hasWarnings()).toBe(false);
  });
});
