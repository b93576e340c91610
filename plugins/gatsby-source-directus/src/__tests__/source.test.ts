/** @jest-environment node */
import { randomUUID } from "node:crypto";
import type { PluginOptions, SourceNodesArgs } from "gatsby";
import { sourceNodes } from "../source";

const cms = "http://cms.test";
const jsonResponse = (body: unknown): Response => new Response(JSON.stringify(body), { status: 200 });
/** The site details a provisioned CMS has (the menus are left empty here: src/__tests__/navigation.test.ts). */
const siteGlobals = {
  id: 1,
  agency_name: "Agency",
  copyright_line: "© Agency",
  contact_email: "hello@agency.test",
  support_email: "support@agency.test",
  header_button: null,
};

/** A Directus filter, as far as the fake reads it: ids in a list or after one, in `_and`s at any depth. */
interface IdFilter {
  id?: { _in?: (string | number)[]; _gt?: number };
  _and?: IdFilter[];
}
const idConditions = (filter: IdFilter): { wanted?: Set<string | number>; after?: number } => {
  const parts = [filter, ...(filter._and ?? []).map(idConditions)];
  const inList = filter.id?._in;
  return parts.reduce<{ wanted?: Set<string | number>; after?: number }>(
    (found, part) => ({
      wanted: found.wanted ?? ("wanted" in part ? part.wanted : undefined),
      after: found.after ?? ("after" in part ? part.after : undefined),
    }),
    { wanted: inList ? new Set(inList) : undefined, after: filter.id?._gt },
  );
};

/**
 * A fake Directus with `count` published posts, each with its own hero and a body image
 * written with a transform, every third with a share image of its own, and two redirects:
 * answers paged lists and `id _in` filters, records every URL.
 */
const fakeDirectus = (count: number) => {
  const posts = Array.from({ length: count }, (_, index) => {
    const inline = randomUUID();
    return {
      id: index + 1,
      status: "published",
      title: `Post ${index + 1}`,
      sub_title: null,
      category: null,
      hero_image: randomUUID(),
      date_created: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000).toISOString(),
      date_updated: null,
      body: `<p>Text</p><img src="${cms}/assets/${inline}?width=800" alt="">`,
      tags: null,
      meta_title: null,
      meta_description: null,
      share_image: index % 3 === 0 ? randomUUID() : null,
      no_index: false,
      inline,
    };
  });
  const files = posts
    .flatMap((post) => [post.hero_image, post.inline, ...(post.share_image ? [post.share_image] : [])])
    .map((id) => ({ id, filename_download: `${id}.jpg` }));
  const redirects = [
    { id: 1, from: "/blog/category/old/", to: "/blog/category/new/", permanent: true },
    { id: 2, from: "/spring-offer/", to: "/contact/", permanent: false },
  ];
  const urls: string[] = [];
  const fetchImpl = jest.fn(async (input: string) => {
    urls.push(input);
    const url = new URL(input);
    const limit = Number(url.searchParams.get("limit") ?? "100");
    const page = Number(url.searchParams.get("page") ?? "1");
    const filter = JSON.parse(url.searchParams.get("filter") ?? "{}") as IdFilter;
    if (url.pathname === "/items/site_globals") return jsonResponse({ data: siteGlobals });
    const sources: Record<string, Array<{ id: string | number }>> = {
      "/files": files,
      "/items/posts": [...posts].reverse(),
      "/items/redirects": redirects,
    };
    const source = sources[url.pathname] ?? [];
    const { wanted, after } = idConditions(filter);
    const matching = source
      .filter((item) => !wanted || wanted.has(item.id))
      .filter((item) => after === undefined || Number(item.id) > after);
    // The keyset paging of id lists (client.ts: sorted by id, each page after the last id).
    if (url.searchParams.get("sort") === "id") matching.sort((a, b) => Number(a.id) - Number(b.id));
    return jsonResponse({ data: matching.slice((page - 1) * limit, page * limit) });
  });
  return { posts, files, redirects, urls, fetchImpl };
};

