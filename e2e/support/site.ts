import { expect, type APIRequestContext, type Locator, type Page, type Request } from "@playwright/test";
import { reactHydrated } from "../../scripts/lib/react-hydrated.mjs";
import { siteMetadata } from "../../src/gatsby/node/site-metadata";

/** The site metadata the build used (Node code reads it from its module). */
export const site = siteMetadata;

export const pageTitle = (pageName: string): string => `${pageName}${site.titleSeparator}${site.agencyName}`;

/** Site-relative paths of every page in the built sitemap. */
export const sitemapPaths = async (request: APIRequestContext): Promise<string[]> => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemapUrls = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  const paths: string[] = [];
  for (const sitemapUrl of sitemapUrls) {
    const body = await (await request.get(new URL(sitemapUrl).pathname)).text();
    paths.push(...[...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname));
  }
  return paths;
};

/** Collects console errors and uncaught exceptions of a page. */
export const collectPageErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

/** Paths under `prefix` (e.g. "/blog-data/") that the page requests from now on, as they come. */
export const requestedPaths = (page: Page, prefix: string): string[] => {
  const paths: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(prefix)) paths.push(pathname);
  });
  return paths;
};

/**
 * Waits until React has hydrated `locator`'s element (it then carries React's props), so a
 * key press or click reaches its handler instead of the server-rendered markup.
 */
export const waitForHydration = async (locator: Locator): Promise<void> => {
  await expect.poll(() => locator.evaluate(reactHydrated)).toBe(true);
};

/** Resolves after the browser has drawn two more frames: the layout has followed the last change. */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** What `watchNetwork` gives: a wait for the page's network to settle. */
export interface NetworkWatch {
  settled: (quietMs?: number) => Promise<void>;
}

/**
 * Follows `page`'s requests from now on, across its navigations. `settled()` resolves once none
 * is in flight and none has started or ended for `quietMs`. Playwright's "networkidle" cannot
 * say so after a page's first quiet moment: it fires once per document, and a wait for it later
 * returns at once, whatever the page has asked for since (a resize's larger images, a hover's
 * prefetch).
 */
export const watchNetwork = (page: Page): NetworkWatch => {
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    settled: async (quietMs = 500) => {
      await expect
        .poll(
          () => ({
            inFlight: [...inFlight].map((request) => request.url()),
            quiet: inFlight.size === 0 && Date.now() - lastActivity >= quietMs,
          }),
          { message: `no request in flight for ${quietMs} ms`, intervals: [50], timeout: 10_000 },
        )
        .toEqual({ inFlight: [], quiet: true });
    },
  };
};
