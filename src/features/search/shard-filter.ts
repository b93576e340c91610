/**
 * The filter each shard of the search index gives its pages (Pagefind's `mergeFilter`, set by
 * pagefind-loader.ts): `{ shard: "posts-1" }`, so a search can tell which shard a result came
 * from (post-search.ts). Its own module: the loader is in every blog page's bundle, the search
 * logic in a chunk of its own.
 */
export const shardFilter = "shard";