const fakeGatsby = () => {
  const nodes = new Map<string, Record<string, unknown>>();
  const cached = new Map<string, unknown>();
  const args = {
    actions: {
      createNode: (node: Record<string, unknown>) => nodes.set(node.id as string, node),
      deleteNode: jest.fn((node: { id: string }) => nodes.delete(node.id)),
      enableStatefulSourceNodes: jest.fn(),
    },
    createNodeId: (input: string) => `id:${input}`,
    createContentDigest: () => "digest",
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((node) => (node.internal as { type: string }).type === type),
    cache: { get: async (key: string) => cached.get(key), set: async (key: string, value: unknown) => cached.set(key, value) },
    reporter: {
      activityTimer: () => ({ start: () => undefined, end: () => undefined, setStatus: () => undefined }),
      info: () => undefined,
      panic: (message: string) => {
        throw new Error(message);
      },
    },
  };
  return { nodes, args: args as unknown as SourceNodesArgs };
};

describe("sourceNodes with a large archive", () => {
  afterEach(() => jest.restoreAllMocks());

  it("sources 600 posts and their 1,400 files without any URL over 8 KB, each file asked for once", async () => {
    const directus = fakeDirectus(600);
    jest.spyOn(global, "fetch").mockImplementation(directus.fetchImpl as unknown as typeof fetch);
    const { nodes, args } = fakeGatsby();

    await sourceNodes!(args, { url: cms, siteUrl: "https://site.test" } as unknown as PluginOptions, () => undefined);

    for (const url of directus.urls) expect(Buffer.byteLength(url)).toBeLessThan(8 * 1024);
    const fileRequests = directus.urls.filter((url) => new URL(url).pathname === "/files");
    const asked = fileRequests.flatMap(
      (url) => (JSON.parse(new URL(url).searchParams.get("filter")!) as { id: { _in: string[] } }).id._in,
    );
    // A hero and a body image each, and a share image for every third post.
    expect(asked).toHaveLength(1400);
    expect(new Set(asked)).toEqual(new Set(directus.files.map((file) => file.id)));
    const postPages = directus.urls.filter((url) => new URL(url).pathname === "/items/posts");
    for (const url of postPages) expect(new URL(url).searchParams.get("sort")).toBe("-date_created,-id");

    const types = [...nodes.values()].map((node) => (node.internal as { type: string }).type);
    expect(types.filter((type) => type === "DirectusPost")).toHaveLength(600);
    expect(types.filter((type) => type === "DirectusAsset")).toHaveLength(1400);
    const first = nodes.get("id:DirectusPost-1")!;
    expect(first.bodyImages).toEqual([directus.posts[0]!.inline]);
    expect(first).toMatchObject({ shareImage: directus.posts[0]!.share_image, noIndex: false, metaTitle: null });
    expect(nodes.get("id:DirectusPost-2")!.shareImage).toBeNull();
    expect(nodes.get("id:DirectusRedirect-2")).toMatchObject({ from: "/spring-offer/", to: "/contact/", permanent: false });
    expect(types.filter((type) => type === "DirectusRedirect")).toHaveLength(directus.redirects.length);
  });
});

describe("sourceNodes after a run that showed drafts", () => {
  afterEach(() => jest.restoreAllMocks());

  it("removes the cached post nodes a published build may not show before anything else reads them", async () => {
    const directus = fakeDirectus(3);
    jest.spyOn(global, "fetch").mockImplementation(directus.fetchImpl as unknown as typeof fetch);
    const { nodes, args } = fakeGatsby();
    // Left in Gatsby's cache by `npm run preview` (drafts) in the same checkout.
    const draft = { id: "id:DirectusPost-99", directusId: "99", internal: { type: "DirectusPost" } };
    nodes.set(draft.id, draft);
    const cached = {
      ...args,
      cache: { get: async () => ({ lastSync: "2024-01-01T00:00:00Z", includeDrafts: true }), set: async () => undefined },
    };
    const deleteNode = jest.fn((node: { id: string }) => nodes.delete(node.id));
    cached.actions = { ...args.actions, deleteNode } as unknown as typeof args.actions;

    await sourceNodes!(
      cached as unknown as SourceNodesArgs,
      { url: cms, siteUrl: "https://site.test" } as unknown as PluginOptions,
      () => undefined,
    );

    expect(deleteNode).toHaveBeenCalledTimes(1);
    expect(deleteNode).toHaveBeenCalledWith(draft);
    const posts = [...nodes.values()].filter((node) => (node.internal as { type: string }).type === "DirectusPost");
    expect(posts.map((node) => node.directusId).sort()).toEqual(["1", "2", "3"]);
  });
});

