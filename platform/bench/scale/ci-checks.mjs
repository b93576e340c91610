/**
 * What `npm run test:scale` (bench-scale --ci) asserts: counts and sizes only, never times,
 * each bounded on both sides where it can be. Pure. Tests: platform/bench/scale/__tests__/ci-checks.test.ts.
 */

export const ciLimits = {
  /** Pages an edit or the publishing of one post may re-render (its page, list pages, its category and tags...). */
  editHtmlPages: 50,
  /**
   * How far /blog/'s page-data.json may differ between a small and a large archive: a few
   * digits of the post count, far less than one more post's entry would add (checked too).
   */
  blogPageDataToleranceBytes: 300,
  /** Bytes of any static query result. */
  staticQueryBytes: 40 * 1024,
  /**
   * Pages whose header is not the site's menu: the tech-startup page's own layout (one page).
   * More would let the menu edit's check skip pages unseen.
   */
  ownLayoutPages: 2,
};

/**
 * /blog/'s page data in one build.
 * @typedef {object} BlogPageData
 * @property {number} archivePosts published posts when it was built
 * @property {number} bytes size of public/page-data/blog/page-data.json
 * @property {number} posts posts in it
 * @property {number} smallestPostBytes bytes of its smallest post entry (as JSON)
 */

/**
 * A rebuild after one post was edited.
 * @typedef {object} EditRun
 * @property {string} label what was edited ("post 12's title")
 * @property {number} rendered HTML pages the rebuild rendered
 * @property {number} ownPages pages of the edited post itself (its page and its light twin)
 * @property {{ file: string, text: string, found: boolean }[]} builtTexts the edited text, looked for in each own page's built HTML
 * @property {{ generated: number | null, expected: number }} shareImages share images the rebuild drew (its log's
 *   "Share images" line, null without one) and how many new titles the edit made
 * @property {CardImageCounts | null} cardImages the blog's card images the rebuild made and kept
 *   (its log's "Blog card images" line, null without one)
 * @property {SearchShards | null} searchShards what the rebuild did with the search index's
 *   shards (its log's "Search index" line, null without one)
 */

/** @typedef {import("../../build/build-log.mjs").SearchShardCounts} SearchShards */

/**
 * Card images a build made with Gatsby's resolver and kept from an earlier build
 * (src/gatsby/node/blog-card-images.ts).
 * @typedef {{ made: number, kept: number }} CardImageCounts
 */

/**
 * A rebuild after the header menu's entry was renamed in the CMS: every page shows the menu.
 * @typedef {object} MenuEditRun
 * @property {string} label what was renamed
 * @property {{ done: number, total: number }} rendered the rebuild's count of rendered HTML pages
 * @property {number} pagesInBuild pages in its page manifest
 * @property {number} pagesChecked pages of the site's layout whose built header was read
 * @property {number} ownLayoutPages pages of the tech-startup layout (a header of its own)
 * @property {string[]} pagesWithout checked pages whose header lacks the new name
 * @property {SearchShards | null} searchShards
 * @property {number} publishedPosts published posts at the time (every post page is rendered again)
 */

