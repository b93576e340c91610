/** Blog paging and sidebar sizes from the product specification (§9); the sidebar's four recent posts are a literal in its static query. */
export const blogIndexPaging = { initial: 4, step: 3 } as const;
export const blogListPaging = { initial: 5, step: 3 } as const;
export const popularTagsLimit = 7;
