import type { PagefindApi, PagefindSearchResponse } from "./post-search";

/**
 * The search index's results without the older entries of revised posts. A post edited since
 * its shard was indexed is indexed again in the small revisions shard, and its older entry stays
 * in its own shard until that shard is indexed again (src/gatsby/node/search-shards.ts); the list
 * of shards names those entries (`replaced`, Pagefind's page ids). A page that Pagefind kept
 * alike in both shards has the same id in each, and is listed once.
 */
export const withoutReplaced = (response: PagefindSearchResponse, replaced: ReadonlySet<string>): PagefindSearchResponse => {
  const seen = new Set<string>();
  const results = response.results.filter((result) => {
    if (replaced.has(result.id) || seen.has(result.id)) return false;
    seen.add(result.id);
    return true;
  });
  return results.length === response.results.length ? response : { ...response, results };
};

/** Pagefind's API whose searches leave out the replaced entries (withoutReplaced). */
export const hidingReplaced = (pagefind: PagefindApi, replacedIds: readonly string[]): PagefindApi => {
  const replaced = new Set(replacedIds);
  return {
    options: (options) => pagefind.options(options),
    mergeIndex: (indexPath, options) => pagefind.mergeIndex(indexPath, options),
    init: () => pagefind.init(),
    search: async (term, options) => withoutReplaced(await pagefind.search(term, options), replaced),
    debouncedSearch: async (term, options, debounceMs) => {
      const response = await pagefind.debouncedSearch(term, options, debounceMs);
      return response && withoutReplaced(response, replaced);
    },
  };
};
