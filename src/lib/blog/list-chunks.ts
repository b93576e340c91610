/**
 * The posts of a blog list (every post, a category's, a tag's) beyond what its page shows
 * come from small static JSON files written by the build (src/gatsby/node/blog-list-chunks.ts):
 * `/blog-data/<list>/<n>.json` holds posts `n × size` to `(n + 1) × size - 1`, newest first.
 * 'Load More Blog' fetches only the chunks it needs, when the visitor asks.
 *
 * The same folder holds `/blog-data/recent.json`, the sidebar's newest posts
 * (src/components/blog/useRecentPosts.ts).
 */

/** Names a list: `all`, `category/<slug>` or `tag/<slug>`. */
export type ListKey = string;

export const allPostsList: ListKey = "all";
export const categoryList = (slug: string): ListKey => `category/${slug}`;
export const tagList = (slug: string): ListKey => `tag/${slug}`;

export const chunkDirectory = "blog-data";

export const chunkPath = (list: ListKey, index: number): string => `/${chunkDirectory}/${list}/${index}.json`;

/** The sidebar's newest posts, with their thumbnails. */
export const recentPostsPath = `/${chunkDirectory}/recent.json`;

/** What a chunk file holds. */
export interface ListChunk<Post> {
  posts: Post[];
}

/** Indexes of the chunks that hold the posts at positions `from` to `to - 1`. */
export const chunksCovering = (from: number, to: number, size: number): number[] => {
  if (to <= from) return [];
  const first = Math.floor(from / size);
  const last = Math.floor((to - 1) / size);
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
};

/** `items` cut into chunks of `size`, in order. */
export const splitIntoChunks = <Item>(items: readonly Item[], size: number): Item[][] => {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
};

/** A blog data file (a chunk, the newest posts) as the browser fetches it; throws on an error answer. */
export const fetchBlogData = async <Data>(url: string): Promise<Data> => {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Data;
};
