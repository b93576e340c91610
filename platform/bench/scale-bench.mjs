#!/usr/bin/env node
/**
 * Scale benchmark: how the site builds with thousands of posts. Adds synthetic published posts
 * (and generated hero images) to a THROWAWAY COPY of the embedded CMS (cms/data and
 * cms/uploads copied to a temporary directory and served by a second Directus on a free port;
 * the editor's CMS is never written to), then builds against the copy: a cold build, a
 * rebuild with nothing changed, a rebuild after one post's title was edited, one after another
 * post's body was edited, one after the newest post's title was edited, one after
 * a new post was published (written as a draft, then its status set to published), one after a
 * block of a landing page was saved alone
 * (the copy gets one landing page, cms/test/sample-landing-page.mjs), one after a header menu
 * entry was renamed (every page re-rendered once, each showing the new name), and last a
 * rebuild with a small archive (all but the newest posts deleted from the copy). Prints, per
 * build, the wall time, Gatsby's time,
 * the queries run, the HTML pages rendered, the image jobs run, the image files in
 * public/_gatsby/image and the peak memory of the gatsby process tree; for the body edit's
 * build the bytes Chromium transfers for /blog/ and one post page, and the size of the largest
 * static query result; the sizes of /blog/'s page-data.json with the large and the small archive.
 *
 *   node platform/bench/scale-bench.mjs --posts 10000 [--images N] [--seed S] [--audit]
 *   node platform/bench/scale-bench.mjs --ci        ~500 posts, 30 images; exits 1 when a limit is broken
 *
 * The builds run in a throwaway copy of the project (platform/build/project-copy.mjs), so the
 * checkout's .cache/ and public/ are left alone and the run can share the machine with work
 * that reads them (`npm test` runs it beside the publishing and Netlify output tests, which
 * build in the checkout). The copies of the CMS and of the project are stopped and deleted at
 * the end, also after a failure or Ctrl-C.
 * `--audit` also runs Lighthouse (e2e/audit/audit.mjs: mobile, three runs, medians) on /blog/ and
 * the edited post of the last build before it is cleaned away.
 * Run it under the build lock: `flock /tmp/nb-build.lock npm run bench:scale -- ...`.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildToken, localSecrets, startThrowawayCms } from "../../cms/server/index.mjs";
import { createSampleLandingPage, sampleLandingPage } from "../../cms/test/sample-landing-page.mjs";
import { parseBuildLog } from "../build/build-log.mjs";
import { buildPhases, phaseTable } from "../build/build-phases.mjs";
import { headersShow } from "../build/built-headers.mjs";
import { chromiumFlags, headlessChromiumPath } from "../../scripts/lib/chromium.mjs";
import { reactHydrated } from "../../scripts/lib/react-hydrated.mjs";
import { gatsbyBin, run } from "../../scripts/lib/run.mjs";
import {
  blogPageData,
  landingPagePaths,
  pagesInBuild,
  postPages,
  sourcePageFiles,
  blogIndexPages,
  sidebarDataFile,
  textInBuiltFile,
  textInBuiltPages,
} from "./scale/built-site.mjs";
import { ciFailures, ciLimits } from "./scale/ci-checks.mjs";
import { watchPeakMemory } from "./scale/process-memory.mjs";
import { addSyntheticPosts } from "./scale/fill-cms.mjs";
import { scaleTags } from "./scale/synthetic-posts.mjs";
import { freePort } from "../processes.mjs";
import { makeProjectCopy, projectRoot, removeProjectCopy } from "../build/project-copy.mjs";
import { serveBuild } from "../../scripts/lib/serve-build.mjs";

/**
 * @typedef {import("../../cms/server/rest-client.mjs").RestCall} AdminApi
 * @typedef {{ name: string, wallSeconds: number, peakMb: number, imageFiles: number, figures: import("../build/build-log.mjs").BuildFigures, phases: import("../build/build-phases.mjs").BuildPhase[] }} BuildRow
 * @typedef {{ pagePath: string, bytes: number, requests: number, seconds: number }} PageTransfer
 */

