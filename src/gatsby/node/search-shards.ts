/**
 * How the blog's search index is split: Pagefind builds an index whole, and at 10,000 posts
 * that took 30–40 s of every build, an edit of one post included. So the posts are indexed in
 * shards of 1,000 by id (posts 1–999, 1000–1999, ...), each a Pagefind index of its own under
 * `/pagefind/<shard>/`; a build re-indexes only the shards whose post pages it wrote or whose
 * posts came or went, and the browser merges the shards (Pagefind's `mergeIndex`, which reuses
 * the first shard's WebAssembly). Pure logic; search-index.ts does the files and Pagefind.
 */

/**
 * Posts per shard as a power of ten (3: 1,000), so that a shard's pages are one glob. The
 * end-to-end build sets SEARCH_INDEX_SHARD_DIGITS=1 (shards of 10) so that Chromium searches
 * the sample posts across several shards.
 */
export const defaultShardDigits = 3;

/** The setting of SEARCH_INDEX_SHARD_DIGITS: a whole number from 1 to 6, or the default. */
export const shardDigitsSetting = (value: string | undefined): number => {
  if (value === undefined || value === "") return defaultShardDigits;
  const digits = Number(value);
  if (!Number.isInteger(digits) || digits < 1 || digits > 6) {
    throw new Error(
      `SEARCH_INDEX_SHARD_DIGITS must be a whole number from 1 to 6 (shards of 10 to 1,000,000 posts), not "${value}"`,
    );
  }
  return digits;
};

/** The list of shards the browser reads first (`{ "shards": ["posts-0", ...] }`), in /pagefind/. */
export const shardListFile = "shards.json";

export interface ShardList {
  shards: string[];
  /**
   * Pagefind's ids of the pages the revisions shard holds anew (older entries of revised posts in
   * their own shards): the browser leaves them out of its results.
   */
  replaced: string[];
}

export const shardName = (shard: number): string => `posts-${shard}`;

/** The shard of a post, from its Directus id (a positive whole number). */
export const shardOfPost = (directusId: string, digits = defaultShardDigits): number => {
  const id = Number(directusId);
  if (!Number.isInteger(id) || id < 1) throw new Error(`A post's id must be a positive whole number, not "${directusId}"`);
  return Math.floor(id / 10 ** digits);
};

/**
 * Pagefind's glob (relative to public/) for the post pages of a shard: `blog/<id>/index.html`
 * for the ids `shard × 1000` to `shard × 1000 + 999` (with 3 digits), and no other page.
 */
export const shardGlob = (shard: number, digits = defaultShardDigits): string => {
  const digit = "[0-9]";
  if (shard > 0) return `blog/${shard}${digit.repeat(digits)}/index.html`;
  const shorter = Array.from({ length: digits }, (_, length) => `[1-9]${digit.repeat(length)}`);
  return shorter.length === 1 ? `blog/${shorter[0]}/index.html` : `blog/{${shorter.join(",")}}/index.html`;
};

/** Post ids by shard number, each list in the order given. */
export const postsByShard = (directusIds: readonly string[], digits = defaultShardDigits): Map<number, string[]> => {
  const shards = new Map<number, string[]>();
  for (const id of directusIds) {
    const shard = shardOfPost(id, digits);
    shards.set(shard, [...(shards.get(shard) ?? []), id]);
  }
  return shards;
};

/** A built post page as the fingerprint sees it: the digest of what Pagefind reads of it (indexedPart). */
export interface BuiltPostPage {
  directusId: string;
  /** The digest of the page's indexed part; "missing" when the page was not built. */
  digest: string;
}

/**
 * What an index was made from: its posts and what Pagefind reads of their pages. Equal
 * fingerprints mean the index still holds exactly what the pages say, however often Gatsby
 * rendered them again (a menu renamed renders every page, and changes no post's article).
 */
export const shardFingerprint = (pages: readonly BuiltPostPage[]): string =>
  pages
    .map((page) => `${page.directusId}:${page.digest}`)
    .sort()
    .join(",");

const pagefindAttribute = /data-pagefind-[a-z-]+(?:="[^"]*")?/g;

