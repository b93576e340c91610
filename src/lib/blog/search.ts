export interface SearchablePost {
  id: string;
  title: string;
  subTitle: string;
  category: string | null;
  tags: readonly string[];
}

/** Lower case without accents, so 'Café' matches 'cafe'. */
const normalise = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

const searchableText = (post: SearchablePost): string =>
  normalise([post.title, post.subTitle, post.category ?? "", ...post.tags].join(" \u0000 "));

/**
 * Posts whose title, sub-title, category or tags contain every word of the query, in
 * their original (newest first) order. An empty query matches nothing: the search box
 * then shows no results list at all.
 */
export const searchPosts = <Post extends SearchablePost>(posts: readonly Post[], query: string): Post[] => {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return posts.filter((post) => {
    const text = searchableText(post);
    return words.every((word) => text.includes(word));
  });
};
