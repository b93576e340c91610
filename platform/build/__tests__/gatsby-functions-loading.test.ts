/** @jest-environment node */
/**
 * Gatsby's Functions middleware (`gatsby serve`, `gatsby develop`) dropped a compiled Function
 * from Node's module cache and required it anew on every request: each request parsed and ran
 * the whole bundle (about 2 MB here) before the Function ran. patches/gatsby+5.16.1.patch loads
 * it again only when its file changed. These tests serve a small compiled Function through
 * Gatsby's own, patched middleware in a child process, as `gatsby serve` mounts it, and count
 * how often its file was loaded.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const middleware = path.join(gatsbyDir, "dist/internal-plugins/functions/middleware.js");
const express = require.resolve("express", { paths: [gatsbyDir] });

/** Mounts the middleware for one Function, `/api/hello` (compiled: hello.js), and prints its port. */
const serveScript = `
const path = require("path");
const express = require(${JSON.stringify(express)});
const { functionMiddlewares } = require(${JSON.stringify(middleware)});
const file = path.join(__dirname, "hello.js");
const hello = { functionRoute: "hello", absoluteCompiledFilePath: file, originalAbsoluteFilePath: file, originalRelativeFilePath: "hello.js" };
const app = express();
app.use("/api/*", ...functionMiddlewares({ getFunctions: () => [hello] }));
const server = app.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));
`;

/** A compiled Function that counts how often its file was run, and answers with its text. */
const compiledHello = (text: string) => `
globalThis.helloLoads = (globalThis.helloLoads || 0) + 1;
const loads = globalThis.helloLoads;
exports.default = (req, res) => res.json({ text: ${JSON.stringify(text)}, loads });
`;

describe("Gatsby's Functions middleware (patched)", () => {
  let dir: string;
  let server: ChildProcessWithoutNullStreams;
  let base: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "gatsby-functions-loading-"));
    await writeFile(path.join(dir, "serve.cjs"), serveScript);
    await writeFile(path.join(dir, "hello.js"), compiledHello("first"));
    server = spawn(process.execPath, ["serve.cjs"], { cwd: dir });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    while (!/port \d+/.test(output)) await once(server.stdout, "data");
    base = `http://127.0.0.1:${/port (\d+)/.exec(output)![1]}`;
  });

  afterAll(async () => {
    server.kill();
    await rm(dir, { recursive: true, force: true });
  });

  const hello = async () => (await fetch(`${base}/api/hello`)).json();

  test("loads a Function's file once while it is unchanged", async () => {
    const answers = [await hello(), await hello(), await hello()];
    expect(answers).toEqual([
      { text: "first", loads: 1 },
      { text: "first", loads: 1 },
      { text: "first", loads: 1 },
    ]);
  });

  test("loads it again when its file changed, as `gatsby develop` recompiles it", async () => {
    await writeFile(path.join(dir, "hello.js"), compiledHello("second, recompiled"));
    expect(await hello()).toEqual({ text: "second, recompiled", loads: 2 });
    expect(await hello()).toEqual({ text: "second, recompiled", loads: 2 });
  });
});