/**
 * What a run measured besides the builds' rows; `npm run test:scale` checks it (ci-checks.mjs).
 * @typedef {import("./scale/ci-checks.mjs").ScaleRun & { pages: PageTransfer[] }} ScaleReport
 */

const ciSettings = { posts: 500, images: 30 };
/** Published posts the last build keeps: /blog/'s page data with a small archive. */
const smallArchivePosts = 20;
const postsPerRequest = 250;
const imageDir = "public/_gatsby/image";

const usage = `usage: node platform/bench/scale-bench.mjs --posts N [--images N] [--seed S] [--audit]
       node platform/bench/scale-bench.mjs --ci`;

/** @param {string[]} args */
const parseArgs = (args) => {
  /** @param {string} name */
  const value = (name) => {
    const index = args.indexOf(name);
    if (index === -1) return undefined;
    const number = Number(args[index + 1]);
    if (!Number.isInteger(number) || number < 0) throw new Error(`${name} needs a whole number\n${usage}`);
    return number;
  };
  const ci = args.includes("--ci");
  const posts = value("--posts") ?? (ci ? ciSettings.posts : undefined);
  if (posts === undefined) throw new Error(`--posts is required\n${usage}`);
  const images = value("--images") ?? (ci ? ciSettings.images : Math.min(posts, 1000));
  return { ci, posts, images, seed: value("--seed") ?? 1, audit: args.includes("--audit") };
};

/** @param {number | null | undefined} value */
const seconds = (value) => (value === null || value === undefined ? "n/a" : `${value.toFixed(1)} s`);
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @param {import("../build/build-log.mjs").ActivityCount | null} figure null: Gatsby ran no such job */
const count = (figure) => (figure ? `${figure.done}/${figure.total}` : "0 (skipped)");

/**
 * Files under `dir`, recursively (0 when it does not exist).
 * @param {string} dir
 */
const fileCount = (dir) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0;

/**
 * Runs Gatsby with its output in `logFile`, sampling the memory of its process tree.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {string} logFile
 */
const gatsby = async (args, env, logFile) => {
  const fd = openSync(logFile, "w");
  const started = performance.now();
  // Same process group as this script: Ctrl-C in the terminal reaches Gatsby and its workers.
  const child = spawn(process.execPath, [gatsbyBin, ...args], { env, stdio: ["ignore", fd, fd] });
  // (No pid when spawning failed: no process matches it, and the error rejects below.)
  const memory = watchPeakMemory(/** @type {number} */ (child.pid));
  const code = await new Promise(
    /** @param {(code: number) => void} resolve */ (resolve, reject) => {
      child.once("error", reject);
      child.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    },
  );
  const peakMb = memory.stop();
  closeSync(fd);
  if (code !== 0) {
    const tail = readFileSync(logFile, "utf8").split("\n").slice(-25).join("\n");
    throw new Error(`gatsby ${args.join(" ")} exited with ${code}; see ${logFile}. Its last lines:\n${tail}`);
  }
  return { wallSeconds: (performance.now() - started) / 1000, peakMb };
};

/**
 * Two old published posts in the middle of the archive (never one of the ten newest): the
 * first gets its title edited, the second its body; and the newest post, whose title is edited
 * too.
 * @param {number[]} ids published posts, newest first
 */
const postsToEdit = (ids) => {
  if (ids.length < 13) throw new Error(`the copy has ${ids.length} published posts; the edits need at least 13`);
  const middle = Math.max(10, Math.floor(ids.length / 2));
  return {
    titlePost: /** @type {number} */ (ids[middle]),
    bodyPost: /** @type {number} */ (ids[middle + 1]),
    newestPost: /** @type {number} */ (ids[0]),
  };
};

/**
 * Renames the header menu's link to the blog in the copy (the provisioning seeds it), rebuilds,
 * and reads every built page's header for the new name.
 * @param {AdminApi} api
 * @param {(name: string, file: string) => Promise<import("../build/build-log.mjs").BuildFigures>} build
 * @returns {Promise<import("./scale/ci-checks.mjs").MenuEditRun>}
 */
