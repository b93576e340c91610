import { plainSlugPattern, slugify } from "../../lib/blog/paths";

export interface SlugSources {
  categories: readonly { directusId: string; name: string; slug: string }[];
  posts: readonly { directusId: string; title: string; tags: readonly string[] }[];
}

/**
 * Category slugs and tags that cannot be a page address under /blog/: a category slug that is
 * not a plain slug (it is used as it is, so "../x" would leave the category folder), and a tag
 * with nothing to make a slug of ("../", "%%%"). One message per problem, naming the item so
 * an editor can find and fix it in the CMS.
 */
export const blogSlugProblems = ({ categories, posts }: SlugSources): string[] => [
  ...categories
    .filter((category) => !plainSlugPattern.test(category.slug))
    .map(
      (category) =>
        `Category ${category.directusId} ("${category.name}") has the slug ${JSON.stringify(category.slug)}, which is not a plain slug (lower-case letters and digits in words joined by single hyphens, e.g. ui-ux-design).`,
    ),
  ...posts.flatMap((post) =>
    post.tags
      .filter((tag) => slugify(tag) === "")
      .map(
        (tag) =>
          `Post ${post.directusId} ("${post.title}") has the tag ${JSON.stringify(tag)}, which has no letter or digit to make its page address from.`,
      ),
  ),
];
