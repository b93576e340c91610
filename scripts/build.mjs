#!/usr/bin/env node
/**
 * `npm run build`: with DIRECTUS_URL (and DIRECTUS_TOKEN, a token that may read published posts,
 * categories and their files) set, builds against that CMS; otherwise starts the embedded CMS
 * for the build, sources with its read-only build token, and stops it afterwards. The build
 * reports itself to the CMS's "Site builds" (started, then finished or failed with its
 * duration; platform/build/build-report.mjs); a report that cannot be written only warns.
 */
import { reportedGatsbyBuild } from "../platform/build/build-report.mjs";
import { gatsbyEnvironment } from "./lib/embedded-cms.mjs";
import { gatsbyBin } from "./lib/run.mjs";

const { env, stop } = await gatsbyEnvironment({ quiet: true });
const code = await reportedGatsbyBuild({ gatsbyBin, args: process.argv.slice(2), env, label: "npm run build" });
await stop();
process.exit(code);
