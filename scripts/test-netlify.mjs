#!/usr/bin/env node
/**
 * `npm run test:netlify`: the managed path. Builds the site as a Netlify build runs it, offline,
 * against the embedded CMS (as `npm run build` does), then reads what Netlify would deploy
 * (platform/test/netlify-output-test.mjs).
 *
 * The build sets NETLIFY, as Netlify's build image does, and no SITE_ADAPTER, so Gatsby picks
 * gatsby-adapter-netlify from node_modules by itself (its zero-configuration adapters); and
 * NETLIFY_LOCAL, which the adapter takes for a local Netlify build: it then keeps its build
 * cache in the site's `.netlify/build-cache` instead of Netlify's `/opt/build/cache`. It runs in
 * a throwaway copy of the project (platform/build/project-copy.mjs): the adapter moves files
 * inside `public/` and writes `.netlify/`, and the checkout's `public/` stays the build that
 * `npm run serve`, `E2E_SKIP_BUILD=1` and `PLATFORM_SKIP_BUILD=1` reuse.
 *
 * NETLIFY_KEEP_COPY=1 keeps the copy and prints where; NETLIFY_SITE_DIR=<that copy> checks it
 * again without building. Heavy (a cold build of about a minute, the CMS): run it under the
 * lock, `flock /tmp/heavy.lock npm run test:netlify`. Exits 1 when a check fails.
 *
 * `--in-place` builds in the checkout instead, warm from its last build (Netlify keeps a site's
 * `.cache/` and `public/` between builds too), and ends with `gatsby clean` and `.netlify/`
 * removed, as what the adapter adds (`public/_headers`, `public/_redirects`, a file it moves)
 * would stay in a later build's `public/`: `npm test` runs it so once nothing else reads the
 * checkout's build (a copy's build is cold, and it was the largest part of its stage).
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { adminToken } from "../cms/server/index.mjs";
import { runNetlifyOutputTest } from "../platform/test/netlify-output-test.mjs";
import { reportedGatsbyBuild } from "../platform/build/build-report.mjs";
import { gatsbyEnvironment, isEmbeddedCmsUrl } from "./lib/embedded-cms.mjs";
import { makeProjectCopy, projectRoot, removeProjectCopy } from "../platform/build/project-copy.mjs";
import { gatsbyBin, run } from "./lib/run.mjs";

if (process.env.DIRECTUS_URL && !isEmbeddedCmsUrl(process.env.DIRECTUS_URL)) {
  console.error("test:netlify checks what a form stored with the embedded CMS's admin token; leave DIRECTUS_URL unset.");
  process.exit(1);
}

const reused = process.env.NETLIFY_SITE_DIR;
const inPlace = process.argv.includes("--in-place");
if (reused && inPlace) {
  console.error("test:netlify: NETLIFY_SITE_DIR checks a kept build without building; leave out --in-place.");
  process.exit(1);
}
const { env, stop } = await gatsbyEnvironment({ quiet: true });
let siteDir = reused ? path.resolve(reused) : inPlace ? projectRoot : "";
let code = 1;
try {
  if (reused) {
    console.log(`test:netlify: checking the Netlify build in ${siteDir} (NETLIFY_SITE_DIR)`);
    code = 0;
  } else {
    if (inPlace) console.log("test:netlify: building in the checkout, from its last build (--in-place)");
    else siteDir = await makeProjectCopy("northbeam-netlify-");
    /** @type {NodeJS.ProcessEnv} */
    const buildEnv = { ...env, NETLIFY: "true", NETLIFY_LOCAL: "true" };
    delete buildEnv.SITE_ADAPTER;
    code = await reportedGatsbyBuild({
      gatsbyBin: path.join(projectRoot, gatsbyBin),
      env: buildEnv,
      cwd: siteDir,
      label: "Netlify output test (npm run test:netlify)",
    });
  }
  if (code === 0) {
    const { DIRECTUS_URL = "", DIRECTUS_FORMS_TOKEN, SESSION_SECRET } = env;
    const { failed } = await runNetlifyOutputTest({
      siteDir,
      functionsEnv: { DIRECTUS_URL, DIRECTUS_FORMS_TOKEN, SESSION_SECRET },
      directusUrl: DIRECTUS_URL,
      adminToken: adminToken(),
    });
    code = failed === 0 ? 0 : 1;
  }
} finally {
  await stop();
  if (inPlace) {
    const cleaned = await run(process.execPath, [gatsbyBin, "clean"], { cwd: projectRoot });
    await rm(path.join(projectRoot, ".netlify"), { recursive: true, force: true });
    if (cleaned === 0) console.log("test:netlify: the checkout's Netlify build is cleaned away (gatsby clean, .netlify/)");
    else {
      console.error(`test:netlify: gatsby clean failed (exit ${cleaned}): public/ still holds the Netlify build`);
      code = 1;
    }
  } else if (siteDir && !reused) {
    if (process.env.NETLIFY_KEEP_COPY === "1") console.log(`test:netlify: the Netlify build is kept in ${siteDir}`);
    else await removeProjectCopy(siteDir);
  }
}
process.exit(code);
