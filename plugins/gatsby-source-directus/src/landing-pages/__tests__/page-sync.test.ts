import type { DirectusClient } from "../../client";
import type { NodeInput } from "../../nodes";
import type { DirectusSettings } from "../../options";
import type { DirectusPageItem, DirectusPageStampItem } from "../page-items";
import { syncPages } from "../page-sync";

const cms = "http://127.0.0.1:8055";
const options = { url: cms, includeDrafts: false, pageSize: 100, retries: 0 } as DirectusSettings;

/** A CMS of pages, each with one hero block whose item is `updated` at its own time. */
const cmsWith = (pages: { id: number; title: string; updated: string }[]) => {
  const fetchedIds: (string | number)[][] = [];
  const stampOf = (page: (typeof pages)[number]): DirectusPageStampItem => ({
    id: page.id,
    date_created: "2026-03-01T00:00:00.000Z",
    date_updated: null,
    blocks: [{ id: page.id * 10, sort: 1, collection: "block_hero", item: { id: page.id, date_updated: page.updated } }],
  });
  const itemOf = (page: (typeof pages)[number]): DirectusPageItem => ({
    id: page.id,
    status: "published",
    title: page.title,
    slug: `page-${page.id}`,
    date_published: null,
    meta_title: null,
    meta_description: null,
    share_image: null,
    no_index: false,
    blocks: [{ id: page.id * 10, sort: 1, collection: "block_hero", item: { id: page.id, title: page.title } }],
  });
  const client = {
    get: jest.fn(),
    getAll: jest.fn(async (path: string) => (path === "/items/pages" ? pages.map(stampOf) : [])),
    getByIds: jest.fn(async (_path: string, ids: readonly (string | number)[]) => {
      fetchedIds.push([...ids]);
      return pages.filter((page) => ids.includes(page.id)).map(itemOf);
    }),
  } as unknown as DirectusClient;
  return { client, fetchedIds };
};

/** Gatsby's node store, as far as syncPages uses it. */
const nodeStore = () => {
  const nodes = new Map<string, Record<string, unknown>>();
  const helpers = {
    actions: {
      deleteNode: (node: Record<string, unknown>) => nodes.delete(String(node.directusId)),
    },
    getNodesByType: () => [...nodes.values()],
    reporter: { info: jest.fn(), warn: jest.fn() },
  } as unknown as Parameters<typeof syncPages>[1];
  const upsert = (input: NodeInput) => nodes.set(input.key, input.fields);
  return { nodes, helpers, upsert };
};

describe("syncPages", () => {
  it("fetches every page on a cold cache, then only the page whose block changed", async () => {
    const store = nodeStore();
    const first = cmsWith([
      { id: 1, title: "One", updated: "2026-03-02T00:00:00.000Z" },
      { id: 2, title: "Two", updated: "2026-03-02T00:00:00.000Z" },
    ]);
    await syncPages(first.client, store.helpers, options, store.upsert);
    expect(first.fetchedIds).toEqual([[1, 2]]);
    expect([...store.nodes.keys()]).toEqual(["1", "2"]);

    const second = cmsWith([
      { id: 1, title: "One", updated: "2026-03-02T00:00:00.000Z" },
      { id: 2, title: "Two, edited", updated: "2026-03-03T00:00:00.000Z" },
    ]);
    const unchanged = store.nodes.get("1");
    const { fileIds } = await syncPages(second.client, store.helpers, options, store.upsert);
    expect(second.fetchedIds).toEqual([[2]]);
    expect(store.nodes.get("1")).toBe(unchanged);
    expect((store.nodes.get("2")?.blocks as { title: string }[])[0]?.title).toBe("Two, edited");
    expect(fileIds).toEqual([]);
  });

  it("removes the node of a page no longer published, and fetches nothing when nothing changed", async () => {
    const store = nodeStore();
    const pages = [
      { id: 1, title: "One", updated: "2026-03-02T00:00:00.000Z" },
      { id: 2, title: "Two", updated: "2026-03-02T00:00:00.000Z" },
    ];
    await syncPages(cmsWith(pages).client, store.helpers, options, store.upsert);
    const later = cmsWith(pages.slice(0, 1));
    await syncPages(later.client, store.helpers, options, store.upsert);
    expect([...store.nodes.keys()]).toEqual(["1"]);
    expect(later.fetchedIds).toEqual([[]]);
  });
});
