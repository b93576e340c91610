import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
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
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
};

/** Resolves after the browser has drawn two more frames: the layout has followed the last change. */
export const nextFrames = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
