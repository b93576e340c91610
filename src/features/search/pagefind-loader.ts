import { withPrefix } from "gatsby";
import type { PagefindApi, PostSearchOutcome } from "./post-search";

/** Where the build writes Pagefind's bundle (`src/gatsby/node/search-index.ts`). */
export const pagefindBundlePath = "/pagefind/";

let loading: Promise<PagefindApi> | null = null;

const importPagefind = async (): Promise<PagefindApi> => {
  const url = withPrefix(`${pagefindBundlePath}pagefind.js`);
  // Fetched at run time from the built site, not bundled: webpack must leave this import alone.
  const pagefind = (await import(/* webpackIgnore: true */ url)) as PagefindApi;
  // Result URLs as site paths ("/blog/12/"), which Gatsby's Link prefixes itself.
  await pagefind.options({ baseUrl: "/" });
  await pagefind.init();
  return pagefind;
};

/**
 * Pagefind's script, WebAssembly and index metadata, fetched on the first call only (when the
 * visitor focuses or types into the search box). A failure is not remembered, so the next call
 * tries again.
 */
export const loadPagefind = (): Promise<PagefindApi> => {
  loading ??= importPagefind().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/** Searches the posts for a query; null when a newer query made the answer moot. */
export type PostSearch = (query: string) => Promise<PostSearchOutcome | null>;

/**
 * Pagefind and the site's result handling (post-search.ts, its own chunk), both fetched when
 * the visitor first uses the search box: a page that is only read carries neither.
 */
export const loadPostSearch = async (): Promise<PostSearch> => {
  const [pagefind, { searchPosts }] = await Promise.all([
    loadPagefind(),
    import(/* webpackChunkName: "post-search" */ "./post-search"),
  ]);
  return (query) => searchPosts(pagefind, query);
};
