/** @jest-environment node */
/**
 * patches/gatsby-plugin-sharp+5.16.0.patch: an `effort` in gatsby-plugin-sharp's `avifOptions`
 * or `webpOptions` reaches sharp; the plugin dropped it, and gatsby-config.ts sets AVIF's to 2
 * (docs/performance.md#avif-encoding-effort). These tests run the plugin's own code as a
 * `gatsbyImageData` query's transform goes through it: the transform object (image-data.js spreads
 * the format's options into it), the args its job keeps, and the file its worker writes, compared
 * with sharp's own encoding. Before upgrading gatsby-plugin-sharp, run them: a failure means the
 * patch no longer applies as it did.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

type TransformArgs = Record<string, unknown>;
const pluginOptions: {
  createTransformObject: (args: TransformArgs) => TransformArgs;
  healOptions: (options: { defaultQuality: number }, args: TransformArgs, extension?: string) => TransformArgs;
  removeDefaultValues: (args: TransformArgs, options: { defaultQuality: number }) => TransformArgs;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's CommonJS internals, patched
} = require("gatsby-plugin-sharp/plugin-options");
const {
  processFile,
}: {
  processFile: (file: string, transforms: { outputPath: string; args: TransformArgs }[], options: object) => Promise<unknown>;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's CommonJS internals, patched
} = require("gatsby-plugin-sharp/process-file");

const art = path.join(__dirname, "../../../images/art/home-hero.jpg");
const defaults = { defaultQuality: 50 };
/** The plugin options its worker gets (gatsby-plugin-sharp's defaults for these two). */
const workerOptions = { stripMetadata: true, failOn: "warning" };

/** The args a job of this transform keeps, as gatsby-plugin-sharp's index.js makes them. */
const jobArgs = (formatOptions: TransformArgs, toFormat: string): TransformArgs => {
  const transform = pluginOptions.createTransformObject({ ...formatOptions, width: 240, height: 200, toFormat });
  const healed = pluginOptions.healOptions(defaults, transform, "jpg");
  return pluginOptions.removeDefaultValues(pluginOptions.createTransformObject(healed), defaults);
};

let outputDir: string;
beforeAll(async () => {
  outputDir = await mkdtemp(path.join(os.tmpdir(), "sharp-effort-"));
});
afterAll(() => rm(outputDir, { recursive: true, force: true }));

/** The bytes gatsby-plugin-sharp's worker writes for a job with these args. */
const written = async (args: TransformArgs): Promise<Buffer> => {
  const outputPath = path.join(outputDir, `${String(args.toFormat)}-${String(args.effort ?? "default")}.out`);
  await processFile(art, [{ outputPath, args }], workerOptions);
  return readFile(outputPath);
};

/** sharp's own encoding of the same resize. */
const encodedBySharp = (format: "avif" | "webp", options: { quality: number; effort?: number }): Promise<Buffer> =>
  sharp(art).rotate().resize(240, 200)[format](options).toBuffer();

describe("gatsby-plugin-sharp's encoding effort (patched)", () => {
  it("keeps avifOptions' effort in the transform and in its job's args", () => {
    expect(jobArgs({ effort: 2 }, "avif")).toMatchObject({ toFormat: "avif", width: 240, effort: 2 });
    expect(jobArgs({}, "avif")).not.toHaveProperty("effort");
  });

  it("encodes AVIF at that effort: sharp's bytes at effort 2, not at its default", async () => {
    const atEffort2 = await written(jobArgs({ effort: 2 }, "avif"));
    expect(atEffort2.equals(await encodedBySharp("avif", { quality: 50, effort: 2 }))).toBe(true);
    expect(atEffort2.equals(await encodedBySharp("avif", { quality: 50 }))).toBe(false);
  });

  it("leaves AVIF at sharp's default effort when none is given", async () => {
    const unset = await written(jobArgs({}, "avif"));
    expect(unset.equals(await encodedBySharp("avif", { quality: 50 }))).toBe(true);
  });

  // (An effort of 0 is dropped with every other falsy value of the transform object: the plugin's.)
  it("passes webpOptions' effort to WebP's encoder as well", async () => {
    const atEffort6 = await written(jobArgs({ effort: 6 }, "webp"));
    expect(atEffort6.equals(await encodedBySharp("webp", { quality: 50, effort: 6 }))).toBe(true);
    expect(atEffort6.equals(await encodedBySharp("webp", { quality: 50 }))).toBe(false);
  });
});
