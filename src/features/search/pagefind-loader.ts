import { withPrefix } from "gatsby";
import type { PagefindApi, PostSearchOutcome } from "./post-search";
import { shardFilter } from "./shard-filter";

/** Where the build writes Pagefind's bundle (`src/gatsby/node/search-index.ts`). */
export const pagefindBundlePath = "/pagefind/";

/** Pagefind over every shard, and the ids of the entries revised posts replaced (shards.json). */
interface LoadedIndex {
  pagefind: PagefindApi;
  replaced: string[];
}

let loading: Promise<LoadedIndex> | null = null;

const isListOfText = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/**
 * The shards of the index and the entries revised posts replaced (src/gatsby/node/search-shards.ts),
 * from the list the build writes.
 */
const fetchShardList = async (): Promise<{ shards: string[]; replaced: string[] }> => {
  const answer = await fetch(withPrefix(`${pagefindBundlePath}shards.json`));
  if (!answer.ok) throw new Error(`The search index's list of shards answered ${answer.status}`);
  const { shards, replaced = [] } = (await answer.json()) as { shards?: unknown; replaced?: unknown };
  if (!isListOfText(shards) || shards.length === 0 || !isListOfText(replaced)) {
    throw new Error("The search index's list of shards is empty or malformed");
  }
  return { shards, replaced };
};

const importPagefind = async (): Promise<LoadedIndex> => {
  const {
    shards: [first, ...others],
    replaced,
  } = await fetchShardList();
  const shardPath = (shard: string) => withPrefix(`${pagefindBundlePath}${shard}/`);
  // Fetched at run time from the built site, not bundled: webpack must leave this import alone.
  const pagefind = (await import(/* webpackIgnore: true */ `${shardPath(first as string)}pagefind.js`)) as PagefindApi;
  // Result URLs as site paths ("/blog/12/"), which Gatsby's Link prefixes itself. Each shard's
  // pages carry its name as a filter, so the search can tell where a result came from.
  await pagefind.options({ baseUrl: "/", mergeFilter: { [shardFilter]: first as string } });
  // The other shards share the first one's script and WebAssembly; each adds its own index.
  for (const shard of others) await pagefind.mergeIndex(shardPath(shard), { mergeFilter: { [shardFilter]: shard } });
  await pagefind.init();
  return { pagefind, replaced };
};

/**
 * Pagefind's script, WebAssembly and index metadata, fetched on the first call only (when the
 * visitor focuses or types into the search box). A failure is not remembered, so the next call
 * tries again.
 */
const loadPagefind = (): Promise<LoadedIndex> => {
  loading ??= importPagefind().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};

/** Searches the posts for a query; null when a newer query made the answer moot. */
export type PostSearch = (query: string) => Promise<PostSearchOutcome | null>;

/**
 * Pagefind and the site's result handling (post-search.ts and replaced-results.ts, one chunk of
 * their own), all fetched when the visitor first uses the search box: a page that is only read
 * carries none of it.
 */
export const loadPostSearch = async (): Promise<PostSearch> => {
  const [{ pagefind, replaced }, { searchPosts }, { hidingReplaced }] = await Promise.all([
    loadPagefind(),
    import(/* webpackChunkName: "post-search" */ "./post-search"),
    import(/* webpackChunkName: "post-search" */ "./replaced-results"),
  ]);
  const api = hidingReplaced(pagefind, replaced);
  return (query) => searchPosts(api, query);
};
