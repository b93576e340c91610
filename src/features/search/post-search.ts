import { postIdFromPath, postPath } from "../../lib/blog/paths";
import { shardFilter } from "./shard-filter";

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
  /** The indexed text, and the positions (in words) of the words that matched. */
  content: string;
  locations: number[];
}

export interface PagefindResult {
  id: string;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchResponse {
  results: PagefindResult[];
  /** Results per filter value: per shard of the index under `shardFilter` (pagefind-loader.ts). */
  filters?: Record<string, Record<string, number>>;
}

export interface PagefindApi {
  options: (options: { baseUrl?: string; mergeFilter?: Record<string, string> }) => Promise<void>;
  /** Adds another index (a shard of the posts, src/gatsby/node/search-shards.ts) to the search. */
  mergeIndex: (indexPath: string, options?: { mergeFilter?: Record<string, string> }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options?: Record<string, unknown>) => Promise<PagefindSearchResponse>;
  /** Resolves to null when a later call replaced this one before it ran. */
  debouncedSearch: (
    term: string,
    options?: Record<string, unknown>,
    debounceMs?: number,
  ) => Promise<PagefindSearchResponse | null>;
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
  const id = postIdFromPath(pathname);
  return id === null ? null : postPath(id);
};

/** A result's link: the post's path and its title (the `data-pagefind-meta="title"` heading). */
export const toPostHit = (data: Pick<PagefindResultData, "url" | "meta">): PostHit | null => {
  const path = postPathFromResultUrl(data.url);
  const title = data.meta.title?.trim();
  return path && title ? { path, title } : null;
};

/** Milliseconds Pagefind waits after a keystroke before it searches (typing on cancels it). */
const searchDebounceMs = 120;

/** Lower case, without accents and punctuation: how words are compared. */
const normaliseWord = (word: string): string =>
  word
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/** The words of a query, as compared with the words Pagefind matched. */
export const queryTerms = (query: string): string[] => [...new Set(query.split(/\s+/).map(normaliseWord).filter(Boolean))];

/**
 * How many leading letters a matched word must share with a query word. Pagefind answers a
 * word missing from the index with the longest prefix that is in it ("notifications" finds
 * "not", "zzqx" finds any word in "z"), and this cannot be turned off (Pagefind issue #780).
 * A real match shares the whole of a short word, or most of a long one: "instal" finds
 * "installation", "designs" finds "design", "accessibility" finds "accessible".
 */
export const requiredSharedPrefix = (term: string): number =>
  term.length <= 4 ? term.length : Math.max(4, Math.ceil(term.length * 0.55));

const sharedPrefixLength = (a: string, b: string): number => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length += 1;
  return length;
};

/**
 * Whether `word`, a word Pagefind matched, really matches the query word `term`: it begins with
 * the term, or is the term without a short ending ("apis" finds "API"), or shares most of it.
 */
export const matchesTerm = (term: string, word: string): boolean => {
  const normalised = normaliseWord(word);
  const shared = sharedPrefixLength(term, normalised);
  if (shared === 0) return false;
  if (shared === term.length) return true;
  if (shared === normalised.length && term.length - normalised.length <= 2) return true;
  return shared >= requiredSharedPrefix(term);
};

/** The words of a result that Pagefind matched, from its text and their positions. */
const matchedWords = (data: Pick<PagefindResultData, "content" | "locations">): string[] => {
  const words = data.content.split(/\s+/).filter(Boolean);
  return data.locations.flatMap((location) => (words[location] === undefined ? [] : [words[location]!]));
};

/**
 * Whether Pagefind found `term` itself rather than a shorter prefix of it: its best result for
 * the word alone (in `shard`, when given) must contain a word that matches it. When it does not,
 * nothing there matches it, as Pagefind answers a missing word with every page of a shorter
 * prefix. Each shard of the index falls back on its own: merged, a word one shard has and
 * another lacks brings the second shard's prefix matches along, so each shard is checked.
 */
const termIsFound = async (
  pagefind: PagefindApi,
  term: string,
  shard: string | null,
  response?: PagefindSearchResponse,
): Promise<boolean> => {
  const answer = response ?? (await pagefind.search(term, shard === null ? {} : { filters: { [shardFilter]: shard } }));
  const best = answer.results[0];
  if (!best) return false;
  return matchedWords(await best.data()).some((word) => matchesTerm(term, word));
};

/** The shards holding results of a response, from Pagefind's counts per filter value. */
const shardsWithResults = (response: PagefindSearchResponse): string[] =>
  Object.entries(response.filters?.[shardFilter] ?? {}).flatMap(([shard, count]) => (count > 0 ? [shard] : []));

/**
 * The response for `query` without the shards where one of its words was not found, or null
 * when none is left. An index without shard filters is one shard.
 */
const withoutPrefixFallbacks = async (
  pagefind: PagefindApi,
  query: string,
  terms: readonly string[],
  response: PagefindSearchResponse,
): Promise<PagefindSearchResponse | null> => {
  const shards = shardsWithResults(response);
  const scopes: (string | null)[] = shards.length === 0 ? [null] : shards;
  let kept = scopes;
  for (const word of terms) {
    const found: (string | null)[] = [];
    for (const scope of kept) {
      // One shard and one word: the response already is the word's search there.
      const reuse = terms.length === 1 && scopes.length === 1 ? response : undefined;
      if (await termIsFound(pagefind, word, scope, reuse)) found.push(scope);
    }
    kept = found;
    if (kept.length === 0) return null;
  }
  if (kept.length === scopes.length) return response;
  return pagefind.search(query, { filters: { [shardFilter]: { any: kept } } });
};

/**
 * Searches the index for `query` and loads the first `maxShownResults` results' titles and
 * URLs. Null when a newer search replaced this one (typing on) or the query is blank. Every
 * word of the query must be found (Pagefind requires all of them on a page).
 */
export const searchPosts = async (pagefind: PagefindApi, query: string): Promise<PostSearchOutcome | null> => {
  const term = query.trim();
  const terms = queryTerms(term);
  if (!term || terms.length === 0) return null;
  const response = await pagefind.debouncedSearch(term, {}, searchDebounceMs);
  if (!response) return null;
  const none: PostSearchOutcome = { query: term, total: 0, hits: [] };
  if (response.results.length === 0) return none;
  const matching = await withoutPrefixFallbacks(pagefind, term, terms, response);
  if (!matching || matching.results.length === 0) return none;
  const data = await Promise.all(matching.results.slice(0, maxShownResults).map((result) => result.data()));
  const hits = data.map(toPostHit).filter((hit): hit is PostHit => hit !== null);
  return { query: term, total: matching.results.length, hits };
};