const renameMenuEntryAndBuild = async (api, build) => {
  /** @type {[{ id: number, title: string } | undefined]} */
  const [entry] = await api(
    "GET",
    "/items/navigation_links?fields=id,title&filter[menu][_eq]=header&filter[route][_eq]=/blog/&limit=1",
  );
  if (!entry) throw new Error("the CMS copy's header menu has no link to /blog/ (the provisioning seeds one)");
  const title = `${entry.title} (edited)`;
  await api("PATCH", `/items/navigation_links/${entry.id}?fields=id`, { title });
  const figures = await build("header menu entry renamed", "menu-edit.log");
  return {
    label: `renaming the header menu's “${entry.title}”`,
    rendered: figures.html,
    searchShards: figures.searchShards,
    publishedPosts: (await publishedPosts(api)).ids.length,
    ...headersShow(title),
  };
};

/**
 * A draft post in the copy, as an editor writes one before publishing it: a category and a hero
 * image that published posts already use (so no card image is new), two common tags.
 * @param {AdminApi} api
 * @returns {Promise<{ id: number, title: string }>}
 */
const writeDraftPost = async (api) => {
  /** @type {[{ category: number, hero_image: string } | undefined]} */
  const [model] = await api(
    "GET",
    "/items/posts?fields=category,hero_image&filter[status][_eq]=published&filter[hero_image][_nnull]=true&filter[category][_nnull]=true&limit=1",
  );
  if (!model) throw new Error("the CMS copy has no published post with a category and a hero image to model a new post on");
  // Its title's last word is in no other post: a search for it finds this post or nothing.
  const title = "A post the scale test publishes: quillwort";
  /** @type {{ id: number }} */
  const { id } = await api("POST", "/items/posts?fields=id", {
    status: "draft",
    title,
    sub_title: "Written as a draft, then published",
    body: "<p>Published by the scale test, after the archive was built.</p>",
    tags: [scaleTags[0], scaleTags[1]],
    category: model.category,
    hero_image: model.hero_image,
  });
  return { id, title };
};

/**
 * Published posts of the copy, newest first, and how many categories they use.
 * @param {AdminApi} api
 */
const publishedPosts = async (api) => {
  /** @type {{ id: number, category: number | null, hero_image: string | null }[]} */
  const posts = await api(
    "GET",
    "/items/posts?fields=id,category,hero_image&filter[status][_eq]=published&sort=-date_created,-id&limit=-1",
  );
  return {
    ids: posts.map((post) => post.id),
    categoriesInUse: new Set(posts.flatMap((post) => post.category ?? [])).size,
    heroImages: new Set(posts.flatMap((post) => post.hero_image ?? [])).size,
  };
};

/**
 * Deletes all published posts of the copy but the `keep` newest; resolves with how many are left.
 * @param {AdminApi} api
 * @param {number} keep
 */
const keepNewestPosts = async (api, keep) => {
  const { ids } = await publishedPosts(api);
  const doomed = ids.slice(keep);
  for (let start = 0; start < doomed.length; start += postsPerRequest) {
    await api("DELETE", "/items/posts", doomed.slice(start, start + postsPerRequest));
  }
  return ids.length - doomed.length;
};

/**
 * Bytes Chromium transfers (encoded bodies and headers of every response) to load `url`.
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @returns {Promise<Omit<PageTransfer, "pagePath">>}
 */
const transfer = async (browser, url) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Promise<number>[]} */
  const sizes = [];
  page.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then(
        (size) => size.responseBodySize + size.responseHeadersSize,
        () => 0,
      ),
    );
  });
  const started = performance.now();
  // Network idle came 0.9-1.1 s after the start here, at 500 posts (the table's "until idle").
  await page.goto(url, { waitUntil: "networkidle", timeout: 4_000 });
  const seconds = (performance.now() - started) / 1000;
  const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  const requests = sizes.length;
  await context.close();
  return { bytes, requests, seconds };
};

/** @param {unknown} error its message's first line */
const firstLine = (error) => /** @type {Error} */ (error).message.split("\n")[0] ?? "";

