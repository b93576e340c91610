/** @jest-environment node */
// The landing pages' hook parts as Directus registers them, on a database in memory: which page
// changes ask the site-rebuild hook for a build (cms/extensions/site-rebuild/pages.mjs), and the
// page_files rows the landing-pages hook keeps (cms/extensions/landing-pages/register-page-files.mjs).
import { syncPages } from "../../extensions/landing-pages/register-page-files.mjs";
import { createStash } from "../../extensions/site-rebuild/lib.mjs";
import { registerPageChanges } from "../../extensions/site-rebuild/pages.mjs";
import { fakeKnex } from "../__fixtures__/fake-knex";

type Handler = (...args: unknown[]) => unknown;

const hero = "11111111-1111-4111-8111-111111111111";
const faq = "22222222-2222-4222-8222-222222222222";
const draftFaq = "33333333-3333-4333-8333-333333333333";
const image = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";
const inline = "0b6e1c7a-3f7d-4a55-9d1e-2f0c8b1e7a10";
const share = "c3d4e5f6-1111-4222-8333-944455556666";

const database = () =>
  fakeKnex({
    pages: [
      { id: 1, status: "published", title: "Spring offer", share_image: share },
      { id: 2, status: "draft", title: "Autumn offer", share_image: null },
    ],
    pages_blocks: [
      { id: 10, pages_id: 1, collection: "block_hero", item: hero, sort: 1 },
      { id: 11, pages_id: 1, collection: "block_faq", item: faq, sort: 2 },
      { id: 12, pages_id: 2, collection: "block_faq", item: draftFaq, sort: 1 },
    ],
    block_hero: [{ id: hero, image: image.toUpperCase() }],
    block_faq: [{ id: faq }, { id: draftFaq }],
    block_rich_text: [],
    block_call_to_action: [],
    directus_files: [{ id: image }, { id: share }],
    page_files: [{ id: `1:${inline}`, page: 1, file: inline }],
  });

/** The hook's handlers by event, and the changes it noted. */
const registered = (db: ReturnType<typeof fakeKnex>) => {
  const filters = new Map<string, Handler>();
  const actions = new Map<string, Handler>();
  const notes: unknown[] = [];
  registerPageChanges(
    {
      filter: (event: string, handler: Handler) => filters.set(event, handler),
      action: (event: string, handler: Handler) => actions.set(event, handler),
    },
    { note: (change: unknown) => notes.push(change), stash: createStash(), database: db },
  );
  return { filters, actions, notes };
};

describe("the site-rebuild hook's page events", () => {
  it("notes a page's save with its state before and after, as a post's", async () => {
    const db = database();
    const { filters, actions, notes } = registered(db);
    const payload = { title: "Spring offer, renewed" };
    await filters.get("pages.items.update")!(payload, { keys: [1] }, { database: db });
    await actions.get("pages.items.update")!({ keys: [1], payload });
    expect(notes).toEqual([
      {
        collection: "pages",
        event: "update",
        keys: [1],
        before: [{ id: 1, status: "published", title: "Spring offer" }],
        after: [{ id: 1, status: "published", title: "Spring offer, renewed" }],
      },
    ]);
  });

  it("notes a block saved alone as a change of the page that shows it", async () => {
    const db = database();
    const { actions, notes } = registered(db);
    await actions.get("block_faq.items.update")!({ keys: [faq] });
    await actions.get("block_faq.items.update")!({ keys: [draftFaq] });
    await actions.get("block_faq.items.update")!({ keys: ["44444444-4444-4444-8444-444444444444"] });
    const page = (id: number, status: string, title: string) => ({ id, status, title });
    expect(notes).toEqual([
      {
        collection: "pages",
        event: "update",
        keys: [1],
        before: [page(1, "published", "Spring offer")],
        after: [page(1, "published", "Spring offer")],
      },
      {
        collection: "pages",
        event: "update",
        keys: [2],
        before: [page(2, "draft", "Autumn offer")],
        after: [page(2, "draft", "Autumn offer")],
      },
    ]);
  });

  it("notes a block taken from a page on its own, with the page read before the row goes", async () => {
    const db = database();
    const { filters, actions, notes } = registered(db);
    await filters.get("pages_blocks.items.delete")!([11], {}, { database: db });
    db.tables.pages_blocks = db.tables.pages_blocks!.filter((row) => row.id !== 11);
    await actions.get("pages_blocks.items.delete")!({ keys: [11] });
    expect(notes).toMatchObject([{ collection: "pages", keys: [1] }]);
  });
});

describe("page_files", () => {
  it("says which files each page shows: its share image, its blocks' images, that exist", async () => {
    const db = database();
    await syncPages(db, [1, 2]);
    expect(db.tables.page_files!.map((row) => `${row.page}:${row.file}`).sort()).toEqual([`1:${image}`, `1:${share}`].sort());
  });

  it("follows a block's image taken away", async () => {
    const db = database();
    await syncPages(db, [1]);
    db.tables.block_hero = [{ id: hero, image: null }];
    await syncPages(db, [1]);
    expect(db.tables.page_files).toEqual([{ id: `1:${share}`, page: 1, file: share }]);
  });
});
