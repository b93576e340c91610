#!/usr/bin/env node
/**
 * Root `postinstall`: installs the embedded CMS (cms/) from its lock file. Skipped when
 * cms/node_modules already matches the lock, so a repeated `npm install` costs nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { run } from "./lib/run.mjs";

const installedLock = "cms/node_modules/.package-lock.json";
const wanted = JSON.parse(readFileSync("cms/package-lock.json", "utf8")).packages ?? {};
if (existsSync(installedLock)) {
  const installed = JSON.parse(readFileSync(installedLock, "utf8")).packages ?? {};
  const upToDate = Object.entries(wanted).every(
    ([path, meta]) => path === "" || meta.optional || installed[path]?.version === meta.version,
  );
  if (upToDate) {
    console.log("cms: dependencies are up to date");
    process.exit(0);
  }
}
console.log("cms: installing the embedded Directus (a few minutes on a fresh machine)");
process.exit(await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: "cms" }));