/**
 * Types each query into the blog's search box on `url`, one page for all, and waits for a result
 * linking to its title (src/features/search/SidebarSearch.tsx; Pagefind over the built index's
 * shards).
 * @param {import("playwright-core").Browser} browser
 * @param {string} url
 * @param {{ query: string, title: string }[]} searches
 * @returns {Promise<import("./scale/ci-checks.mjs").SearchFind[]>}
 */
const searchFinds = async (browser, url, searches) => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    const search = page.getByRole("region", { name: "Search" });
    const box = search.getByRole("searchbox", { name: "Search the blog" });
    // Typed before React hydrates the box, the words would reach no handler.
    await page.waitForFunction(reactHydrated, await box.elementHandle(), { timeout: 10_000 });
    const results = search.getByRole("list", { name: "Search results" });
    /** @type {import("./scale/ci-checks.mjs").SearchFind[]} */
    const finds = [];
    for (const { query, title } of searches) {
      await box.fill(query);
      const found = await results
        .getByRole("link", { name: title, exact: true })
        .waitFor({ timeout: 10_000 })
        .then(
          () => ({ found: true }),
          (error) => ({ found: false, error: firstLine(error) }),
        );
      finds.push({ query, title, ...found });
    }
    return finds;
  } catch (error) {
    return searches.map(({ query, title }) => ({ query, title, found: false, error: firstLine(error) }));
  } finally {
    await context.close();
  }
};

/**
 * The largest file directly in `dir`, or null when there is none.
 * @param {string} dir
 */
const largestFile = (dir) => {
  if (!existsSync(dir)) return null;
  /** @type {{ file: string, bytes: number } | null} */
  let largest = null;
  for (const file of readdirSync(dir)) {
    const { size } = statSync(path.join(dir, file));
    if (!largest || size > largest.bytes) largest = { file, bytes: size };
  }
  return largest;
};

/** @param {BuildRow[]} rows */
const printBuildTable = (rows) => {
  console.log(
    "\n| build | wall time | Gatsby's time | queries run | HTML pages rendered | image jobs | files in public/_gatsby/image | share images drawn | peak memory | posts re-fetched | landing pages fetched |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const { name, wallSeconds, peakMb, imageFiles, figures } of rows) {
    console.log(
      `| ${name} | ${seconds(wallSeconds)} | ${seconds(figures.gatsbySeconds)} | ${count(figures.queries)} | ${figures.html.done} | ${count(figures.imageJobs)} | ${imageFiles} | ${figures.shareImages?.generated ?? "n/a"} | ${peakMb} MB | ${figures.postsFetched} | ${figures.pagesFetched ?? "n/a"} |`,
    );
  }
};

/**
 * Runs the builds on a throwaway CMS filled as `options` say, prints the tables and resolves
 * with the report.
 * @param {ReturnType<typeof parseArgs>} options
 * @returns {Promise<ScaleReport>}
 */
