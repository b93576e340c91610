/** "1 post", "2 posts": a number of posts in words (what a screen reader says for a category's "(2)"). */
export const postCountText = (count: number): string => `${count} ${count === 1 ? "post" : "posts"}`;
