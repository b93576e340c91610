#!/usr/bin/env node
/**
 * Lighthouse audit of the production build: mobile form factor with Lighthouse's default
 * (simulated slow 4G, 4x CPU) throttling, three runs per page, medians printed as a table.
 *
 *   npm run audit                       # every page type, using the last build if any
 *   npm run audit -- --rebuild / /404/  # fresh build, chosen pages
 *   AUDIT_RUNS=5 npm run audit
 *
 * Every run first measures a hand-written reference page (e2e/audit/reference/), served
 * by the same `gatsby serve` from a copy in public/ that exists only while the audit runs,
 * and prints each page's LCP as a ratio to it: a figure that survives a slow or fast host.
 *
 * It prints figures and exits 0; it is not part of `npm test`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { installReferencePage, referencePath, removeReferencePage } from "./reference/reference-page.mjs";
import { figuresOf, reportLines, summarize } from "./audit-figures.mjs";
import { chromiumFlags as sharedFlags, chromiumPath as chromePath } from "../../scripts/lib/chromium.mjs";
import { serveBuild } from "../../scripts/lib/serve-build.mjs";

/** The fixed addresses of the site's page types, one page each. */
const fixedPages = [
  "/",
  "/about/",
  "/service/",
  "/service/web-dev/",
  "/portfolio/",
  "/team/",
  "/blog/",
  "/contact/",
  "/requirements/submission/",
  "/login/",
  "/register/",
  "/404/",
  "/light/tech-startup/",
];

/**
 * Page types whose addresses come from content: the first link of the pattern on the listing
 * page, so the audit follows whatever the build holds (the newest post, its category).
 */
const linkedPageTypes = [
  { type: "case study", listing: "/portfolio/", pattern: /href="(\/portfolio\/[\w-]+\/)"/ },
  { type: "team member", listing: "/team/", pattern: /href="(\/team\/[\w-]+\/)"/ },
  { type: "post", listing: "/blog/", pattern: /href="(\/blog\/\d+\/)"/ },
  { type: "category", listing: "/blog/", pattern: /href="(\/blog\/category\/[\w-]+\/)"/ },
];

/**
 * The address of the first link matching `pattern` on `listing`, or undefined (with a note).
 * @param {string} origin
 * @param {{ type: string, listing: string, pattern: RegExp }} pageType
 * @returns {Promise<string | undefined>}
 */
const linkedPage = async (origin, { type, listing, pattern }) => {
  const html = await (await fetch(`${origin}${listing}`)).text();
  const page = html.match(pattern)?.[1];
  if (!page) process.stderr.write(`no ${type} link on ${listing}: auditing without a ${type} page\n`);
  return page;
};

/**
 * Every page type of the site: the fixed pages and one of each content-made type.
 * @param {string} origin
 */
const defaultTargets = async (origin) => {
  const linked = [];
  for (const pageType of linkedPageTypes) linked.push(await linkedPage(origin, pageType));
  return [...fixedPages, ...linked.filter((page) => page !== undefined)];
};

const args = process.argv.slice(2);
const rebuild = args.includes("--rebuild");
const pages = args.filter((arg) => arg.startsWith("/") && arg !== referencePath);
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const port = Number(process.env.AUDIT_PORT ?? 9200);
// chrome-launcher's own Ctrl-C handler would exit before this script removes its reference page.
const launchOptions = { chromePath, chromeFlags: ["--headless=new", ...sharedFlags], handleSIGINT: false };

/** @type {import("chrome-launcher").LaunchedChrome | undefined} */
let runningChrome;

/** @param {string} url */
const lighthouseRun = async (url) => {
  runningChrome = await chromeLauncher.launch(launchOptions);
  try {
    const result = await lighthouse(url, {
      port: runningChrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    await runningChrome.kill();
    runningChrome = undefined;
  }
};

/**
 * A page's medians over `runs` Lighthouse runs; each run's report is kept in audit-reports/.
 * @param {string} url
 */
const auditPage = async (url) => {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouseRun(url);
    results.push(figuresOf(result.lhr));
    await mkdir("audit-reports", { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, "_") || "_";
    await writeFile(`audit-reports/${name}-run${run + 1}.json`, result.report);
  }
  return summarize(results);
};

let stopServer = () => {};

/** Leaves nothing behind: no server, no browser, no reference page in public/. */
const cleanUp = async () => {
  stopServer();
  await runningChrome?.kill();
  removeReferencePage();
};

// On Ctrl-C or a kill, `finally` never runs.
for (const [signal, exitCode] of /** @type {const} */ ([
  ["SIGINT", 130],
  ["SIGTERM", 143],
])) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(exitCode)));
}

try {
  // A run killed outright (SIGKILL, a crash of the machine) can have left one behind.
  removeReferencePage();
  stopServer = await serveBuild({ port, rebuild, beforeServe: installReferencePage });
  const origin = `http://127.0.0.1:${port}`;
  process.stderr.write(`auditing the reference page ${referencePath} (${runs} runs)\n`);
  /** @type {import("./audit-figures.mjs").AuditRow[]} */
  const rows = [{ page: referencePath, reference: true, ...(await auditPage(`${origin}${referencePath}`)) }];
  for (const page of pages.length ? pages : await defaultTargets(origin)) {
    process.stderr.write(`auditing ${page} (${runs} runs)\n`);
    rows.push({ page, ...(await auditPage(`${origin}${page}`)) });
  }
  console.log(`\nLighthouse medians of ${runs} runs, mobile, default throttling\n`);
  console.log(reportLines(rows).join("\n"));
} finally {
  await cleanUp();
}
