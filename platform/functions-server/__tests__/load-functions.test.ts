/** @jest-environment node */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadFunctions, readsOwnBody } from "../load-functions.mjs";
import { jsonFunctionConfig } from "../../../src/server/json-endpoint";

describe("readsOwnBody", () => {
  it("accepts the site's config, which switches every Gatsby body parser off", () => {
    expect(readsOwnBody(jsonFunctionConfig)).toBe(true);
  });

  it("refuses a Function that leaves any parser to Gatsby", () => {
    expect(readsOwnBody(undefined)).toBe(false);
    expect(readsOwnBody({})).toBe(false);
    const parsesJson = { bodyParser: { ...jsonFunctionConfig.bodyParser, json: { type: "application/json" } } };
    expect(readsOwnBody(parsesJson)).toBe(false);
    const parsesText = { bodyParser: { ...jsonFunctionConfig.bodyParser, text: { type: "text/*" } } };
    expect(readsOwnBody(parsesText)).toBe(false);
  });
});

describe("loadFunctions", () => {
  let dir: string;
  const ownBody = JSON.stringify(jsonFunctionConfig);
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "load-functions-"));
    await writeFile(
      path.join(dir, "counter.js"),
      `let loads = (globalThis.__loads ?? 0) + 1; globalThis.__loads = loads;
      exports.config = ${ownBody}; exports.default = (req, res) => res.json({ loads });`,
    );
    await writeFile(
      path.join(dir, "functions.json"),
      JSON.stringify([{ functionId: "counter-js", paths: ["/api/counter/", "/api/counter"], entry: "counter.js" }]),
    );
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("maps every path of a Function to its handler, loaded once", () => {
    const functions = loadFunctions(dir);
    expect([...functions.keys()]).toEqual(["/api/counter/", "/api/counter"]);
    expect(functions.get("/api/counter")?.handler).toBe(functions.get("/api/counter/")?.handler);
    expect((globalThis as { __loads?: number }).__loads).toBe(1);
  });

  it("refuses to start with a Function that exports no handler or relies on Gatsby's body parsing", async () => {
    const only = async (source: string, entry: string) => {
      await writeFile(path.join(dir, entry), source);
      await writeFile(path.join(dir, "functions.json"), JSON.stringify([{ functionId: "f-js", paths: ["/api/f"], entry }]));
    };
    await only(`exports.config = ${ownBody}; exports.default = 42;`, "not-a-function.js");
    expect(() => loadFunctions(dir)).toThrow(/does not export a function/);
    await only("exports.default = () => undefined;", "gatsby-parsed.js");
    expect(() => loadFunctions(dir)).toThrow(/leaves body parsing to Gatsby/);
  });
});
