const uuidPattern = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export interface FileReferences {
  heroImage: string | null;
  body: string;
}

/**
 * Ids of the Directus files a post shows: its hero image and the images its body embeds
 * from this CMS (`<apiUrl>/assets/<id>`). The site publishes its own copies of exactly these.
 */
export const fileIdsUsedBy = (posts: readonly FileReferences[], apiUrl: string): string[] => {
  const embedded = new RegExp(`${escapeRegExp(apiUrl)}/assets/(${uuidPattern})`, "gi");
  const ids = new Set<string>();
  for (const post of posts) {
    if (post.heroImage) ids.add(post.heroImage);
    for (const match of post.body.matchAll(embedded)) ids.add(match[1]!.toLowerCase());
  }
  return [...ids];
};
