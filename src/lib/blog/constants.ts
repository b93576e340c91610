/**
 * Blog paging and sidebar sizes: /blog/ and the category and tag pages show 4 posts, then
 * 3 more per click; /blog-list/ shows 5, then 3 more. The sidebar lists up to 7 tags and
 * the 4 newest posts.
 */
export const blogIndexPaging = { initial: 4, step: 3 } as const;
export const blogListPaging = { initial: 5, step: 3 } as const;
export const popularTagsLimit = 7;
export const recentPostsLimit = 4;

/**
 * Posts per static JSON chunk of a list (src/lib/blog/list-chunks.ts). A multiple of the
 * 'load more' step: one chunk serves four clicks, and a click needs at most two chunks.
 */
export const listChunkSize = 12;

/** Posts per page of the plain archive that lists every post without JavaScript. */
export const archivePageSize = 100;
