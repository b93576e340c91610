import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Reporter } from "gatsby";
import type * as Pagefind from "pagefind";
import { eachLimited } from "./each-limited";
import { pageIdsByPost } from "./pagefind-fragments";
import {
  indexedPart,
  planShards,
  postsByShard,
  postsGlob,
  revisedShardName,
  shardFingerprint,
  shardGlob,
  shardListFile,
  shardDigitsSetting,
  shardName,
  type BuiltPostPage,
  type IndexedShard,
  type ShardList,
} from "./search-shards";
import { sha256Hex } from "./text-digest";
import { writeFilesInFolders } from "./write-files";

/**
 * The blog's search index, made with Pagefind after the build from the built post pages. The
 * sidebar search (src/features/search/SidebarSearch.tsx) fetches it from `/pagefind/` only
 * when a visitor uses the search box.
 *
 * What goes in: the pages `/blog/<id>/` only (the glob below: no light twins under /light/,
 * which repeat the same posts, no lists, category, tag or archive pages), and of each page only
 * the post's article, which carries `data-pagefind-body` (PostArticle.tsx): title, sub-title,
 * category, body and tags, without the header, sidebar and footer. Pagefind leaves out every
 * page without that attribute once one page has it.
 *
 * The index is written in shards of 1,000 posts (search-shards.ts), and a build runs Pagefind
 * only for the shards whose posts came or went; a post whose indexed part (the article) changed
 * goes into the small revisions shard, which is indexed whole, and the list of shards names its
 * older entry for the browser to leave out. A page Gatsby rendered again with the same article
 * changes nothing.
 */
export const postPagesGlob = "blog/[0-9]*/index.html";
export const searchIndexDir = "pagefind";

/**
 * Pagefind's ready-made search interfaces, which it gives beside the index. The site has its
 * own search box on Pagefind's JavaScript API (pagefind.js and its worker), so these are not
 * published.
 */
const unusedInterfaceFiles = new Set([
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
]);

export type PagefindModule = Pick<typeof Pagefind, "createIndex" | "close">;

/**
 * Pagefind's Node API is an ES module only, and Gatsby compiles gatsby-node to CommonJS,
 * turning `import()` into `require()`, which that package refuses. A function made at run time
 * keeps Node's own `import()`.
 */
const importModule = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;
const loadPagefindNodeApi = async (): Promise<PagefindModule> => (await importModule("pagefind")) as PagefindModule;

/** A post as the search index needs it: onPostBuild's SearchIndexPosts query. */
export type PostStatus = Queries.SearchIndexPostsQuery["allDirectusPost"]["nodes"][number];

/** Where a build keeps what each index was made from (Gatsby's cache, kept with .cache/). */
export interface ShardRecordStore {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
}
export const shardRecordKey = "search-index-shards";

/** What the indexes on disk were made from: each shard's, and the revisions shard's. */
interface SearchIndexRecord {
  shards: Record<string, IndexedShard>;
  revised?: { fingerprint: string; pageIds: Record<string, string> };
}

/** The record of an earlier build, or an empty one (none, or one of an older form). */
const readRecord = (value: unknown): SearchIndexRecord => {
  const record = value as Partial<SearchIndexRecord> | undefined;
  const shards = record?.shards;
  return typeof shards === "object" && shards !== null && !Array.isArray(shards)
    ? { shards, revised: record?.revised }
    : { shards: {} };
};

/**
 * Where a build keeps, per post page, the size and time of its file and the digest of its
 * indexed part, so that only the pages Gatsby wrote again are read.
 */
export const pageRecordKey = "search-index-pages";
type PageRecord = Record<string, [mtimeMs: number, size: number, digest: string]>;

/** Post pages read at a time. */
const pageReadLimit = 32;

