import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { blogPath, categoryPath, legacyPostPaths, plainSlugPattern, postPath, tagPath } from "../../lib/blog/paths";
import { allPostsList, categoryList, tagList } from "../../lib/blog/list-chunks";
import { countTags } from "../../lib/blog/tags";
import { toLightPath } from "../../lib/light-mirror";
import { archivePages } from "./blog-archive-pages";
import { blogLists, chunkFiles, sidebarDataFile, writeBlogData, type BlogDataRecord } from "./blog-list-chunks";
import { listPreview } from "./blog-list-previews";
import { cardImages, type CardImagesOptions } from "./blog-card-images";
import { blogPagesQuery, type BlogPagesPost } from "./blog-pages-query";
import { postRows, type PostRowsOptions, type RowPostNode, type RowSourceNode } from "./blog-post-rows";
import { blogSlugProblems } from "./blog-slug-problems";
import { AnswersFailure } from "./kept-answers";
import { createPageAndLightTwin, template } from "./light-twins";
import { contentRedirectOptions } from "./redirect-stubs";
import { noIndexContext } from "./sitemap";

/** Where a build keeps the record of the blog's data files it wrote (Gatsby's cache, kept with .cache/). */
const blogDataRecordKey = "blog-data-files";

/**
 * Every post's row, newest first (blog-post-rows.ts), with its card image made
 * (blog-card-images.ts); null when either query failed, which fails the build.
 */
const blogPosts = async ({
  graphql,
  cache,
  reporter,
  getNodesByType,
}: Pick<CreatePagesArgs, "graphql" | "cache" | "reporter" | "getNodesByType">): Promise<BlogPagesPost[] | null> => {
  try {
    const { rows, ...rowCounts } = await postRows({
      posts: getNodesByType("DirectusPost") as unknown as RowPostNode[],
      categories: getNodesByType("DirectusCategory") as unknown as RowSourceNode[],
      assets: getNodesByType("DirectusAsset") as unknown as RowSourceNode[],
      graphql: graphql as PostRowsOptions["graphql"],
      cache,
    });
    reporter.info(`Blog post rows: ${rowCounts.resolved} queried, ${rowCounts.reused} kept`);
    const { images, resolved, reused } = await cardImages({
      assets: rows.flatMap((post) => (post.heroImage ? [post.heroImage] : [])),
      graphql: graphql as CardImagesOptions["graphql"],
      cache,
    });
    reporter.info(`Blog card images: ${resolved} made, ${reused} kept`);
    return rows.map(({ heroImage, ...post }) => ({
      ...post,
      heroImage: heroImage && { gatsbyImage: images.get(heroImage.id) ?? null },
    }));
  } catch (error) {
    if (!(error instanceof AnswersFailure)) throw error;
    reporter.panicOnBuild(error.message, error.errors as Error[]);
    return null;
  }
};

/**
 * Blog pages from the CMS: one per post (with its older and newer neighbours), one per
 * category and tag in use with its first posts, the plain archive with its posts (lists are
 * given to their pages, not queried by them: blog-list-previews.ts), the static chunks that
 * 'Load More Blog' fetches, the sidebar's newest posts and category counts (fetched by the page,
 * so that editing or publishing a post renders its own pages and lists again, not every page with
 * a sidebar), and redirects of
 * the earlier site's sample links. A category slug or tag that cannot be an address under /blog/ fails the build;
 * `gatsby develop` reports it and leaves out that page.
 */
export const createBlogPages = async (
  { graphql, actions, reporter, cache, getNodesByType }: CreatePagesArgs,
  publicDir = path.resolve("public"),
): Promise<void> => {
  // Timed apart so that a build's log (and the scale benchmark's phase table) shows where
  // createPages spends its time at scale.
  const querying = reporter.activityTimer("Blog pages: query the posts");
  querying.start();
  const result = await graphql<Queries.BlogPagesQuery>(blogPagesQuery);
  if (result.errors || !result.data) {
    querying.end();
    reporter.panicOnBuild("Could not query the blog to create its pages", result.errors);
    return;
  }
  const posts = await blogPosts({ graphql, cache, reporter, getNodesByType });
  querying.end();
  if (!posts) return;
  const { createPage, createRedirect } = actions;

  const problems = blogSlugProblems({ categories: result.data.allDirectusCategory.nodes, posts });
  if (problems.length > 0) {
    reporter.panicOnBuild(`Blog pages need fixes in the CMS:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  }

  const creating = reporter.activityTimer("Blog pages: create the pages");
  creating.start();
  const lists = blogLists(posts);
  posts.forEach((post, index) => {
    createPageAndLightTwin(createPage, {
      path: postPath(post.directusId),
      component: template("blog-post"),
      context: {
        id: post.id,
        newerId: posts[index - 1]?.id ?? "",
        olderId: posts[index + 1]?.id ?? "",
        ...noIndexContext(post.noIndex),
      },
    });
  });

  const categories = new Map(
    posts.flatMap((post) =>
      post.category && plainSlugPattern.test(post.category.slug) ? [[post.category.slug, post.category]] : [],
    ),
  );
  for (const category of categories.values()) {
    createPageAndLightTwin(createPage, {
      path: categoryPath(category.slug),
      component: template("blog-category"),
      context: { slug: category.slug, name: category.name, ...listPreview(lists.get(categoryList(category.slug))) },
    });
  }

  for (const tag of countTags(posts.map((post) => post.tags))) {
    createPageAndLightTwin(createPage, {
      path: tagPath(tag.name),
      component: template("blog-tag"),
      context: { name: tag.name, slug: tag.slug, ...listPreview(lists.get(tagList(tag.slug))) },
    });
  }

  for (const page of archivePages(lists.get(allPostsList) ?? [])) {
    createPageAndLightTwin(createPage, { ...page, component: template("blog-archive") });
  }

  creating.end();
  const writing = reporter.activityTimer("Blog pages: write the list chunks");
  writing.start();
  const summary = result.data.blogSummary;
  const files = new Map([...chunkFiles(lists), sidebarDataFile(summary?.recentPosts ?? [], summary?.categories ?? [])]);
  const previous = (await cache.get(blogDataRecordKey)) as BlogDataRecord | undefined;
  // Emptied while the files are written: a build stopped halfway leaves no record that
  // vouches for a file it did not write (the next build then reads every file back).
  await cache.set(blogDataRecordKey, {});
  const chunks = await writeBlogData(publicDir, files, previous);
  await cache.set(blogDataRecordKey, chunks.record);
  writing.end();
  reporter.info(`Blog data files: ${chunks.total} (${chunks.written} written, ${chunks.removed} removed)`);

  // The earlier site's sample links go to the newest post: hosts with redirect support answer
  // with a redirect, and onPostBuild writes a forwarding page there for every other static host.
  // Not in Gatsby's browser runtime: its target changes with every post published.
  const newest = posts[0];
  const destination = newest ? postPath(newest.directusId) : blogPath;
  for (const legacyPath of legacyPostPaths) {
    createRedirect({ fromPath: legacyPath, toPath: destination, isPermanent: false, ...contentRedirectOptions });
    createRedirect({
      fromPath: toLightPath(legacyPath),
      toPath: toLightPath(destination),
      isPermanent: false,
      ...contentRedirectOptions,
    });
  }
};