/**
 * What a CI run measured.
 * @typedef {object} ScaleRun
 * @property {{ rendered: { done: number, total: number }, shareImagesGenerated: number | null, cardImages: CardImageCounts | null, keptCompilations: string[], heroImages: number, pagesInBuild: number, published: number, landingPages: number, categoriesInUse: number, sourcePageFiles: number }} cold
 *   the cold build's count of rendered pages, the share images it drew (null without a "Share
 *   images" line), the card images it made, the webpack compilations it kept (its log's "- kept:"
 *   lines), the pages in its page manifest, and what the CMS
 *   copy and src/pages held (heroImages: distinct hero images of the published posts)
 * @property {number} noChangeRendered
 * @property {number} noChangeQueries queries the rebuild with nothing changed ran
 * @property {number | null} noChangeStaleNodes nodes Gatsby deleted as stale in the rebuild with
 *   nothing changed (null: its log has no "Clean up stale nodes" line)
 * @property {number | null} noChangeShareImages share images the rebuild with nothing changed drew
 * @property {CardImageCounts | null} noChangeCardImages
 * @property {SearchShards | null} noChangeSearchShards
 * @property {string[]} noChangeKeptCompilations the webpack compilations the rebuild with nothing
 *   changed kept from the cold build
 * @property {{ total: number, written: number, removed: number } | null} noChangeBlogDataFiles the
 *   blog's list chunks the rebuild with nothing changed wrote (its log's "Blog data files" line)
 * @property {EditRun[]} edits
 * @property {EditRun & { pagesFetched: number | null }} pageEdit the rebuild after one block of a
 *   landing page was saved alone: it must render exactly the page and its light twin, and fetch
 *   that one page (delta sync)
 * @property {MenuEditRun} menuEdit
 * @property {{ small: BlogPageData, large: BlogPageData }} blogPageData
 * @property {{ file: string, bytes: number } | null} largestStaticQuery null when the build has none
 * @property {{ file: string, text: string, found: boolean }} recentPosts the newest post's edited
 *   title, looked for in the sidebar's recent posts file after its rebuild
 * @property {SearchFind[]} searchFinds searches in the blog's search box of the last build
 */

/**
 * A search in the served site's search box after the edits, and whether it listed `title`.
 * @typedef {{ query: string, title: string, found: boolean, error?: string }} SearchFind
 */

/** Gatsby's webpack compilations in a build, by the names of their steps in its log. */
export const webpackCompilations = [
  "Compiling Gatsby Functions",
  "Building production JavaScript and CSS bundles",
  "Building HTML renderer",
];

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The fewest pages a build of the copy has: each published post's page and its light twin,
 * each category in use and its twin, and at least one page per file in src/pages. Tags,
 * archive and list pages come on top.
 * @param {ScaleRun["cold"]} cold
 */
export const minimumPages = ({ published, landingPages, categoriesInUse, sourcePageFiles }) =>
  2 * (published + landingPages + categoriesInUse) + sourcePageFiles;

/**
 * Messages of what a menu edit's rebuild got wrong: it must render every page of the build once
 * (no fewer: a page would keep the old menu; no more: each page once), and every page of the
 * site's layout must show the new name in its header.
 * @param {MenuEditRun} menuEdit
 * @returns {string[]}
 */
export const menuEditFailures = ({ label, rendered, pagesInBuild, pagesChecked, ownLayoutPages, pagesWithout }) => {
  const failures = [];
  if (rendered.done !== rendered.total) {
    failures.push(`the rebuild after ${label} rendered ${rendered.done} of the ${rendered.total} pages it started`);
  }
  if (rendered.done !== pagesInBuild) {
    failures.push(
      `the rebuild after ${label} rendered ${rendered.done} HTML pages; every page shows the menu, so it must render each of the ${pagesInBuild} pages of its page manifest once`,
    );
  }
  if (pagesChecked === 0 || ownLayoutPages > ciLimits.ownLayoutPages) {
    failures.push(
      `after ${label}, ${pagesChecked} pages had the site's header to check and ${ownLayoutPages} a header of their own (at most ${ciLimits.ownLayoutPages})`,
    );
  }
  if (pagesWithout.length > 0) {
    failures.push(
      `after ${label}, ${pagesWithout.length} of ${pagesChecked} pages do not show it in their header: ${pagesWithout.slice(0, 5).join(", ")}${pagesWithout.length > 5 ? ", ..." : ""}`,
    );
  }
  return failures;
};

/**
 * Messages of the limits a run broke (empty when it passed).
 * @param {ScaleRun} run
 * @returns {string[]}
 */
