import { mkdir, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Reporter } from "gatsby";
import type * as Pagefind from "pagefind";
import { eachLimited } from "./each-limited";
import {
  indexedPart,
  planShards,
  postsByShard,
  shardFingerprint,
  shardGlob,
  shardListFile,
  shardDigitsSetting,
  shardName,
  type BuiltPostPage,
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
 * only for the shards whose posts came or went or whose pages' indexed part (the article)
 * changed: a page Gatsby rendered again with the same article leaves its shard as it is.
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

/** Where a build keeps each shard's fingerprint (Gatsby's cache, kept with .cache/). */
export interface ShardRecordStore {
  get: (key: string) => Promise<unknown>;
  set: (key: string, value: unknown) => Promise<unknown>;
}
export const shardRecordKey = "search-index-shards";
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
  /** Pages in the index (every shard), or null when none was written. */
  indexed: number | null;
  /** Shards Pagefind (re-)indexed in this build. */
  shardsIndexed: number;
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
 * pages it indexed (from the entry file, read in memory). The index's files come back from
 * Pagefind in memory and are written here: its own `writeFiles` answered before every file was
 * on disk (its writes finish in the background), and under load the entry file read right after
 * it was empty.
 */
const indexShard = async (api: PagefindModule, publicDir: string, outputPath: string, glob: string): Promise<number> => {
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
  await writeFilesInFolders(files.map((file) => [path.join(outputPath, file.path), file.content] as const));
  const entry = files.find((file) => file.path === entryFile);
  return entry ? pagesInEntry(Buffer.from(entry.content).toString("utf8")) : 0;
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
    await cache.set(shardRecordKey, {});
    reporter.warn(
      `Search index: not written, as this build includes ${unpublished.length} unpublished post(s) (DIRECTUS_INCLUDE_DRAFTS). The blog search says it is unavailable on this build.`,
    );
    return { indexed: null, shardsIndexed: 0 };
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
  const current = new Map(
    shards.map(([shard, ids]) => [
      shardName(shard),
      { fingerprint: shardFingerprint(ids.map((id) => built.pages.get(id)!)), posts: ids.length },
    ]),
  );
  const pagesOnDisk = new Map(
    await Promise.all(
      [...current.keys()].map(async (name) => [name, await countIndexedPages(path.join(outputPath, name))] as const),
    ),
  );
  const recorded = ((await cache.get(shardRecordKey)) ?? {}) as Record<string, string>;
  const plan = planShards(
    current,
    recorded,
    new Map([...pagesOnDisk].flatMap(([name, count]) => (count === null ? [] : [[name, count]]))),
  );

  await mkdir(outputPath, { recursive: true });
  const wanted = new Set([...current.keys(), shardListFile]);
  await Promise.all(
    (await readdir(outputPath))
      .filter((entry) => !wanted.has(entry))
      .map((entry) => rm(path.join(outputPath, entry), { recursive: true })),
  );

  if (plan.index.length > 0) {
    let api: PagefindModule;
    try {
      api = pagefind ?? (await loadPagefindNodeApi());
    } catch (error) {
      reporter.panicOnBuild(
        `The blog's search index could not be built: Pagefind's Node API did not load (npm ci installs it).`,
        error as Error,
      );
      return { indexed: null, shardsIndexed: 0 };
    }
    // A shard being rewritten is not fresh until it is whole: record only finished ones.
    const written: Record<string, string> = Object.fromEntries(plan.keep.map((name) => [name, recorded[name] ?? ""]));
    try {
      for (const [shard] of shards) {
        const name = shardName(shard);
        if (!plan.index.includes(name)) continue;
        pagesOnDisk.set(name, await indexShard(api, publicDir, path.join(outputPath, name), shardGlob(shard, shardDigits)));
        written[name] = current.get(name)?.fingerprint ?? "";
      }
    } catch (error) {
      if (error instanceof SearchIndexFailure) reporter.panicOnBuild(error.message);
      else reporter.panicOnBuild(`The blog's search index could not be built: Pagefind failed: ${String(error)}`, error as Error);
      return { indexed: null, shardsIndexed: 0 };
    } finally {
      await cache.set(shardRecordKey, written);
      await api.close();
    }
  }
  const list: ShardList = { shards: [...current.keys()] };
  await writeFile(path.join(outputPath, shardListFile), JSON.stringify(list));

  const indexed = [...pagesOnDisk.values()].reduce<number>((sum, count) => sum + (count ?? 0), 0);
  if (indexed > posts.length) {
    reporter.panicOnBuild(
      `The blog's search index holds ${indexed} pages but the build has ${posts.length} published posts: pages other than the posts' own (${postPagesGlob} with data-pagefind-body) got in. Check public/blog/ for stale pages.`,
    );
    return { indexed, shardsIndexed: plan.index.length };
  }
  if (indexed < posts.length) {
    reporter.warn(
      `Search index: ${indexed} of ${posts.length} post pages indexed; the others cannot be found by the blog search. Does every post page still mark its article with data-pagefind-body?`,
    );
  }
  reporter.info(
    `Search index: ${indexed} post page${indexed === 1 ? "" : "s"} in public/${searchIndexDir}/, ${current.size} shard${current.size === 1 ? "" : "s"}: ${plan.index.length} indexed by Pagefind, ${plan.keep.length} unchanged (${built.read} post page${built.read === 1 ? "" : "s"} read)`,
  );
  return { indexed, shardsIndexed: plan.index.length };
};
