/** @jest-environment node */
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { bundledFunctions, bundleFunctions } from "../function-bundle.mjs";

const manifest = [
  {
    functionId: "outreach-subscription-js",
    name: "/api/outreach/subscription",
    pathToEntryPoint: ".cache/functions/outreach/subscription.js",
    requiredFiles: [".cache/functions/outreach/subscription.js"],
  },
];
const routes = [
  { type: "function" as const, path: "/api/outreach/subscription/", functionId: "outreach-subscription-js" },
  { type: "function" as const, path: "/api/outreach/subscription", functionId: "outreach-subscription-js" },
];

describe("bundledFunctions", () => {
  it("lists each Function with its request paths and its entry inside the copied folder", () => {
    expect(bundledFunctions(manifest, routes)).toEqual([
      {
        functionId: "outreach-subscription-js",
        paths: ["/api/outreach/subscription/", "/api/outreach/subscription"],
        entry: "outreach/subscription.js",
      },
    ]);
  });

  it("refuses Gatsby's SSR/DSG engine and Functions with dynamic paths", () => {
    const engine = {
      functionId: "ssr-engine",
      name: "SSR & DSG",
      pathToEntryPoint: ".cache/page-ssr/lambda.js",
      requiredFiles: [],
    };
    expect(() => bundledFunctions([engine], [])).toThrow(/Gatsby Functions only/);
    const dynamic = [{ type: "function" as const, path: "/api/users/:id/", functionId: "outreach-subscription-js" }];
    expect(() => bundledFunctions(manifest, dynamic)).toThrow(/dynamic path/);
  });
});

describe("bundleFunctions", () => {
  let site: string;
  beforeEach(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "function-bundle-"));
    await mkdir(path.join(site, ".cache/functions/outreach"), { recursive: true });
    await writeFile(path.join(site, ".cache/functions/outreach/subscription.js"), 'require("../147.js");');
    await writeFile(path.join(site, ".cache/functions/147.js"), "// a shared chunk");
    await writeFile(path.join(site, ".cache/functions/manifest.json"), "[]");
    await writeFile(path.join(site, ".cache/functions/.compile-record.json"), "{}");
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  it("copies the entries with the shared chunks they require, and writes functions.json instead of Gatsby's list (and not the compile record)", async () => {
    const outDir = path.join(site, "self-hosted/functions");
    await bundleFunctions({ siteRoot: site, functionsManifest: manifest, routesManifest: routes, outDir });
    expect((await readdir(outDir, { recursive: true })).sort()).toEqual([
      "147.js",
      "functions.json",
      "outreach",
      "outreach/subscription.js",
    ]);
    expect(JSON.parse(await readFile(path.join(outDir, "functions.json"), "utf8"))).toEqual(bundledFunctions(manifest, routes));
  });

  it("fails when a file the manifest names is missing", async () => {
    await rm(path.join(site, ".cache/functions/outreach/subscription.js"));
    await expect(
      bundleFunctions({ siteRoot: site, functionsManifest: manifest, routesManifest: routes, outDir: path.join(site, "out") }),
    ).rejects.toThrow(/needs .cache\/functions\/outreach\/subscription.js/);
  });
});
