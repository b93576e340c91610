/**
 * The posts of a blog list (every post, a category's, a tag's) beyond what its page shows
 * come from small static JSON files written by the build (src/gatsby/node/blog-list-chunks.ts):
 * `/blog-data/<list>/<n>.json` holds posts `n × size` to `(n + 1) × size - 1`, newest first.
 * 'Load More Blog' fetches only the chunks it needs, when the visitor asks.
 *
 * The same folder holds `/blog-data/sidebar.json`, the sidebar's newest posts and category counts
 * (src/components/blog/useSidebarData.ts).
 */

/** Names a list: `all`, `category/<slug>` or `tag/<slug>`. */
export type ListKey = string;

export const allPostsList: ListKey = "all";
export const categoryList = (slug: string): ListKey => `category/${slug}`;
export const tagList = (slug: string): ListKey => `tag/${slug}`;

export const chunkDirectory = "blog-data";

export const chunkPath = (list: ListKey, index: number): string => `/${chunkDirectory}/${list}/${index}.json`;

/** What the sidebar fetches: the newest posts, with their thumbnails, and the categories' counts. */
export const sidebarDataPath = `/${chunkDirectory}/sidebar.json`;

/** What a chunk file holds. */
export interface ListChunk<Post> {
  posts: Post[];
}

/** What the sidebar's file holds: the newest posts, newest first, and the posts per category slug. */
export interface SidebarData<Post> {
  recentPosts: Post[];
  categoryCounts: Record<string, number>;
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

/** A blog data file (a chunk, the sidebar's data) as the browser fetches it; throws on an error answer. */
export const fetchBlogData = async <Data>(url: string): Promise<Data> => {
  const response = await fetch(url, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Data;
};
