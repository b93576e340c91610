import { gunzipSync } from "node:zlib";
import { postIdFromPath } from "../../lib/blog/paths";

/**
 * Which page of an index is which post. Pagefind names each page after its fragment file
 * (`fragment/en_3518c9b.pf_fragment`), and that name is the `id` of a search result in the
 * browser; the fragment holds the page's URL. The search leaves out the results of revised
 * posts' older entries by these ids (search-shards.ts's revisions shard).
 *
 * This reads a format of Pagefind's own, not its API: a fragment is gzip-compressed, and its
 * text is the signature `pagefind_dcd` and the page's data as JSON (Pagefind 1.x, checked with
 * 1.5.2). When an upgrade changes it, the build stops here with the fragment's name, and
 * `search-index.test.ts`'s test with the real Pagefind fails.
 */

const fragmentPath = /^fragment\/([^/]+)\.pf_fragment$/;
const fragmentSignature = "pagefind_dcd";

export interface IndexFile {
  path: string;
  content: Uint8Array;
}

/** The page id of each post in an index's files (Pagefind's getFiles), by the post's Directus id. */
export const pageIdsByPost = (files: readonly IndexFile[]): Record<string, string> => {
  const pageIds: Record<string, string> = {};
  for (const file of files) {
    const pageId = fragmentPath.exec(file.path)?.[1];
    if (!pageId) continue;
    let url: unknown;
    try {
      const text = gunzipSync(file.content).toString("utf8");
      if (!text.startsWith(fragmentSignature)) throw new Error(`it does not begin with "${fragmentSignature}"`);
      url = (JSON.parse(text.slice(fragmentSignature.length)) as { url?: unknown }).url;
    } catch (error) {
      throw new Error(
        `Pagefind's fragment ${file.path} could not be read (${(error as Error).message}): has Pagefind's fragment format changed? See src/gatsby/node/pagefind-fragments.ts.`,
      );
    }
    const directusId = typeof url === "string" ? postIdFromPath(url) : null;
    if (directusId !== null) pageIds[directusId] = pageId;
  }
  return pageIds;
};
