import { readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import { listChunkSize } from "../../lib/blog/constants";
import {
  allPostsList,
  categoryList,
  chunkDirectory,
  chunkPath,
  sidebarDataPath,
  splitIntoChunks,
  tagList,
  type ListChunk,
  type ListKey,
  type SidebarData,
} from "../../lib/blog/list-chunks";
import { plainSlugPattern, slugify } from "../../lib/blog/paths";
import type { BlogPagesPost, CardPost, RecentPost } from "./blog-pages-query";
import { sha256Hex } from "./text-digest";
import { writeFilesInFolders } from "./write-files";

const cardOf = ({
  id,
  directusId,
  title,
  subTitle,
  dateCreated,
  dateCreatedText,
  category,
  heroImage,
}: BlogPagesPost): CardPost => ({
  id,
  directusId,
  title,
  subTitle,
  dateCreated,
  dateCreatedText,
  category: category && { name: category.name, slug: category.slug },
  heroImage,
});

/**
 * Every list a blog page shows, by key, with its posts in the order of `posts` (newest first):
 * all posts, each category's (plain slugs only) and each tag's (spellings that make the same
 * slug are one tag, as on the tag pages).
 */
export const blogLists = (posts: readonly BlogPagesPost[]): Map<ListKey, CardPost[]> => {
  const lists = new Map<ListKey, CardPost[]>([[allPostsList, []]]);
  const add = (key: ListKey, card: CardPost) => {
    const list = lists.get(key);
    if (list) list.push(card);
    else lists.set(key, [card]);
  };
  for (const post of posts) {
    const card = cardOf(post);
    add(allPostsList, card);
    if (post.category && plainSlugPattern.test(post.category.slug)) add(categoryList(post.category.slug), card);
    for (const slug of new Set(post.tags.map(slugify))) if (slug) add(tagList(slug), card);
  }
  return lists;
};

/** Each chunk file of `lists`: its path under public/ and its JSON. */
export const chunkFiles = (lists: ReadonlyMap<ListKey, readonly CardPost[]>): Map<string, string> => {
  const files = new Map<string, string>();
  for (const [key, posts] of lists) {
    splitIntoChunks(posts, listChunkSize).forEach((chunk, index) => {
      const content: ListChunk<CardPost> = { posts: chunk };
      files.set(chunkPath(key, index).slice(1), JSON.stringify(content));
    });
  }
  return files;
};

const readIfExists = (file: string): Promise<string | null> => readFile(file, "utf8").catch(() => null);

/** What the sidebar fetches (the file at `sidebarDataPath`): the newest posts and each category's count. */
export const sidebarDataFile = (
  recentPosts: readonly RecentPost[],
  categories: readonly { slug: string; count: number }[],
): [string, string] => {
  const content: SidebarData<RecentPost> = {
    recentPosts: [...recentPosts],
    categoryCounts: Object.fromEntries(categories.map((category) => [category.slug, category.count])),
  };
  return [sidebarDataPath.slice(1), JSON.stringify(content)];
};

/** What a build wrote of the blog's data files: each file's path under public/ and its content's digest. */
export type BlogDataRecord = Record<string, string>;

/**
 * Writes the blog's data files (`files`: path under public/ to JSON) into `publicDir`, leaving
 * files whose content is unchanged as they are and removing files of lists or positions that
 * no longer exist. Returns the number of files written and removed, and the record of what the
 * folder now holds. With the `previous` build's record, a file it names is compared by digest
 * (at 10,000 posts there are about 3,800 files, and reading each back took 1.4-2 s of every
 * build); a file it does not name is read and compared, and one missing on disk is written.
 */
export const writeBlogData = async (
  publicDir: string,
  files: ReadonlyMap<string, string>,
  previous: Readonly<BlogDataRecord> = {},
): Promise<{ written: number; removed: number; total: number; record: BlogDataRecord }> => {
  const root = path.join(publicDir, chunkDirectory);
  const onDisk = new Set<string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])) {
    // Only the data files themselves: the self-hosted adapter's precompressed copies beside them
    // (`0.json.gz`) are its own, kept while their file is unchanged and removed with it.
    if (entry.isFile() && entry.name.endsWith(".json"))
      onDisk.add(path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
  }

  const record: BlogDataRecord = {};
  const toWrite: [file: string, content: string][] = [];
  for (const [relative, content] of files) {
    const digest = sha256Hex(content);
    record[relative] = digest;
    const file = path.join(publicDir, relative);
    if (onDisk.has(relative)) {
      const recorded = previous[relative];
      if (recorded === digest) continue;
      if (recorded === undefined && (await readIfExists(file)) === content) continue;
    }
    toWrite.push([file, content]);
  }
  await writeFilesInFolders(toWrite);
  const written = toWrite.length;

  let removed = 0;
  for (const relative of onDisk) {
    if (files.has(relative)) continue;
    await rm(path.join(publicDir, relative));
    removed += 1;
  }
  return { written, removed, total: files.size, record };
};