export const ciFailures = ({
  cold,
  noChangeRendered,
  noChangeQueries,
  noChangeStaleNodes,
  noChangeShareImages,
  noChangeCardImages,
  noChangeBlogDataFiles,
  noChangeSearchShards,
  noChangeKeptCompilations,
  edits,
  pageEdit,
  menuEdit,
  blogPageData,
  largestStaticQuery,
  recentPosts,
  searchFinds,
}) => {
  const failures = [];
  /** @param {string} build @param {number | null} generated @param {number} expected @param {string} why */
  const checkShareImages = (build, generated, expected, why) => {
    if (generated === null) failures.push(`the log of ${build} has no "Share images: N generated" line`);
    else if (generated !== expected) failures.push(`${build} drew ${generated} share images (expected ${expected}: ${why})`);
  };
  /**
   * A warm build makes again only the one kept card image it checks against the resolver.
   * @param {string} build @param {CardImageCounts | null} counts
   */
  const checkCardImagesKept = (build, counts) => {
    const expected = { made: 1, kept: cold.heroImages - 1 };
    if (counts === null) failures.push(`the log of ${build} has no "Blog card images: N made, M kept" line`);
    else if (counts.made !== expected.made || counts.kept !== expected.kept)
      failures.push(
        `${build} made ${counts.made} card images and kept ${counts.kept} (expected ${expected.made} and ${expected.kept}: no hero image changed)`,
      );
  };

  /**
   * The search index: Pagefind indexes again exactly the shards whose posts came or went, and the
   * revisions shard when a post's article changed; that shard holds the posts edited since their
   * own shard was indexed.
   * @param {string} build @param {SearchShards | null} shards
   * @param {{ indexed: number, revised: number }} expected @param {string} why
   */
  const checkSearchShards = (build, shards, expected, why) => {
    if (shards === null)
      failures.push(`the log of ${build} has no "Search index: ... (N post pages read), N revised posts" line`);
    else if (shards.indexed !== expected.indexed || shards.revised !== expected.revised)
      failures.push(
        `${build} had Pagefind index ${shards.indexed} search shards, with ${shards.revised} revised posts (expected ${expected.indexed} and ${expected.revised}: ${why})`,
      );
  };

  const fewest = minimumPages(cold);
  if (cold.rendered.done !== cold.rendered.total) {
    failures.push(`the cold build rendered ${cold.rendered.done} of the ${cold.rendered.total} pages it started`);
  }
  if (cold.rendered.done < fewest) {
    failures.push(
      `the cold build rendered ${cold.rendered.done} HTML pages, fewer than the ${fewest} its ${cold.published} published posts, ${cold.landingPages} landing pages, ${cold.categoriesInUse} categories and ${cold.sourcePageFiles} page files make at least`,
    );
  }
  if (cold.rendered.done !== cold.pagesInBuild) {
    failures.push(
      `the cold build rendered ${cold.rendered.done} HTML pages, but its page manifest (public/page-data) has ${cold.pagesInBuild}`,
    );
  }

  // The copy's posts have distinct titles and no share image of their own: one card each.
  checkShareImages(
    "the cold build",
    cold.shareImagesGenerated,
    cold.published + cold.landingPages,
    "one per published post and landing page without a share image of its own",
  );

  if (noChangeRendered !== 0) {
    failures.push(`the rebuild with nothing changed rendered ${noChangeRendered} HTML pages (expected 0)`);
  }
  // A page whose context or data changed runs its query again: with nothing changed, none did.
  if (noChangeQueries !== 0) {
    failures.push(`the rebuild with nothing changed ran ${noChangeQueries} queries (expected 0)`);
  }
  // Nothing went, so nothing is stale: no page node is deleted and made anew (Gatsby's clean-up
  // ran before createPages touched them, patches/gatsby+5.16.1.patch), no source plugin's node lost.
  if (noChangeStaleNodes === null)
    failures.push(`the log of the rebuild with nothing changed has no "Clean up stale nodes" line`);
  else if (noChangeStaleNodes !== 0) {
    failures.push(`the rebuild with nothing changed deleted ${noChangeStaleNodes} nodes as stale (expected 0)`);
  }
  // Gatsby's three webpack compilations (patches/gatsby+5.16.1.patch): a cold build has no record
  // to keep them by; a rebuild with nothing changed keeps each.
  if (cold.keptCompilations.length !== 0)
    failures.push(`the cold build kept compilations it had no record of: ${cold.keptCompilations.join(", ")}`);
  const notKept = webpackCompilations.filter((step) => !noChangeKeptCompilations.includes(step));
  if (notKept.length > 0 || noChangeKeptCompilations.length !== webpackCompilations.length)
    failures.push(
      `the rebuild with nothing changed kept ${noChangeKeptCompilations.length} webpack compilations (${noChangeKeptCompilations.join(", ") || "none"}), not all of ${webpackCompilations.join(", ")}`,
    );
  checkShareImages("the rebuild with nothing changed", noChangeShareImages, 0, "all from the cache");
  checkSearchShards("the rebuild with nothing changed", noChangeSearchShards, { indexed: 0, revised: 0 }, "no post page changed");
  if (noChangeSearchShards && noChangeSearchShards.pagesRead !== 0)
    failures.push(
      `the rebuild with nothing changed read ${noChangeSearchShards.pagesRead} post pages for the search index (expected 0: none was written)`,
    );

  // Every post's card image is made once; a warm build keeps them, and what it keeps is what
  // the resolver would make: no list chunk changes.
  if (cold.heroImages < 2)
    failures.push(`the CMS copy's published posts have ${cold.heroImages} distinct hero images (at least 2 expected)`);
  if (cold.cardImages === null) failures.push('the log of the cold build has no "Blog card images: N made, M kept" line');
  else if (cold.cardImages.made !== cold.heroImages || cold.cardImages.kept !== 0)
    failures.push(
      `the cold build made ${cold.cardImages.made} card images and kept ${cold.cardImages.kept} (expected ${cold.heroImages}, one per distinct hero image, and 0)`,
    );
  checkCardImagesKept("the rebuild with nothing changed", noChangeCardImages);
  if (noChangeBlogDataFiles === null) failures.push('the log of the rebuild with nothing changed has no "Blog data files" line');
  else if (noChangeBlogDataFiles.written !== 0 || noChangeBlogDataFiles.removed !== 0 || noChangeBlogDataFiles.total === 0)
    failures.push(
      `the rebuild with nothing changed wrote ${noChangeBlogDataFiles.written} and removed ${noChangeBlogDataFiles.removed} of ${noChangeBlogDataFiles.total} blog data files (expected none of at least one)`,
    );

  // Three published posts edited, then a draft published. Each edited post joins the search
  // index's revisions shard, indexed alone; the run's posts are all in the first shard of 1,000,
  // so the post published joins that shard, which is indexed again and takes the edits back.
  const searchAfterEdits = [
    { indexed: 1, revised: 1 },
    { indexed: 1, revised: 2 },
    { indexed: 1, revised: 3 },
    { indexed: 1, revised: 0 },
  ];
  if (edits.length !== searchAfterEdits.length)
    failures.push(`the run made ${edits.length} edits, not the ${searchAfterEdits.length} it checks`);
  for (const [index, { label, rendered, ownPages, builtTexts, shareImages, cardImages, searchShards }] of edits.entries()) {
    checkShareImages(`the rebuild after editing ${label}`, shareImages.generated, shareImages.expected, "one per new title");
    checkSearchShards(
      `the rebuild after editing ${label}`,
      searchShards,
      searchAfterEdits[index] ?? { indexed: 1, revised: 0 },
      index < 3 ? "the revisions shard, with every post edited so far" : "the shard the new post joined, with the edits",
    );
    checkCardImagesKept(`the rebuild after editing ${label}`, cardImages);
    if (rendered < ownPages) {
      failures.push(`the rebuild after editing ${label} rendered ${rendered} HTML pages, fewer than the post's own ${ownPages}`);
    }
    if (rendered > ciLimits.editHtmlPages) {
      failures.push(`the rebuild after editing ${label} rendered ${rendered} HTML pages (limit ${ciLimits.editHtmlPages})`);
    }
    if (builtTexts.length !== ownPages) {
      failures.push(`the edit of ${label} was looked for in ${builtTexts.length} built pages, not the post's ${ownPages}`);
    }
    for (const { file, text, found } of builtTexts) {
      if (!found) failures.push(`after editing ${label}, ${file} does not contain "${text}"`);
    }
  }

  if (searchFinds.length === 0) failures.push("no search was made in the served site's search box");
  for (const { query, title, found, error } of searchFinds) {
    if (!found) failures.push(`searching the served site for "${query}" did not list "${title}"${error ? ` (${error})` : ""}`);
  }

  if (!recentPosts.found)
    failures.push(`after editing the newest post's title, ${recentPosts.file} does not hold "${recentPosts.text}"`);

  checkShareImages(`the rebuild after editing ${pageEdit.label}`, pageEdit.shareImages.generated, 0, "its title did not change");
  checkCardImagesKept(`the rebuild after editing ${pageEdit.label}`, pageEdit.cardImages);
  checkSearchShards(
    `the rebuild after editing ${pageEdit.label}`,
    pageEdit.searchShards,
    { indexed: 0, revised: 0 },
    "no post changed",
  );
  // A landing page shows nothing of any other page, and no other page shows it.
  if (pageEdit.rendered !== pageEdit.ownPages) {
    failures.push(
      `the rebuild after editing ${pageEdit.label} rendered ${pageEdit.rendered} HTML pages, not exactly the page and its light twin (${pageEdit.ownPages})`,
    );
  }
  if (pageEdit.pagesFetched !== 1) {
    failures.push(
      `the rebuild after editing ${pageEdit.label} fetched ${pageEdit.pagesFetched ?? "no count of"} landing pages, not the one edited`,
    );
  }
  if (pageEdit.builtTexts.length !== pageEdit.ownPages) {
    failures.push(
      `the edit of ${pageEdit.label} was looked for in ${pageEdit.builtTexts.length} built pages, not its ${pageEdit.ownPages}`,
    );
  }
  for (const { file, text, found } of pageEdit.builtTexts) {
    if (!found) failures.push(`after editing ${pageEdit.label}, ${file} does not contain "${text}"`);
  }

  failures.push(...menuEditFailures(menuEdit));
  // Every post page is rendered again with the same article: each is read, no shard indexed.
  checkSearchShards(
    `the rebuild after ${menuEdit.label}`,
    menuEdit.searchShards,
    { indexed: 0, revised: 0 },
    "no post's article changed",
  );
  if (menuEdit.searchShards && menuEdit.searchShards.pagesRead !== menuEdit.publishedPosts)
    failures.push(
      `the rebuild after ${menuEdit.label} read ${menuEdit.searchShards.pagesRead} post pages for the search index, not the ${menuEdit.publishedPosts} it rendered again`,
    );

  const { small, large } = blogPageData;
  const tolerance = ciLimits.blogPageDataToleranceBytes;
  if (small.archivePosts >= large.archivePosts) {
    failures.push(`the small archive (${small.archivePosts} posts) is not smaller than the large one (${large.archivePosts})`);
  }
  if (Math.abs(large.bytes - small.bytes) > tolerance) {
    failures.push(
      `public/page-data/blog/page-data.json is ${large.bytes} bytes with ${large.archivePosts} posts but ${small.bytes} with ${small.archivePosts} (${large.posts} and ${small.posts} posts in it; allowed difference ${tolerance} bytes)`,
    );
  }
  for (const [name, data] of /** @type {const} */ ([
    ["small", small],
    ["large", large],
  ])) {
    if (data.smallestPostBytes <= tolerance) {
      failures.push(
        `a post in /blog/'s page data of the ${name} archive takes ${data.smallestPostBytes} bytes, within the ${tolerance} bytes allowed: one more post would pass unseen`,
      );
    }
  }

  if (largestStaticQuery && largestStaticQuery.bytes > ciLimits.staticQueryBytes) {
    failures.push(
      `the static query result ${largestStaticQuery.file} is ${kb(largestStaticQuery.bytes)} (limit ${kb(ciLimits.staticQueryBytes)})`,
    );
  }
  return failures;
};