/**
 * What Pagefind reads of a built post page: the element marked `data-pagefind-body` (the post's
 * article, PostArticle.tsx), plus every `data-pagefind-*` attribute of the page, should one ever
 * sit outside it. The whole page when no element is marked (Pagefind then reads all of it).
 * Only the element's own closing tag ends it: post articles hold no article of their own.
 */
export const indexedPart = (html: string): string => {
  const marker = html.indexOf("data-pagefind-body");
  if (marker === -1) return html;
  const start = html.lastIndexOf("<", marker);
  const tagName = /^<([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(start))?.[1];
  const closing = tagName ? html.indexOf(`</${tagName}>`, marker) : -1;
  if (start === -1 || closing === -1) return html;
  const element = html.slice(start, closing + tagName!.length + 3);
  const outside = (html.slice(0, start) + html.slice(closing)).match(pagefindAttribute) ?? [];
  return [element, ...outside].join("\n");
};

/**
 * A shard's index as it was written: the digest of each post page's indexed part, and the id
 * Pagefind gave each page (its fragment's name, the `id` of a result in the browser).
 */
export interface IndexedShard {
  digests: Record<string, string>;
  pageIds: Record<string, string>;
}

/**
 * The shard of revised posts: a small index of the posts whose article changed since their own
 * shard was indexed, so that an edit re-indexes a handful of pages instead of a shard of 1,000.
 * The browser leaves out the older entries of those posts (the `replaced` page ids of the list
 * of shards); a shard indexed again takes its posts' current articles back, and they leave it.
 */
export const revisedShardName = "posts-revised";

/**
 * Revised posts the revisions shard holds at most (it is indexed whole when any of them
 * changes): beyond, the shards with the most revised posts are indexed again until within.
 */
export const revisedPostLimit = 100;

/** A post whose article changed since its shard was indexed. */
export interface RevisedPost {
  directusId: string;
  shard: string;
}

export interface ShardPlan {
  /** Shards to index (again), by name. */
  index: string[];
  /** Shards whose index is kept as it is. */
  keep: string[];
  /** Posts of kept shards whose article changed since: they go in the revisions shard. */
  revised: RevisedPost[];
}

/**
 * Which shards need Pagefind. A shard is indexed again when it was never recorded, when a post
 * came or went or its page is missing, or when its index on disk does not hold its number of
 * posts (a cleaned or partly written public/). Otherwise it is kept, and its posts whose article
 * changed are revised posts; when there are more than `limit`, the shards with the most are
 * indexed again (their revisions leave with it) until at most `limit` are left.
 */
export const planShards = (
  current: ReadonlyMap<string, readonly BuiltPostPage[]>,
  recorded: Readonly<Record<string, IndexedShard | undefined>>,
  pagesOnDisk: ReadonlyMap<string, number>,
  limit = revisedPostLimit,
): ShardPlan => {
  const index = new Set<string>();
  const revisedByShard = new Map<string, RevisedPost[]>();
  for (const [name, pages] of current) {
    const record = recorded[name];
    const samePosts =
      record !== undefined &&
      pages.length === Object.keys(record.digests).length &&
      pages.every((page) => page.digest !== "missing" && Object.hasOwn(record.digests, page.directusId));
    if (!samePosts || pagesOnDisk.get(name) !== pages.length) {
      index.add(name);
      continue;
    }
    const revised = pages.filter((page) => record.digests[page.directusId] !== page.digest);
    revisedByShard.set(
      name,
      revised.map((page) => ({ directusId: page.directusId, shard: name })),
    );
  }
  let total = [...revisedByShard.values()].reduce((sum, posts) => sum + posts.length, 0);
  for (const [name, posts] of [...revisedByShard].sort(([, a], [, b]) => b.length - a.length)) {
    if (total <= limit) break;
    revisedByShard.delete(name);
    index.add(name);
    total -= posts.length;
  }
  const names = [...current.keys()];
  return {
    index: names.filter((name) => index.has(name)),
    keep: names.filter((name) => !index.has(name)),
    revised: [...revisedByShard.values()].flat(),
  };
};

/**
 * Pagefind's glob for the pages of these posts (the revisions shard): `blog/{12,345}/index.html`.
 */
export const postsGlob = (directusIds: readonly string[]): string =>
  directusIds.length === 1 ? `blog/${directusIds[0]}/index.html` : `blog/{${directusIds.join(",")}}/index.html`;
