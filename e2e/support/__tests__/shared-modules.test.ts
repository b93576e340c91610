import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The specs import the harnesses' ES modules (cms/server, platform/build...), which Node loads
 * with require() (Playwright's build.external): that fails for a module graph with top-level
 * await. Each module the specs and their support import is required here in a plain Node, so a
 * top-level await added anywhere below one fails this quick test rather than the whole e2e run.
 */
const e2eDir = path.resolve(__dirname, "../..");

const specSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" || entry.name === "__screenshots__" ? [] : specSources(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });

const importedModules = [
  ...new Set(
    specSources(e2eDir).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "(\.[^"]+\.mjs)"/g)].map((match) =>
        path.resolve(path.dirname(file), match[1]!),
      ),
    ),
  ),
].sort();

test("the specs import ES modules of cms/server and platform/build", () => {
  const relative = importedModules.map((file) => path.relative(path.resolve(e2eDir, ".."), file));
  expect(relative).toEqual(expect.arrayContaining(["cms/server/index.mjs", "platform/build/project-copy.mjs"]));
});

test("Node can require() every ES module the specs import (no top-level await below them)", () => {
  const script = importedModules.map((file) => `require(${JSON.stringify(file)});`).join("\n");
  expect(() => execFileSync(process.execPath, ["-e", script], { stdio: "pipe", timeout: 30_000 })).not.toThrow();
});
