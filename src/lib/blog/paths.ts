/** Blog routes, shared by gatsby-node (which creates the pages) and the links to them. */
export const blogPath = "/blog/";

/** A post's address, /blog/{id}/, from its Directus id. */
export const postPath = (directusId: string): string => `${blogPath}${encodeURIComponent(directusId)}/`;

const postPathPattern = new RegExp(`^${blogPath}([^/?#]+)/$`);

/** The Directus id in a post's address (postPath's inverse), or null for any other path. */
export const postIdFromPath = (pathname: string): string | null => {
  const encoded = postPathPattern.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
};

/** URL-safe form of a category name or tag: 'UI/UX Design' → 'ui-ux-design'. */
export const slugify = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * What a category slug must be, as it goes into the category page's address unchanged: words
 * of lower-case letters and digits joined by single hyphens. The CMS refuses any other slug
 * (the categories.slug validation in cms/schema/snapshot.yaml), and a build stops on one.
 */
export const plainSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const categoryPath = (slug: string): string => `${blogPath}category/${slug}/`;

export const tagPath = (tag: string): string => `${blogPath}tag/${slugify(tag)}/`;

/** Page `page` (1-based) of the plain archive of every post: /blog/archive/, /blog/archive/2/. */
export const archivePath = (page: number): string => `${blogPath}archive/${page > 1 ? `${page}/` : ""}`;

/** Links of the earlier site's sample posts; they lead to the newest post now. */
export const legacyPostPaths = ["/blog/blog-details/"] as const;
