import { blogPath, postPath } from "../blog/paths";

/**
 * The sidebar search's logic, apart from React and the network: what it asks Pagefind, which
 * results it keeps and what its status line says. `pagefind-loader.ts` fetches Pagefind itself.
 */

/** The most results the sidebar lists; the status still counts every match. */
export const maxShownResults = 10;

/** The part of Pagefind's browser API (`/pagefind/pagefind.js`) the sidebar uses. */
export interface PagefindResultData {
  url: string;
  meta: Partial<Record<string, string>>;
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindResult[];
}

export interface PagefindApi {
  options: (options: { baseUrl?: string }) => Promise<void>;
  init: () => Promise<void>;
  /** Resolves to null when a later call replaced this one before it ran. */
  debouncedSearch: (term: string, options?: Record<string, unknown>, debounceMs?: number) => Promise<PagefindSearchResponse | null>;
}

export interface PostHit {
  /** Site path of the post in the main layout (`SiteLink` moves it under /light/ there). */
  path: string;
  title: string;
}

export interface PostSearchOutcome {
  query: string;
  /** Every post that matched, also those beyond `maxShownResults`. */
  total: number;
  hits: PostHit[];
}

const postUrlPattern = new RegExp(`^${blogPath}([^/?#]+)/$`);

/**
 * The post a result URL points at, as the site's own path, or null for anything that is not a
 * post page (the index holds post pages only, so that would be a stale or foreign index).
 */
export const postPathFromResultUrl = (url: string): string | null => {
  let pathname: string;
  try {
    pathname = new URL(url, "http://site.invalid").pathname;
  } catch {
    return null;
  }
  const match = postUrlPattern.exec(pathname);
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return postPath(id);
};

/** A result's link: the post's path and its title (the `data-pagefind-meta="title"` heading). */
export const toPostHit = (data: PagefindResultData): PostHit | null => {
  const path = postPathFromResultUrl(data.url);
  const title = data.meta.title?.trim();
  return path && title ? { path, title } : null;
};

/** What the status line (role="status") says once a search has answered. */
export const describeResults = (query: string, count: number): string => {
  if (!query.trim()) return "";
  if (count === 0) return `No posts match “${query.trim()}”.`;
  return `${count} ${count === 1 ? "post" : "posts"} found`;
};

/** When Pagefind's script or index cannot be fetched, e.g. under `gatsby develop`. */
export const unavailableMessage =
  "Search is unavailable: the search index could not be loaded. Search works on the built site, where the build makes the index.";

export const failedMessage = "The search failed. Please try again.";

/** Milliseconds Pagefind waits after a keystroke before it searches (typing on cancels it). */
export const searchDebounceMs = 120;

/**
 * Searches the index for `query` and loads the first `maxShownResults` results' titles and
 * URLs. Null when a newer search replaced this one (typing on) or the query is blank.
 */
export const searchPosts = async (pagefind: PagefindApi, query: string): Promise<PostSearchOutcome | null> => {
  const term = query.trim();
  if (!term) return null;
  const response = await pagefind.debouncedSearch(term, {}, searchDebounceMs);
  if (!response) return null;
  const data = await Promise.all(response.results.slice(0, maxShownResults).map((result) => result.data()));
  const hits = data.map(toPostHit).filter((hit): hit is PostHit => hit !== null);
  return { query: term, total: response.results.length, hits };
};
