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

/** Searches the posts for a query; null when a newer query made the answer moot. */
export type PostSearch = (query: string) => Promise<PostSearchOutcome | null>;

/**
 * Pagefind over the shards, with the site's result handling (post-search.ts and
 * replaced-results.ts, one chunk of their own) and without the replaced entries.
 */
const composePostSearch = async (): Promise<PostSearch> => {
  const [{ pagefind, replaced }, { searchPosts }, { hidingReplaced }] = await Promise.all([
    importPagefind(),
    import(/* webpackChunkName: "post-search" */ "./post-search"),
    import(/* webpackChunkName: "post-search" */ "./replaced-results"),
  ]);
  const api = hidingReplaced(pagefind, replaced);
  return (query) => searchPosts(api, query);
};

let loading: Promise<PostSearch> | null = null;

/**
 * The post search, put together on the first call only (when the visitor focuses or types into
 * the search box; every keystroke after that reuses it): Pagefind's script, WebAssembly and index
 * metadata and the search code are fetched then, so a page that is only read carries none of it.
 * A failure is not remembered, so the next call tries again.
 */
export const loadPostSearch = (): Promise<PostSearch> => {
  loading ??= composePostSearch().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
};
