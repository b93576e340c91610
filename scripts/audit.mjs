#!/usr/bin/env node
/**
 * Lighthouse audit of the production build: mobile form factor with Lighthouse's default
 * (simulated slow 4G, 4x CPU) throttling, three runs per page, medians printed as a table.
 *
 *   npm run audit                       # the main pages and the newest post, using the last build if any
 *   npm run audit -- --rebuild / /404/  # fresh build, chosen pages
 *   AUDIT_RUNS=5 npm run audit
 *
 * It prints figures and exits 0; it is not part of `npm test`.
 */
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { figuresOf, reportLines, summarize } from "./lib/audit-figures.mjs";
import { chromiumFlags as sharedFlags, chromiumPath as chromePath } from "./lib/chromium.mjs";
import { serveBuild } from "./lib/serve-build.mjs";

/** The pages the issues set targets for. */
const defaultPages = [
  "/",
  "/404/",
  "/about/",
  "/service/",
  "/service/web-dev/",
  "/portfolio/",
  "/team/",
  "/light/tech-startup/",
  "/blog/",
];

/** The default pages plus the newest post, read from the built blog index. */
const defaultTargets = async (origin) => {
  const html = await (await fetch(`${origin}/blog/`)).text();
  const newestPost = html.match(/href="(\/blog\/\d+\/)"/)?.[1];
  if (!newestPost) process.stderr.write("no post link on /blog/: auditing without a post page\n");
  return newestPost ? [...defaultPages, newestPost] : defaultPages;
};

const args = process.argv.slice(2);
const rebuild = args.includes("--rebuild");
const pages = args.filter((arg) => arg.startsWith("/"));
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const port = Number(process.env.AUDIT_PORT ?? 9200);
const chromeFlags = ["--headless=new", ...sharedFlags];

const auditPage = async (url) => {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      results.push(figuresOf(result.lhr));
      await mkdir("audit-reports", { recursive: true });
      const name = new URL(url).pathname.replace(/\W+/g, "_") || "_";
      await writeFile(`audit-reports/${name}-run${run + 1}.json`, result.report);
    } finally {
      await chrome.kill();
    }
  }
  return summarize(results);
};

const stop = await serveBuild({ port, rebuild });
try {
  const rows = [];
  const origin = `http://127.0.0.1:${port}`;
  for (const page of pages.length ? pages : await defaultTargets(origin)) {
    process.stderr.write(`auditing ${page} (${runs} runs)\n`);
    rows.push({ page, ...(await auditPage(`${origin}${page}`)) });
  }
  console.log(`\nLighthouse medians of ${runs} runs, mobile, default throttling\n`);
  console.log(reportLines(rows).join("\n"));
} finally {
  stop();
}
