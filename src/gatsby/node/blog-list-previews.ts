import { blogIndexPaging } from "../../lib/blog/constants";
import type { CardPost } from "./blog-pages-query";

/**
 * What a category or tag page shows of its list before 'Load More': its first cards and how
 * many posts the list has. createPages gives it to the page in its context, from the card
 * data it has already read for the list chunks, instead of the page querying every post: a
 * query that lists posts depends on every post, so Gatsby ran all of them again (317 at
 * 10,000 posts, 5.6-7.4 s) after any edit. Only pages whose preview changed are built again.
 */
export interface ListPreview {
  posts: CardPost[];
  total: number;
}

export const listPreview = (list: readonly CardPost[] = []): ListPreview => ({
  posts: list.slice(0, blogIndexPaging.initial),
  total: list.length,
});