const benchmark = async (options) => {
  const logDir = mkdtempSync(path.join(tmpdir(), "bench-scale-"));
  const secrets = localSecrets();
  /** @type {Awaited<ReturnType<typeof startThrowawayCms>> | null} */
  let cms = null;
  /** @type {(() => void) | null} */
  let stopServer = null;
  // Every relative path below (public/, src/pages, Gatsby's own) is the copy's from here on.
  const project = await makeProjectCopy("northbeam-scale-");
  process.chdir(project);
  console.log(`scale: building in a copy of the project, ${project}`);
  /** @type {Promise<void> | null} */
  let cleaning = null;

  /** Stops the server and the CMS copy, deletes both copies; runs once. */
  const cleanUp = () => {
    cleaning ??= (async () => {
      stopServer?.();
      await cms?.stop();
      if (cms) console.log("scale: the throwaway CMS is stopped and its copy deleted");
      process.chdir(projectRoot);
      await removeProjectCopy(project);
      console.log("scale: the project copy (the scale site's .cache/ and public/) is deleted");
    })();
    return cleaning;
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => {
      console.error(`scale: ${signal}, cleaning up...`);
      cleanUp().finally(() => process.exit(130));
    });
  }

  /** @type {BuildRow[]} */
  const rows = [];
  /** @type {Partial<ScaleReport>} */
  const report = {};
  /** @type {Partial<ScaleReport["blogPageData"]>} */
  const blogSizes = {};
  try {
    cms = await startThrowawayCms({ port: await freePort() });
    const { api } = cms;
    await addSyntheticPosts(api, options);

    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      DIRECTUS_URL: cms.url,
      // What gatsbyEnvironment gives a build from the embedded CMS: its build token, the forms
      // token and session secret (the copy has the same users and tokens).
      DIRECTUS_TOKEN: buildToken(),
      DIRECTUS_FORMS_TOKEN: process.env.DIRECTUS_FORMS_TOKEN ?? secrets.formsToken,
      SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.sessionSecret,
    };
    delete env.DIRECTUS_INCLUDE_DRAFTS;

    /**
     * Builds, adds the build's row and resolves with the figures of its log (throws when the log
     * does not say how many HTML pages it rendered).
     * @param {string} name
     * @param {string} file the log's name in logDir
     */
    const build = async (name, file) => {
      console.log(`scale: build "${name}"...`);
      const logFile = path.join(logDir, file);
      const { wallSeconds, peakMb } = await gatsby(["build"], env, logFile);
      const row = {
        name,
        wallSeconds,
        peakMb,
        imageFiles: fileCount(imageDir),
        figures: parseBuildLog(readFileSync(logFile, "utf8")),
        phases: buildPhases(readFileSync(logFile, "utf8")),
      };
      rows.push(row);
      console.log(`scale: "${name}" took ${seconds(wallSeconds)}, rendered ${row.figures.html.done} pages, peak ${peakMb} MB`);
      return row.figures;
    };

    /**
     * Edits a post or landing page through `change`, rebuilds, and looks for `text` in its own
     * built pages (`ownPages`: its page and its light twin).
     * @param {string} label
     * @param {string[]} ownPages
     * @param {string} file the log's name in logDir
     * @param {() => Promise<string>} change makes the edit; resolves with the text it put in
     * @param {number} newTitles titles the edit gives a post: the share images the rebuild must draw
     * @returns {Promise<import("./scale/ci-checks.mjs").EditRun>}
     */
    const editAndBuild = async (label, ownPages, file, change, newTitles) => {
      const text = await change();
      const figures = await build(`${label} edited`, file);
      return {
        label,
        rendered: figures.html.done,
        ownPages: ownPages.length,
        builtTexts: textInBuiltPages(ownPages, text),
        shareImages: { generated: figures.shareImages?.generated ?? null, expected: newTitles },
        cardImages: figures.cardImages,
        searchShards: figures.searchShards,
      };
    };

    // A landing page among the posts: its one-block edit below re-renders exactly its two pages.
    const landingPage = await createSampleLandingPage(api, { slug: "scale-landing-page" });
    const { ids: published, categoriesInUse, heroImages } = await publishedPosts(api);
    const { titlePost, bodyPost, newestPost } = postsToEdit(published);
    /**
     * Gives a post of the copy a new title; resolves with it.
     * @param {number} id
     */
    const editTitle = async (id) => {
      const { title } = await api("GET", `/items/posts/${id}?fields=title`);
      const edited = `${title} (edited)`;
      await api("PATCH", `/items/posts/${id}?fields=id`, { title: edited });
      return edited;
    };
    const cold = await build("cold (a fresh project copy)", "cold.log");
    report.cold = {
      rendered: cold.html,
      shareImagesGenerated: cold.shareImages?.generated ?? null,
      cardImages: cold.cardImages,
      keptCompilations: cold.keptCompilations,
      heroImages,
      pagesInBuild: pagesInBuild(),
      published: published.length,
      // The sample landing page, which has no share image of its own.
      landingPages: 1,
      categoriesInUse,
      sourcePageFiles: sourcePageFiles(),
    };
    const noChange = await build("rebuild, nothing changed", "no-change.log");
    report.noChangeRendered = noChange.html.done;
    report.noChangeQueries = noChange.queries.done;
    report.noChangeStaleNodes = noChange.staleNodesDeleted;
    report.noChangeShareImages = noChange.shareImages?.generated ?? null;
    report.noChangeCardImages = noChange.cardImages;
    report.noChangeBlogDataFiles = noChange.blogDataFiles;
    report.noChangeSearchShards = noChange.searchShards;
    report.noChangeKeptCompilations = noChange.keptCompilations;

    report.edits = [
      await editAndBuild(`post ${titlePost}'s title`, postPages(titlePost), "title-edit.log", () => editTitle(titlePost), 1),
      await editAndBuild(
        `post ${bodyPost}'s body`,
        postPages(bodyPost),
        "body-edit.log",
        async () => {
          const { body } = await api("GET", `/items/posts/${bodyPost}?fields=body`);
          const paragraph = "An edited paragraph for the scale benchmark.";
          await api("PATCH", `/items/posts/${bodyPost}?fields=id`, { body: `${body}\n<p>${paragraph}</p>` });
          return paragraph;
        },
        0,
      ),
      // A common save: the newest post. Its title is in the blog's first page and the
      // sidebar's recent posts, which every post page shows but fetches (/blog-data/sidebar.json)
      // instead of rendering, so the rebuild renders the lists that show it, not every page.
      await editAndBuild(
        `the newest post ${newestPost}'s title`,
        [...postPages(newestPost), ...blogIndexPages],
        "newest-title-edit.log",
        () => editTitle(newestPost),
        1,
      ),
    ];
    const newestTitle = report.edits.at(-1)?.builtTexts[0]?.text ?? "";
    report.recentPosts = textInBuiltFile(sidebarDataFile, newestTitle);
    // The most common save of all: a new post published. It is the newest post now, so it is in
    // the blog's first page, the archive's pages and the sidebar's data; its category's count
    // changes. None of that may render every page with a sidebar again.
    const draft = await writeDraftPost(api);
    report.edits.push(
      await editAndBuild(
        `post ${draft.id}'s status, draft to published`,
        postPages(draft.id),
        "new-post.log",
        async () => {
          await api("PATCH", `/items/posts/${draft.id}?fields=id`, { status: "published" });
          return draft.title;
        },
        1,
      ),
    );
    // One block of the landing page saved alone, as the Visual Editor saves it.
    const faq = landingPage.blocks.find((block) => block.collection === "block_faq");
    if (!faq) throw new Error("the sample landing page has no FAQ block");
    const pageEdit = await editAndBuild(
      `landing page ${landingPage.id}'s FAQ`,
      landingPagePaths(landingPage.slug),
      "page-edit.log",
      async () => {
        const question = "What does the scale test ask?";
        const [first, ...rest] = sampleLandingPage.faq.items;
        await api("PATCH", `/items/block_faq/${faq.item}?fields=id`, { items: [{ ...first, title: question }, ...rest] });
        return question;
      },
      0,
    );
    report.pageEdit = { ...pageEdit, pagesFetched: rows.at(-1)?.figures.pagesFetched ?? null };
    // Every page shows the menu: the rebuild renders each page once.
    report.menuEdit = await renameMenuEntryAndBuild(api, build);
    blogSizes.large = { archivePosts: published.length, ...blogPageData() };
    report.largestStaticQuery = largestFile("public/page-data/sq/d");

    const port = await freePort();
    stopServer = await serveBuild({ port });
    const browser = await chromium.launch({ executablePath: headlessChromiumPath, args: chromiumFlags });
    try {
      const pages = [];
      for (const pagePath of ["/blog/", `/blog/${titlePost}/`]) {
        pages.push({ pagePath, ...(await transfer(browser, `http://127.0.0.1:${port}${pagePath}`)) });
      }
      report.pages = pages;
      // The search index after the edits: the edited title and the published post are found.
      report.searchFinds = await searchFinds(browser, `http://127.0.0.1:${port}/blog/`, [
        { query: "edited", title: report.edits[0]?.builtTexts[0]?.text ?? "" },
        { query: "quillwort", title: draft.title },
      ]);
    } finally {
      await browser.close();
    }
    if (options.audit) {
      stopServer();
      stopServer = null;
      const auditEnv = { ...process.env, AUDIT_PORT: String(await freePort()) };
      const code = await run(process.execPath, [path.join(projectRoot, "e2e/audit/audit.mjs"), "/blog/", `/blog/${titlePost}/`], {
        env: auditEnv,
      });
      if (code !== 0) console.error(`scale: the Lighthouse audit exited with ${code}`);
    }
    stopServer?.();
    stopServer = null;

    // /blog/'s page data must not grow with the archive: the same page with a small one. A
    // warm rebuild (deleted posts' pages removed, lists re-rendered), not another cold build.
    const left = await keepNewestPosts(api, smallArchivePosts);
    await build(`small archive (the ${left} newest posts kept)`, "small-archive.log");
    blogSizes.small = { archivePosts: left, ...blogPageData() };
    report.blogPageData = /** @type {ScaleReport["blogPageData"]} */ (blogSizes);
  } finally {
    await cleanUp();
  }
  // The try block above set every field.
  const measured = /** @type {ScaleReport} */ (report);

  console.log(
    `\n### Scale benchmark: ${options.posts} synthetic posts (${measured.cold.published} published in the copy), ${options.images} images, seed ${options.seed}`,
  );
  printBuildTable(rows);
  console.log("\nPhases of each build, Gatsby's own timing (phases under 0.3 s in every build left out):\n");
  console.log(phaseTable(rows.map((row) => ({ label: row.name, phases: row.phases }))));
  console.log("\n| page (body edit's build, `gatsby serve`, Chromium, no cache) | requests | transferred | until idle |");
  console.log("| --- | --- | --- | --- |");
  for (const { pagePath, requests, bytes, seconds: loadSeconds } of measured.pages)
    console.log(`| ${pagePath} | ${requests} | ${kb(bytes)} | ${seconds(loadSeconds)} |`);
  console.log("\n| file | size |");
  console.log("| --- | --- |");
  for (const { archivePosts, bytes, posts, smallestPostBytes } of [measured.blogPageData.large, measured.blogPageData.small]) {
    console.log(
      `| public/page-data/blog/page-data.json, ${archivePosts} published posts | ${kb(bytes)} (${bytes} bytes; ${posts} posts in it, the smallest ${smallestPostBytes} bytes) |`,
    );
  }
  const sq = measured.largestStaticQuery;
  console.log(`| largest static query result (public/page-data/sq/d/${sq?.file ?? "none"}) | ${sq ? kb(sq.bytes) : "n/a"} |`);
  console.log(
    `\nimage jobs: Gatsby's "Running gatsby.IMAGE_CDN jobs" plus "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs" (one job per image size and format written to ${imageDir}).`,
  );
  console.log(`Build logs: ${logDir}`);
  return measured;
};

