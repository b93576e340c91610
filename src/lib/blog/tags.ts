import { compareText } from "../compare-text";
import { slugify } from "./paths";

export interface TagUsage {
  /** The tag as editors wrote it most often. */
  name: string;
  slug: string;
  count: number;
  /** Every spelling of the tag in use, for finding its posts. */
  variants: string[];
}

/**
 * Every tag with the number of posts carrying it, most used first (ties alphabetical).
 * Tags that differ only in case or punctuation ('React', 'react') are one tag.
 */
export const countTags = (postTags: readonly (readonly string[])[]): TagUsage[] => {
  const bySlug = new Map<string, { count: number; spellings: Map<string, number> }>();
  for (const tags of postTags) {
    for (const slug of new Set(tags.map(slugify))) {
      if (!slug) continue;
      const entry = bySlug.get(slug) ?? { count: 0, spellings: new Map<string, number>() };
      entry.count += 1;
      bySlug.set(slug, entry);
    }
    for (const tag of tags) {
      const entry = bySlug.get(slugify(tag));
      entry?.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
    }
  }
  return [...bySlug.entries()]
    .map(([slug, { count, spellings }]) => ({
      slug,
      count,
      variants: [...spellings.keys()].sort(),
      name: [...spellings.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0]![0],
    }))
    .sort((a, b) => b.count - a.count || compareText(a.name, b.name));
};

export const popularTags = (postTags: readonly (readonly string[])[], limit: number): TagUsage[] =>
  countTags(postTags).slice(0, limit);
