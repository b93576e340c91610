/*
 * What the search box's status line (role="status") says. Kept apart from the search itself
 * (post-search.ts), which the box loads only once the visitor starts searching.
 */

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