describe("sourceNodes as a stateful source (Gatsby collects none of its nodes)", () => {
  afterEach(() => jest.restoreAllMocks());

  const nodesOfType = (nodes: Map<string, Record<string, unknown>>, type: string) =>
    [...nodes.values()].filter((node) => (node.internal as { type: string }).type === type);

  it("keeps the nodes of what is unchanged as they are and deletes those of what the CMS no longer shows", async () => {
    const directus = fakeDirectus(4);
    jest.spyOn(global, "fetch").mockImplementation(directus.fetchImpl as unknown as typeof fetch);
    const { nodes, args } = fakeGatsby();
    const options = { url: cms, siteUrl: "https://site.test" } as unknown as PluginOptions;
    await sourceNodes!(args, options, () => undefined);
    expect(args.actions.enableStatefulSourceNodes).toHaveBeenCalledTimes(1);
    expect(nodesOfType(nodes, "DirectusPost")).toHaveLength(4);
    expect(nodesOfType(nodes, "DirectusRedirect")).toHaveLength(2);
    const filesBefore = nodesOfType(nodes, "DirectusAsset").length;
    const redirectKept = nodes.get("id:DirectusRedirect-1");

    // Post 4 unpublished (its hero, body image and share image unused now), redirect 2 deleted.
    const [gone] = directus.posts.splice(3, 1);
    directus.redirects.splice(1, 1);
    await sourceNodes!(args, options, () => undefined);

    expect(args.actions.enableStatefulSourceNodes).toHaveBeenCalledTimes(2);
    expect(
      nodesOfType(nodes, "DirectusPost")
        .map((node) => node.directusId)
        .sort(),
    ).toEqual(["1", "2", "3"]);
    expect(nodes.get("id:DirectusRedirect-2")).toBeUndefined();
    expect(nodes.get("id:DirectusRedirect-1")).toEqual(redirectKept);
    const assets = nodesOfType(nodes, "DirectusAsset").map((node) => node.directusId);
    expect(assets).toHaveLength(filesBefore - 3);
    expect(assets).not.toContain(gone!.hero_image);
    expect(assets).not.toContain(gone!.inline);
    expect(assets).toContain(directus.posts[0]!.hero_image);
  });
});

describe("sourceNodes and Gatsby's store", () => {
  afterEach(() => jest.restoreAllMocks());

  it("finishes only once the store has written every node it made, so what reads nodes next sees them all", async () => {
    const directus = fakeDirectus(2);
    jest.spyOn(global, "fetch").mockImplementation(directus.fetchImpl as unknown as typeof fetch);
    const { args } = fakeGatsby();
    // As Gatsby's: the store (LMDB) writes asynchronously, one write after the other, and
    // createNode resolves once its node and every one before it are written.
    let made = 0;
    let written = 0;
    let writes = Promise.resolve();
    const createNode = () => {
      made += 1;
      writes = writes.then(() => new Promise<void>((resolve) => setTimeout(() => ((written += 1), resolve()), 1)));
      return writes;
    };
    await sourceNodes!(
      { ...args, actions: { ...args.actions, createNode } } as unknown as SourceNodesArgs,
      { url: cms, siteUrl: "https://site.test" } as unknown as PluginOptions,
      () => undefined,
    );
    expect(made).toBeGreaterThanOrEqual(2 + 2 * 2 + 1);
    expect(written).toBe(made);
  });
});
