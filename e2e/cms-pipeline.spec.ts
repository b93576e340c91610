import { createServer, type IncomingMessage } from "node:http";
import { expect, test } from "@playwright/test";
import { cms, cmsUrl } from "./support/cms";

/**
 * Runs against the embedded CMS that `npm run test:e2e` started: its site-rebuild hook
 * (cms/extensions/site-rebuild) calls BUILD_HOOK_URL, by default
 * http://127.0.0.1:8000/__refresh, where this test listens, once per window of saves
 * (SITE_REBUILD_WINDOW_SECONDS, 5 s for the embedded CMS). Coalescing, drafts and scheduled
 * posts are tested at length by `npm run test:publishing`.
 */
const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => resolve(body));
  });

test.describe.configure({ mode: "serial" });

test("the public role reads published posts only", async () => {
  const published = await (await fetch(`${cmsUrl}/items/posts?fields=id,status&limit=-1`)).json();
  expect(published.data.length).toBeGreaterThanOrEqual(14);
  expect(published.data.every((post: { status: string }) => post.status === "published")).toBe(true);
  const drafts = await cms<{ id: number }[]>("GET", "/items/posts?fields=id&filter[status][_neq]=published&limit=-1");
  expect(drafts.length).toBeGreaterThanOrEqual(3);
  for (const draft of drafts) {
    expect((await fetch(`${cmsUrl}/items/posts/${draft.id}`)).status).toBe(403);
  }
});

test("saving a published post calls the build hook once, when the window closes", async () => {
  const hooks: Array<{ path: string; authorization: string | undefined; body: string }> = [];
  const server = createServer(async (request, response) => {
    hooks.push({ path: request.url ?? "", authorization: request.headers.authorization, body: await readBody(request) });
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(8000, "127.0.0.1", resolve));
  try {
    const [post] = await cms<[{ id: number; sub_title: string }]>(
      "GET",
      "/items/posts?fields=id,sub_title&limit=1&filter[status][_eq]=published",
    );
    // An edit and its undoing, both within the window: one call for the two.
    await cms("PATCH", `/items/posts/${post.id}`, { sub_title: `${post.sub_title} ` });
    await cms("PATCH", `/items/posts/${post.id}`, { sub_title: post.sub_title });
    // The call comes when the 5 s window closes (the test, with its 6 s wait below, took 12.2 s here).
    await expect.poll(() => hooks.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(hooks[0]!.path).toBe("/__refresh");
    expect(hooks[0]!.authorization).toBeTruthy();
    const body = JSON.parse(hooks[0]!.body);
    // Exactly these two: no other spec of its project changes the site's content (the specs that
    // publish or edit posts, pages or menus have projects of their own, after this one's), and the
    // samples schedule no post.
    expect(body).toMatchObject({ source: "directus", changes: 2 });
    expect(body.summary).toContain(`post ${post.id} `);
    // No second call for this post's two saves.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(hooks.filter((hook) => hook.body.includes(`post ${post.id} `))).toHaveLength(1);
  } finally {
    server.close();
  }
});
