import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Reporter } from "gatsby";
import type * as Pagefind from "pagefind";

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
 */
export const postPagesGlob = "blog/[0-9]*/index.html";
export const searchIndexDir = "pagefind";

/**
 * Pagefind's ready-made search interfaces, which it writes beside the index. The site has its
 * own search box on Pagefind's JavaScript API (pagefind.js and its worker), so these are
 * removed rather than published.
 */
const unusedInterfaceFiles = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
];

export type PagefindModule = Pick<typeof Pagefind, "createIndex" | "close">;

/**
 * Pagefind's Node API is an ES module only, and Gatsby compiles gatsby-node to CommonJS,
 * turning `import()` into `require()`, which that package refuses. A function made at run time
 * keeps Node's own `import()`.
 */
const importModule = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>;
const loadPagefindNodeApi = async (): Promise<PagefindModule> => (await importModule("pagefind")) as PagefindModule;

export interface PostStatus {
  directusId: string;
  status: string;
}

export interface SearchIndexOptions {
  publicDir: string;
  /** Every post the build sourced, with its CMS status. */
  posts: readonly PostStatus[];
  reporter: Pick<Reporter, "info" | "warn" | "panicOnBuild">;
  /** Pagefind's Node API; tests give a stand-in. */
  pagefind?: PagefindModule;
}

export interface SearchIndexResult {
  /** Pages in the index, or null when none was written. */
  indexed: number | null;
}

/** Pages in the written index, from its entry file (Pagefind's count per language). */
const countIndexedPages = async (outputPath: string): Promise<number> => {
  const entry = JSON.parse(await readFile(path.join(outputPath, "pagefind-entry.json"), "utf8")) as {
    languages?: Record<string, { page_count?: number }>;
  };
  return Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
};

const pagefindFailure = (step: string, errors: readonly string[]): string =>
  `The blog's search index could not be built: Pagefind reported ${errors.length === 1 ? "an error" : "errors"} while ${step}:\n${errors
    .map((error) => `- ${error}`)
    .join("\n")}`;

/**
 * Writes `<publicDir>/pagefind/` from the built post pages, replacing the previous index.
 * A build that sourced drafts (DIRECTUS_INCLUDE_DRAFTS, a preview) writes no index at all, so
 * a draft can never become searchable. Pagefind's errors fail the build.
 */
export const writeSearchIndex = async ({
  publicDir,
  posts,
  reporter,
  pagefind,
}: SearchIndexOptions): Promise<SearchIndexResult> => {
  const outputPath = path.join(publicDir, searchIndexDir);
  await rm(outputPath, { recursive: true, force: true });

  const unpublished = posts.filter((post) => post.status !== "published");
  if (unpublished.length > 0) {
    reporter.warn(
      `Search index: not written, as this build includes ${unpublished.length} unpublished post(s) (DIRECTUS_INCLUDE_DRAFTS). The blog search says it is unavailable on this build.`,
    );
    return { indexed: null };
  }

  let api: PagefindModule;
  try {
    api = pagefind ?? (await loadPagefindNodeApi());
  } catch (error) {
    reporter.panicOnBuild(
      `The blog's search index could not be built: Pagefind's Node API did not load (npm ci installs it).`,
      error as Error,
    );
    return { indexed: null };
  }
  try {
    const { index, errors: createErrors } = await api.createIndex({ forceLanguage: "en" });
    if (!index || createErrors.length > 0) {
      reporter.panicOnBuild(pagefindFailure("starting", createErrors.length > 0 ? createErrors : ["no index was created"]));
      return { indexed: null };
    }
    const added = await index.addDirectory({ path: publicDir, glob: postPagesGlob });
    if (added.errors.length > 0) {
      reporter.panicOnBuild(pagefindFailure(`reading the post pages (${postPagesGlob})`, added.errors));
      return { indexed: null };
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) {
      reporter.panicOnBuild(pagefindFailure(`writing ${outputPath}`, written.errors));
      return { indexed: null };
    }

    await Promise.all(unusedInterfaceFiles.map((file) => rm(path.join(outputPath, file), { force: true })));

    const indexed = await countIndexedPages(outputPath);
    if (indexed > posts.length) {
      reporter.panicOnBuild(
        `The blog's search index holds ${indexed} pages but the build has ${posts.length} published posts: pages other than the posts' own (${postPagesGlob} with data-pagefind-body) got in. Check public/blog/ for stale pages.`,
      );
      return { indexed };
    }
    if (indexed < posts.length) {
      reporter.warn(
        `Search index: ${indexed} of ${posts.length} post pages indexed; the others cannot be found by the blog search. Does every post page still mark its article with data-pagefind-body?`,
      );
    }
    reporter.info(
      `Search index: ${indexed} post page${indexed === 1 ? "" : "s"} indexed by Pagefind into public/${searchIndexDir}/`,
    );
    return { indexed };
  } catch (error) {
    reporter.panicOnBuild(`The blog's search index could not be built: Pagefind failed: ${String(error)}`, error as Error);
    return { indexed: null };
  } finally {
    await api.close();
  }
};