export interface SearchIndexOptions {
  publicDir: string;
  /** Gatsby's cache in a build (onPostBuild's `cache`). */
  cache: ShardRecordStore;
  /** Every post the build sourced, with its CMS status. */
  posts: readonly PostStatus[];
  reporter: Pick<Reporter, "info" | "warn" | "panicOnBuild">;
  /** Pagefind's Node API; tests give a stand-in. */
  pagefind?: PagefindModule;
  /** Posts per shard as a power of ten (search-shards.ts); SEARCH_INDEX_SHARD_DIGITS or 3. */
  shardDigits?: number;
}

export interface SearchIndexResult {
  /** Pages in the index (every shard, without the revisions shard), or null when none was written. */
  indexed: number | null;
  /** Shards Pagefind (re-)indexed in this build, the revisions shard included. */
  shardsIndexed: number;
  /** Posts in the revisions shard. */
  revisedPosts: number;
}

/** Pagefind's entry file: the index's version and its pages per language. */
const entryFile = "pagefind-entry.json";

/** Pages in an index, from the text of its entry file (Pagefind's count per language). */
const pagesInEntry = (text: string): number => {
  const entry = JSON.parse(text) as { languages?: Record<string, { page_count?: number }> };
  return Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
};

/** Pages in an index written by an earlier build; null without one. */
const countIndexedPages = async (outputPath: string): Promise<number | null> => {
  let text: string;
  try {
    text = await readFile(path.join(outputPath, entryFile), "utf8");
  } catch {
    return null;
  }
  return pagesInEntry(text);
};

const pagefindFailure = (step: string, errors: readonly string[]): string =>
  `The blog's search index could not be built: Pagefind reported ${errors.length === 1 ? "an error" : "errors"} while ${step}:\n${errors
    .map((error) => `- ${error}`)
    .join("\n")}`;

/**
 * The digest of each built post page's indexed part (search-shards.ts's indexedPart), by post.
 * A page whose file has the size and time `recorded` for it keeps its digest unread; a missing
 * page's digest is "missing". Gives the record of every page found, and how many were read.
 */
const builtPages = async (
  publicDir: string,
  directusIds: readonly string[],
  recorded: Readonly<PageRecord>,
): Promise<{ pages: Map<string, BuiltPostPage>; record: PageRecord; read: number }> => {
  const pages = new Map<string, BuiltPostPage>();
  const record: PageRecord = {};
  let read = 0;
  await eachLimited(directusIds, pageReadLimit, async (directusId) => {
    const file = path.join(publicDir, "blog", directusId, "index.html");
    const stats = await stat(file).catch(() => null);
    if (!stats) {
      pages.set(directusId, { directusId, digest: "missing" });
      return;
    }
    const known = recorded[directusId];
    let digest: string;
    if (known && known[0] === stats.mtimeMs && known[1] === stats.size) digest = known[2];
    else {
      digest = sha256Hex(indexedPart(await readFile(file, "utf8")));
      read += 1;
    }
    record[directusId] = [stats.mtimeMs, stats.size, digest];
    pages.set(directusId, { directusId, digest });
  });
  return { pages, record, read };
};

class SearchIndexFailure extends Error {}

/**
 * Indexes one shard's post pages into its own folder, replacing what was there, and gives the
 * pages it indexed (from the entry file, read in memory) and their ids. The index's files come back from
 * Pagefind in memory and are written here: its own `writeFiles` answered before every file was
 * on disk (its writes finish in the background), and under load the entry file read right after
 * it was empty.
 */
const indexShard = async (
  api: PagefindModule,
  publicDir: string,
  outputPath: string,
  glob: string,
): Promise<{ pages: number; pageIds: Record<string, string> }> => {
  await rm(outputPath, { recursive: true, force: true });
  const { index, errors: createErrors } = await api.createIndex({ forceLanguage: "en" });
  if (!index || createErrors.length > 0) {
    throw new SearchIndexFailure(pagefindFailure("starting", createErrors.length > 0 ? createErrors : ["no index was created"]));
  }
  const added = await index.addDirectory({ path: publicDir, glob });
  if (added.errors.length > 0) throw new SearchIndexFailure(pagefindFailure(`reading the post pages (${glob})`, added.errors));
  const made = await index.getFiles();
  if (made.errors.length > 0) throw new SearchIndexFailure(pagefindFailure(`making the index of ${outputPath}`, made.errors));
  const files = made.files.filter((file) => !unusedInterfaceFiles.has(file.path));
  let pageIds: Record<string, string>;
  try {
    pageIds = pageIdsByPost(files);
  } catch (error) {
    throw new SearchIndexFailure(pagefindFailure(`making the index of ${outputPath}`, [(error as Error).message]));
  }
  await writeFilesInFolders(files.map((file) => [path.join(outputPath, file.path), file.content] as const));
  const entry = files.find((file) => file.path === entryFile);
  return { pages: entry ? pagesInEntry(Buffer.from(entry.content).toString("utf8")) : 0, pageIds };
};

