import { mkdir, writeFile } from "node:fs/promises";
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
<title>This page has moved</title>
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

/** Writes a stub for every redirect whose source is not a page of its own. */
export const writeRedirectStubs = async (
  publicDir: string,
  redirects: readonly Redirect[],
  canonicalUrlOf: (toPath: string) => string,
): Promise<void> => {
  for (const { fromPath, toPath } of redirects) {
    const directory = path.join(publicDir, fromPath);
    if (!directory.startsWith(publicDir)) throw new Error(`Redirect source escapes the public directory: ${fromPath}`);
    await mkdir(directory, { recursive: true });
    await writeFile(path.join(directory, "index.html"), redirectStubHtml(toPath, canonicalUrlOf(toPath)));
  }
};
