import { mkdir, readFile, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

export interface Redirect {
  fromPath: string;
  toPath: string;
  isPermanent?: boolean;
  statusCode?: number;
  force?: boolean;
  redirectInBrowser?: boolean;
}

/**
 * The build's record of every createRedirect (relative to the site's root): Gatsby's own
 * `.cache/redirects.json` holds only those its browser runtime follows, and the CMS's are not
 * among them (src/gatsby/node/cms-redirects.ts). The validators (e2e/validators/built-pages.mjs)
 * and the Netlify output test read this one.
 */
export const redirectRecordFile = ".cache/site-redirects.json";

/**
 * What every `createRedirect` of the site adds. Gatsby's browser runtime follows it
 * (`redirectInBrowser`), and hosts apply it even over a file at its source (`force`): onPostBuild
 * writes a forwarding page there (below), and a host that serves an existing file before a rule
 * that is not forced (Netlify's "shadowing") would answer that page with 200 instead of the
 * redirect's status. `npm run test:netlify` checks it in a Netlify build's `_redirects`.
 */
export const siteRedirectOptions = { redirectInBrowser: true, force: true } as const;

/**
 * What a redirect whose source or target follows the CMS's content adds instead (the editors'
 * redirects, the earlier site's post link to the newest post): the same, but not followed by
 * Gatsby's browser runtime. The runtime's list (`.cache/redirects.json`) is part of the app
 * bundle, and a changed bundle makes Gatsby render every page again: with the newest post as a
 * browser redirect's target, publishing a post rendered 2,159 of 2,190 pages at 1,000 posts. A
 * visitor following such an address inside the site loads it from the host, which redirects (or
 * serves the forwarding page).
 */
export const contentRedirectOptions = { ...siteRedirectOptions, redirectInBrowser: false } as const;

/** The title only a forwarding page has: what tells a stub from a page of the site. */
const stubTitle = "<title>This page has moved</title>";

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A tiny HTML page that forwards at once (no JavaScript needed) and names its new home
 * for search engines. Hosts that understand createRedirect answer before reaching it.
 */
export const redirectStubHtml = (toPath: string, canonicalUrl: string): string => {
  const to = escapeAttribute(toPath);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${stubTitle}
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${to}">
<link rel="canonical" href="${escapeAttribute(canonicalUrl)}">
</head>
<body>
<p>This page has moved to <a href="${to}">${to}</a>.</p>
</body>
</html>
`;
};

/** Writes every redirect of the build into `file` (redirectRecordFile), as Gatsby holds them. */
export const writeRedirectRecord = async (file: string, redirects: readonly Redirect[]): Promise<void> => {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(redirects, null, 2)}\n`);
};

/** The redirects the last build recorded (writeRedirectRecord); none before the first build. */
export const readRedirectRecord = async (file: string): Promise<Redirect[]> => {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Redirect[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
};

const stubFile = (publicDir: string, fromPath: string): string => {
  const directory = path.join(publicDir, fromPath);
  if (!directory.startsWith(publicDir)) throw new Error(`Redirect source escapes the public directory: ${fromPath}`);
  return path.join(directory, "index.html");
};

/**
 * Removes the forwarding pages of redirects an earlier build had and this one has not (an editor
 * deleted the redirect, or the address is a page again): an incremental build keeps `public/`,
 * where a stub left behind would go on forwarding visitors, and nginx would serve it. Only a
 * stub is removed (a page of the site at that address stays), and its folder when that leaves
 * it empty. Resolves with the addresses whose stub went.
 */
export const removeStaleRedirectStubs = async (
  publicDir: string,
  previous: readonly Redirect[],
  current: readonly Redirect[],
): Promise<string[]> => {
  const kept = new Set(current.map((redirect) => redirect.fromPath));
  const removed: string[] = [];
  for (const fromPath of new Set(previous.map((redirect) => redirect.fromPath))) {
    if (kept.has(fromPath)) continue;
    const file = stubFile(publicDir, fromPath);
    const html = await readFile(file, "utf8").catch(() => "");
    if (!html.includes(stubTitle)) continue;
    await rm(file);
    await rmdir(path.dirname(file)).catch(() => undefined); // not empty: something else lives there
    removed.push(fromPath);
  }
  return removed;
};

/** Writes a stub for every redirect whose source is not a page of its own. */
export const writeRedirectStubs = async (
  publicDir: string,
  redirects: readonly Redirect[],
  canonicalUrlOf: (toPath: string) => string,
): Promise<void> => {
  for (const { fromPath, toPath } of redirects) {
    const file = stubFile(publicDir, fromPath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectStubHtml(toPath, canonicalUrlOf(toPath)));
  }
};