/**
 * Writes `<publicDir>/pagefind/`: one Pagefind index per shard of posts and the list of shards.
 * Only shards whose pages changed since their index was written are indexed again; folders of
 * shards that no longer exist (and files of an older, unsharded index) are removed. A build
 * that sourced drafts (DIRECTUS_INCLUDE_DRAFTS, a preview) writes no index at all, so a draft can
 * never become searchable. Pagefind's errors fail the build.
 */
export const writeSearchIndex = async ({
  publicDir,
  cache,
  posts,
  reporter,
  pagefind,
  shardDigits = shardDigitsSetting(process.env.SEARCH_INDEX_SHARD_DIGITS),
}: SearchIndexOptions): Promise<SearchIndexResult> => {
  const outputPath = path.join(publicDir, searchIndexDir);

  const unpublished = posts.filter((post) => post.status !== "published");
  if (unpublished.length > 0) {
    await rm(outputPath, { recursive: true, force: true });
    await cache.set(shardRecordKey, { shards: {} } satisfies SearchIndexRecord);
    reporter.warn(
      `Search index: not written, as this build includes ${unpublished.length} unpublished post(s) (DIRECTUS_INCLUDE_DRAFTS). The blog search says it is unavailable on this build.`,
    );
    return { indexed: null, shardsIndexed: 0, revisedPosts: 0 };
  }

  const shards = [
    ...postsByShard(
      posts.map((post) => post.directusId),
      shardDigits,
    ),
  ].sort(([a], [b]) => a - b);
  const built = await builtPages(
    publicDir,
    posts.map((post) => post.directusId),
    ((await cache.get(pageRecordKey)) ?? {}) as PageRecord,
  );
  await cache.set(pageRecordKey, built.record);
  const current = new Map(shards.map(([shard, ids]) => [shardName(shard), ids.map((id) => built.pages.get(id)!)]));
  const pagesOnDisk = new Map(
    await Promise.all(
      [...current.keys()].map(async (name) => [name, await countIndexedPages(path.join(outputPath, name))] as const),
    ),
  );
  const recorded = readRecord(await cache.get(shardRecordKey));
  const plan = planShards(
    current,
    recorded.shards,
    new Map([...pagesOnDisk].flatMap(([name, count]) => (count === null ? [] : [[name, count]]))),
  );
  const revised = [...plan.revised].sort((a, b) => Number(a.directusId) - Number(b.directusId));
  const revisedIds = revised.map((post) => post.directusId);
  const revisedFingerprint = shardFingerprint(revisedIds.map((id) => built.pages.get(id)!));
  const revisedPath = path.join(outputPath, revisedShardName);
  const indexRevised =
    revisedIds.length > 0 &&
    (recorded.revised?.fingerprint !== revisedFingerprint || (await countIndexedPages(revisedPath)) !== revisedIds.length);

  await mkdir(outputPath, { recursive: true });
  const wanted = new Set([...current.keys(), shardListFile, ...(revisedIds.length > 0 ? [revisedShardName] : [])]);
  await Promise.all(
    (await readdir(outputPath))
      .filter((entry) => !wanted.has(entry))
      .map((entry) => rm(path.join(outputPath, entry), { recursive: true })),
  );

  // An index being rewritten is not fresh until it is whole: the record holds finished ones only.
  const written: SearchIndexRecord = {
    shards: Object.fromEntries(plan.keep.map((name) => [name, recorded.shards[name]!])),
    revised: revisedIds.length > 0 && !indexRevised ? recorded.revised : undefined,
  };
  let revisedPagesIndexed = indexRevised ? 0 : revisedIds.length;
  if (plan.index.length > 0 || indexRevised) {
    let api: PagefindModule;
    try {
      api = pagefind ?? (await loadPagefindNodeApi());
    } catch (error) {
      reporter.panicOnBuild(
        `The blog's search index could not be built: Pagefind's Node API did not load (npm ci installs it).`,
        error as Error,
      );
      return { indexed: null, shardsIndexed: 0, revisedPosts: 0 };
    }
    try {
      for (const [shard] of shards) {
        const name = shardName(shard);
        if (!plan.index.includes(name)) continue;
        const made = await indexShard(api, publicDir, path.join(outputPath, name), shardGlob(shard, shardDigits));
        pagesOnDisk.set(name, made.pages);
        const digests = Object.fromEntries(current.get(name)!.map((page) => [page.directusId, page.digest]));
        written.shards[name] = { digests, pageIds: made.pageIds };
      }
      if (indexRevised) {
        const made = await indexShard(api, publicDir, revisedPath, postsGlob(revisedIds));
        revisedPagesIndexed = made.pages;
        written.revised = { fingerprint: revisedFingerprint, pageIds: made.pageIds };
      }
    } catch (error) {
      if (error instanceof SearchIndexFailure) reporter.panicOnBuild(error.message);
      else reporter.panicOnBuild(`The blog's search index could not be built: Pagefind failed: ${String(error)}`, error as Error);
      return { indexed: null, shardsIndexed: 0, revisedPosts: 0 };
    } finally {
      await cache.set(shardRecordKey, written);
      await api.close();
    }
  }
  // The revised posts' older entries, unless Pagefind gave the new one the same id (the same text).
  const newIds = new Set(Object.values(written.revised?.pageIds ?? {}));
  const replaced = revised.flatMap(({ directusId, shard }) => {
    const older = written.shards[shard]?.pageIds[directusId];
    return older && !newIds.has(older) ? [older] : [];
  });
  const list: ShardList = { shards: [...current.keys(), ...(revisedIds.length > 0 ? [revisedShardName] : [])], replaced };
  await writeFile(path.join(outputPath, shardListFile), JSON.stringify(list));

  const shardsIndexed = plan.index.length + (indexRevised ? 1 : 0);
  const result = { shardsIndexed, revisedPosts: revisedIds.length };
  const indexed = [...pagesOnDisk.values()].reduce<number>((sum, count) => sum + (count ?? 0), 0);
  if (indexed > posts.length) {
    reporter.panicOnBuild(
      `The blog's search index holds ${indexed} pages but the build has ${posts.length} published posts: pages other than the posts' own (${postPagesGlob} with data-pagefind-body) got in. Check public/blog/ for stale pages.`,
    );
    return { indexed, ...result };
  }
  if (indexed < posts.length || revisedPagesIndexed < revisedIds.length) {
    reporter.warn(
      `Search index: ${indexed} of ${posts.length} post pages indexed, and ${revisedPagesIndexed} of ${revisedIds.length} revised posts in ${revisedShardName}; the others cannot be found by the blog search. Does every post page still mark its article with data-pagefind-body?`,
    );
  }
  const shardCount = current.size + (revisedIds.length > 0 ? 1 : 0);
  reporter.info(
    `Search index: ${indexed} post page${indexed === 1 ? "" : "s"} in public/${searchIndexDir}/, ${shardCount} shard${shardCount === 1 ? "" : "s"}: ${shardsIndexed} indexed by Pagefind, ${shardCount - shardsIndexed} unchanged (${built.read} post page${built.read === 1 ? "" : "s"} read), ${revisedIds.length} revised post${revisedIds.length === 1 ? "" : "s"} in ${revisedShardName}`,
  );
  return { indexed, ...result };
};
