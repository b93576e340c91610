import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { contentSecurityPolicy } from "../src/gatsby/node/security-headers";
import { requiredSharedPrefix } from "../src/features/search/post-search";
import { policyViolations, serveLikeAnAdapter, stopServingLikeAnAdapter } from "./support/adapter-headers";
import { cms } from "./support/cms";
import { openSearch, resultList, searchBox, searchStatus, shardList } from "./support/search";
import { requestedPaths, waitForHydration } from "./support/site";

/**
 * The blog's sidebar search, Pagefind over the built post pages (src/gatsby/node/search-index.ts,
 * src/features/search/SidebarSearch.tsx), against the CMS's own content: the words searched
 * for are picked from it so that each proves one thing.
 */

interface Post {
  id: number;
  status: string;
  title: string;
  sub_title: string | null;
  tags: string[] | null;
  category: { name: string } | null;
  body: string | null;
}

let published: Post[];
let unpublished: Post[];

test.beforeAll(async () => {
  const posts = await cms<Post[]>("GET", "/items/posts?fields=id,status,title,sub_title,tags,category.name,body&limit=-1");
  published = posts.filter((post) => post.status === "published");
  unpublished = posts.filter((post) => post.status !== "published");
  expect(published.length).toBeGreaterThanOrEqual(10);
  expect(unpublished.length).toBeGreaterThanOrEqual(1);
});