const main = async () => {
  const options = parseArgs(process.argv.slice(2));
  const report = await benchmark(options);
  if (!options.ci) return;
  const failures = ciFailures(report);
  if (failures.length > 0) {
    console.error(`\nbench-scale --ci FAILED:\n${failures.map((failure) => `  - ${failure}`).join("\n")}`);
    process.exit(1);
  }
  console.log(
    `\nbench-scale --ci passed: the cold build rendered all ${report.cold.rendered.done} pages and drew one share image per published post and landing page, no page re-rendered, no query run, no share image drawn, no card image made but the one checked and no list chunk written without changes, each one-post edit (a new post published among them) re-rendered the post's own pages and at most ${ciLimits.editHtmlPages}, drew a share image for a new title only, made no card image but the one checked, and is in its built pages (the newest post's new title in the sidebar's recent posts too), the landing page's edit re-rendered exactly its ${report.pageEdit.ownPages} pages, the menu edit re-rendered each of the ${report.menuEdit.pagesInBuild} pages once and ${report.menuEdit.pagesChecked} headers show it, Pagefind indexed no search shard without a post's change and the edited post's shard after each edit, /blog/'s page data the same size within ${ciLimits.blogPageDataToleranceBytes} bytes with ${report.blogPageData.small.archivePosts} and ${report.blogPageData.large.archivePosts} posts, static queries within ${kb(ciLimits.staticQueryBytes)}.`,
  );
};

main().catch((error) => {
  console.error(`bench-scale: ${error.message}`);
  process.exit(1);
});
