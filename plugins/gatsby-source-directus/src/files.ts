export interface FileReferences {
  heroImage: string | null;
  /** The file chosen as the share image (the SEO fields), if any. */
  shareImage?: string | null;
  /** Ids of the CMS files the body shows (`bodyImageIds` in asset-url.ts). */
  bodyImages: readonly string[];
}

/**
 * Ids of the Directus files the posts show: their hero images, their share images and the images
 * their bodies embed from this CMS, once each. The site publishes its own copies of exactly these.
 */
export const fileIdsUsedBy = (posts: readonly FileReferences[]): string[] => {
  const ids = new Set<string>();
  for (const post of posts) {
    if (post.heroImage) ids.add(post.heroImage);
    if (post.shareImage) ids.add(post.shareImage);
    for (const id of post.bodyImages) ids.add(id);
  }
  return [...ids];
};