const bodyText = (post: Post): string =>
  (post.body ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z0-9#]+;/gi, " ")
    .toLowerCase();

type Field = "title" | "subTitle" | "tags" | "category" | "body";
const fieldText = (post: Post, field: Field): string =>
  ({
    title: post.title,
    subTitle: post.sub_title ?? "",
    tags: (post.tags ?? []).join(" "),
    category: post.category?.name ?? "",
    body: bodyText(post),
  })[field].toLowerCase();

const allFields: Field[] = ["title", "subTitle", "tags", "category", "body"];
const textOf = (post: Post, fields: Field[] = allFields): string => fields.map((field) => fieldText(post, field)).join(" ");

/**
 * Pagefind stems words and matches them as prefixes; the sidebar accepts a match that shares
 * `requiredSharedPrefix` letters with the query word. A text "mentions" a word when it has the
 * shorter of that and 5 letters of it.
 */
const stem = (word: string): string => word.toLowerCase().slice(0, Math.min(5, requiredSharedPrefix(word.toLowerCase())));
const mentions = (text: string, word: string): boolean => text.includes(stem(word));

const words = (text: string, minLength: number): string[] =>
  [...new Set(text.toLowerCase().match(new RegExp(`[a-z]{${minLength},}`, "g")) ?? [])].sort();

/**
 * A word of `field` of some published post that no other field of that post mentions, so
 * finding the post by it proves that field is indexed; among those, the word the fewest other
 * published posts mention, so the post is among the results shown.
 */
const wordOnlyIn = (field: Field, candidates: (post: Post) => string[]): { post: Post; word: string; matching: Post[] } => {
  const options = published.flatMap((post) =>
    candidates(post)
      .filter(
        (word) =>
          !mentions(
            textOf(
              post,
              allFields.filter((other) => other !== field),
            ),
            word,
          ),
      )
      .map((word) => ({ post, word, matching: published.filter((other) => mentions(textOf(other), word)) })),
  );
  options.sort((a, b) => a.matching.length - b.matching.length || a.word.localeCompare(b.word));
  const best = options[0];
  if (!best) throw new Error(`The CMS content has no ${field} word found nowhere else in its post`);
  return best;
};

const expectFound = async (page: Page, post: Post, prefix = "") => {
  await expect(resultList(page).getByRole("link", { name: post.title, exact: true })).toHaveAttribute(
    "href",
    `${prefix}/blog/${post.id}/`,
  );
};

const indexShards = async (request: APIRequestContext): Promise<string[]> => (await shardList(request)).shards;

/** The files of the site's own search code (pagefind-loader.ts's "post-search" chunk), from the build's chunk map. */
const searchCodeFiles = async (request: APIRequestContext): Promise<string[]> => {
  const chunkMap = (await (await request.get("/chunk-map.json")).json()) as Record<string, string[]>;
  return chunkMap["post-search"] ?? [];
};

test("neither Pagefind nor the site's search code loads until the visitor focuses the search box", async ({ page, request }) => {
  const searchCode = await searchCodeFiles(request);
  expect(searchCode, "the post-search chunk's files in public/chunk-map.json").toHaveLength(1);
  const requests = requestedPaths(page, "/");
  const searchRequests = () => requests.filter((path) => path.startsWith("/pagefind/") || searchCode.includes(path));
  await openSearch(page);
  await page.waitForLoadState("networkidle");
  await page.mouse.wheel(0, 1500);
  await page.getByRole("link", { name: "Skip to content" }).focus();
  await page.waitForTimeout(500);
  expect(searchRequests()).toEqual([]);

  const [firstShard] = await indexShards(request);
  const script = page.waitForRequest((sent) => new URL(sent.url()).pathname === `/pagefind/${firstShard}/pagefind.js`);
  const code = page.waitForRequest((sent) => new URL(sent.url()).pathname === searchCode[0]);
  await searchBox(page).focus();
  await Promise.all([script, code]);
  await expect.poll(() => requests.some((path) => path.endsWith(".pagefind") || path.endsWith(".pf_meta"))).toBe(true);
  await expect(searchStatus(page)).toHaveText("");
  expect(
    requests.filter((path) => searchCode.includes(path)),
    "the search code, fetched once",
  ).toEqual(searchCode);
});

test("finds a post by a word that only its body has", async ({ page }) => {
  const { post, word, matching } = wordOnlyIn("body", (candidate) => words(bodyText(candidate), 7));
  expect(matching.map((other) => other.id)).toEqual([post.id]);
  const box = await openSearch(page);
  await box.fill(word);
  await expectFound(page, post);
  await expect(searchStatus(page)).toHaveText("1 post found");
  await expect(resultList(page).getByRole("link")).toHaveCount(1);
});

/**
 * A tag that some published post carries without mentioning it anywhere else (title,
 * sub-title, category, body), and that every published post mentioning it carries: the search
 * must find exactly the tagged posts, at least one of them through its tags alone. Six letters
 * at least, so that every word the search accepts for it holds `stem(tag)` (post-search.ts's
 * requiredSharedPrefix), and up to the 10 results shown.
 */
const tagOnlyInTags = (): { post: Post; tag: string; tagged: Post[] } => {
  const carries = (post: Post, tag: string) => (post.tags ?? []).some((own) => own.toLowerCase() === tag);
  const options = published.flatMap((post) =>
    (post.tags ?? [])
      .map((tag) => tag.toLowerCase())
      .filter((tag) => /^[a-z]{6,}$/.test(tag) && !mentions(textOf(post, ["title", "subTitle", "category", "body"]), tag))
      .map((tag) => ({ post, tag, tagged: published.filter((other) => carries(other, tag)) }))
      .filter(({ tag, tagged }) => {
        const mentioning = published.filter((other) => mentions(textOf(other), tag));
        return tagged.length <= 10 && mentioning.every((other) => carries(other, tag));
      }),
  );
  options.sort((a, b) => a.tag.localeCompare(b.tag) || a.post.id - b.post.id);
  const first = options[0];
  if (!first) throw new Error("The CMS content has no tag that only its posts' tags mention");
  return first;
};

test("finds exactly the posts of a tag, also one whose only mention of it is the tag", async ({ page }) => {
  const { post, tag, tagged } = tagOnlyInTags();
  const box = await openSearch(page);
  await box.fill(tag);
  await expectFound(page, post);
  for (const other of tagged) await expectFound(page, other);
  await expect(searchStatus(page)).toHaveText(`${tagged.length} ${tagged.length === 1 ? "post" : "posts"} found`);
  await expect(resultList(page).getByRole("link")).toHaveCount(tagged.length);
});

test("finds a post by its category's name", async ({ page }) => {
  const { post, word, matching } = wordOnlyIn("category", (candidate) =>
    candidate.category && /^[a-z]+$/i.test(candidate.category.name) ? [candidate.category.name] : [],
  );
  expect(matching.length).toBeLessThanOrEqual(10);
  const box = await openSearch(page);
  await box.fill(word);
  await expectFound(page, post);
  for (const other of published.filter((candidate) => candidate.category?.name === post.category?.name))
    await expectFound(page, other);
  await expect(searchStatus(page)).toHaveText(/^\d+ posts? found$/);
});

test("says so when nothing matches, without a results list, and clears when the box is emptied", async ({ page }) => {
  const box = await openSearch(page);
  await box.fill("zzqx nonsense");
  await expect(searchStatus(page)).toHaveText("No posts match “zzqx nonsense”.");
  await expect(resultList(page)).toHaveCount(0);

  const [first] = published;
  await box.fill(first!.title);
  await expectFound(page, first!);
  await box.fill("");
  await expect(searchStatus(page)).toHaveText("");
  await expect(resultList(page)).toHaveCount(0);
});

test("the index holds the published post pages only; drafts and archived posts are never found", async ({ page, request }) => {
  const shards = await indexShards(request);
  // scripts/e2e.mjs builds with shards of 10 posts: the samples' ids span more than one.
  expect(shards.length, "shards of the index").toBeGreaterThanOrEqual(2);
  expect(shards.length, "shards of the index").toBeLessThanOrEqual(Math.ceil((published.length + unpublished.length) / 10) + 1);
  let indexed = 0;
  for (const shard of shards) {
    const entry = (await (await request.get(`/pagefind/${shard}/pagefind-entry.json`)).json()) as {
      languages: Record<string, { page_count: number }>;
    };
    indexed += Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
  }
  expect(indexed, "pages in the index: the published posts, without light twins or other pages").toBe(published.length);

  const publishedText = published.map((post) => textOf(post)).join(" ");
  const draftWords = unpublished.flatMap((post) => words(post.title, 4).filter((word) => !mentions(publishedText, word)));
  expect(draftWords.length, "a word of an unpublished post's title that no published post has").toBeGreaterThan(0);

  const box = await openSearch(page);
  for (const word of draftWords.slice(0, 3)) {
    await box.fill(word);
    await expect(searchStatus(page)).toHaveText(`No posts match “${word}”.`);
    await expect(resultList(page)).toHaveCount(0);
  }
  for (const post of unpublished) {
    await box.fill(post.title);
    await expect(searchStatus(page)).toHaveText(/found|No posts match/);
    await expect(resultList(page).getByRole("link", { name: post.title, exact: true })).toHaveCount(0);
    await expect(resultList(page).locator(`a[href$="/blog/${post.id}/"]`)).toHaveCount(0);
  }
});

test("on a light page, results link to the light twins", async ({ page }) => {
  const { post, word } = wordOnlyIn("body", (candidate) => words(bodyText(candidate), 7));
  const box = await openSearch(page, "/light/blog/");
  await box.fill(word);
  await expectFound(page, post, "/light");
  await box.fill("the");
  await expect(resultList(page).getByRole("link").first()).toBeVisible();
  for (const href of await resultList(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
    expect(href).toMatch(/^\/light\/blog\/\d+\/$/);
  }
  await resultList(page).getByRole("link", { name: post.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/light/blog/${post.id}/$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
});

test("searching raises no policy violation and no console error under the adapter's headers, worker included", async ({
  page,
}) => {
  // Every response (pages, Pagefind's script and worker) with what a Gatsby adapter sends on
  // its path: the policy applies to the page and, from its own response, to the worker.
  await serveLikeAnAdapter(page, { everyResponse: true });
  const problems: string[] = [];
  const watchConsole = (source: string) => (message: { type: () => string; text: () => string }) => {
    if (
      message.type() === "error" ||
      (message.type() === "warning" && /pagefind|content security|refused/i.test(message.text()))
    ) {
      problems.push(`${source} ${message.type()}: ${message.text()}`);
    }
  };
  page.on("console", watchConsole("page"));
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("worker", (worker) => worker.on("console", watchConsole(`worker ${worker.url()}`)));
  const workerPath = /^\/pagefind\/posts-\d+\/pagefind-worker\.js$/;
  const workerHeaders = page.waitForResponse((response) => workerPath.test(new URL(response.url()).pathname));

  const response = await page.goto("/blog/");
  expect(response?.headers()["content-security-policy"]).toBe(contentSecurityPolicy);
  const box = searchBox(page);
  await waitForHydration(box);
  const { post, word } = wordOnlyIn("body", (candidate) => words(bodyText(candidate), 7));
  await box.fill(word);
  await expectFound(page, post);
  await box.fill("zzqx nonsense");
  await expect(searchStatus(page)).toHaveText("No posts match “zzqx nonsense”.");

  expect((await workerHeaders).headers()["content-security-policy"]).toBe(contentSecurityPolicy);
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(expect.stringMatching(workerPath));
  expect(await policyViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
  await stopServingLikeAnAdapter(page);
});

test("where no index exists, the box says search works on the built site", async ({ page }) => {
  await page.route("**/pagefind/**", (route) => route.fulfill({ status: 404, body: "Not found" }));
  const box = await openSearch(page);
  await box.fill("react");
  await expect(searchStatus(page)).toHaveText(/^Search is unavailable: .*Search works on the built site/);
  await expect(resultList(page)).toHaveCount(0);
  await expect(box).toBeEditable();
});
