/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SourceNodesArgs } from "gatsby";
import sharp from "sharp";
import {
  artworkVersion,
  cardOwners,
  shareImageKey,
  shareImageNodeId,
  shareImagePath,
  shareImageSize,
  sourceShareImages,
} from "../share-images";

describe("cards' keys and owners", () => {
  const card = { title: "Designing forms people finish", agencyName: "Northbeam Studio", artwork: artworkVersion("<svg/>") };

  it("change with the title, the agency's name and the artwork, and with nothing else", () => {
    expect(shareImageKey(card)).toBe(shareImageKey({ ...card }));
    expect(shareImageKey(card)).toMatch(/^[0-9a-f]{16}$/);
    for (const other of [
      { ...card, title: "Designing forms people finish!" },
      { ...card, agencyName: "Another Studio" },
      { ...card, artwork: artworkVersion("<svg></svg>") },
    ]) {
      expect(shareImageKey(other)).not.toBe(shareImageKey(card));
    }
    expect(shareImagePath("0123456789abcdef")).toBe("/share-images/0123456789abcdef.jpg");
  });

  it("are the nodes without a share image of their own that have a title", () => {
    expect(
      cardOwners([
        { id: "a", title: "  A post ", shareImage: null },
        { id: "b", title: "Has its own", shareImage: "5ac6f08f-1426-444d-9c22-6245b2dcb9b5" },
        { id: "c", title: " " },
        { id: "d", title: "Another" },
      ]),
    ).toEqual([
      { id: "a", title: "A post" },
      { id: "d", title: "Another" },
    ]);
  });
});

describe("sourceShareImages", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "share-images-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const build = async (posts: Record<string, unknown>[]) => {
    const nodes: Record<string, unknown>[] = [];
    const info = jest.fn();
    const args = {
      actions: { createNode: (node: Record<string, unknown>) => nodes.push(node) },
      cache: { directory: path.join(root, "cache") },
      createNodeId: (input: string) => `node:${input}`,
      createContentDigest: (input: unknown) => JSON.stringify(input),
      getNodesByType: (type: string) => (type === "DirectusPost" ? posts : []),
      reporter: { info },
    } as unknown as SourceNodesArgs;
    const counts = await sourceShareImages(args, path.join(root, "public"));
    return { counts, nodes, log: info.mock.calls.map(([line]) => line as string) };
  };
  const published = () => readdirSync(path.join(root, "public/share-images")).sort();

  it("draws each card once, reuses it on the next build, and draws only a changed title's again", async () => {
    const posts = [
      { id: "p1", title: "Designing forms people finish", shareImage: null },
      { id: "p2", title: "Offline-first mobile apps without tears", shareImage: null },
      { id: "p3", title: "Has a share image of its own", shareImage: "5ac6f08f-1426-444d-9c22-6245b2dcb9b5" },
    ];
    const cold = await build(posts);
    expect(cold.counts).toEqual({ generated: 2, fromCache: 0, inUse: 2, removed: 0 });
    expect(cold.log).toEqual(["Share images: 2 generated, 0 from the cache, 2 in use (public/share-images/, 0 removed)"]);
    expect(cold.nodes.map((node) => node.id)).toEqual([shareImageNodeId((input) => `node:${input}`, "p1"), "node:ShareImage-p2"]);
    const [first] = cold.nodes;
    expect(first).toMatchObject({
      owner: "p1",
      path: expect.stringMatching(/^\/share-images\/[0-9a-f]{16}\.jpg$/),
      ...shareImageSize,
    });
    expect(published()).toHaveLength(2);
    const file = path.join(root, "public", String(first!.path));
    const metadata = await sharp(file).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
      format: "jpeg",
      ...shareImageSize,
    });
    expect(statSync(file).size).toBeGreaterThan(5 * 1024);
    expect(statSync(file).size).toBeLessThan(120 * 1024);

    const warm = await build(posts);
    expect(warm.counts).toEqual({ generated: 0, fromCache: 2, inUse: 2, removed: 0 });
    expect(warm.nodes).toEqual(cold.nodes);

    const edited = await build([{ ...posts[0]!, title: "Designing forms people finish (revised)" }, posts[1]!, posts[2]!]);
    expect(edited.counts).toEqual({ generated: 1, fromCache: 1, inUse: 2, removed: 1 });
    expect(published()).toHaveLength(2);
    expect(readdirSync(path.join(root, "cache/share-images")).sort()).toEqual(published());
  });

  it("makes one card for two items of the same title, and puts a card missing from public/ back from the cache", async () => {
    const posts = [
      { id: "p1", title: "Same title" },
      { id: "p2", title: "Same title" },
    ];
    expect((await build(posts)).counts).toEqual({ generated: 1, fromCache: 0, inUse: 1, removed: 0 });
    rmSync(path.join(root, "public"), { recursive: true });
    expect((await build(posts)).counts).toEqual({ generated: 0, fromCache: 1, inUse: 1, removed: 0 });
    expect(published()).toHaveLength(1);
  });
});
