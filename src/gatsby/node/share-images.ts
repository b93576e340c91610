import { copyFile, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { CreateSchemaCustomizationArgs, NodeInput, SourceNodesArgs } from "gatsby";
import sharp from "sharp";
import { shareCardSvg } from "./share-card-layout";
import { siteMetadata } from "./site-metadata";
import { sha256Hex } from "./text-digest";
import { eachLimited } from "./each-limited";

/**
 * Generated share images: every node with the SEO fields (seoNodeTypes) whose `shareImage` is
 * empty gets a 1200 × 630 JPEG of its title on the site's artwork (src/images/share-card.svg,
 * set by share-card-layout.ts), published at /share-images/<key>.jpg and linked from the node as
 * `generatedShareImage` (a `ShareImage` node, so a page's query depends on exactly its own).
 *
 * Made at build time, in gatsby-node's sourceNodes (never while pages are rendered). The key is a
 * hash of what the card shows and how it is drawn (title, agency name, the template and
 * `layoutVersion`), and each card is kept in Gatsby's cache under it: a warm build makes only the
 * cards whose title changed, and reports `Share images: N generated, M from the cache, T in use`
 * (the scale test reads N: platform/bench/scale/ci-checks.mjs). Cards nothing uses any more leave
 * public/ and the cache.
 */

/** The node types that have the SEO fields (metaTitle, metaDescription, shareImage, noIndex). */
export const seoNodeTypes: readonly string[] = ["DirectusPost", "DirectusPage"];

export const shareImageType = "ShareImage";

/** Where the cards are published, under public/ and in addresses. */
export const shareImageFolder = "share-images";

export const shareImageSize = { width: 1200, height: 630 } as const;

/** Bump when share-card-layout.ts sets titles differently: every card is made again, once. */
export const layoutVersion = 1;

/**
 * How the cards are encoded: about 45 KB each. mozjpeg would save a fifth of that but took twice
 * as long per card here (145 against 274 ms on the loaded 2-core machine), which counts on a cold
 * build of thousands of posts.
 */
const cardJpeg = { quality: 80, optimiseCoding: true } as const;

/** How many cards sharp draws at once. */
const concurrency = 3;

const templateFile = path.resolve("src/images/share-card.svg");

export const shareImageTypeDefs = `
  type ${shareImageType} implements Node @dontInfer {
    "The node the card was made for."
    owner: String!
    "Its address on the site: /${shareImageFolder}/<key>.jpg"
    path: String!
    width: Int!
    height: Int!
  }
`;

/** The fields a node needs to get a card: its node id, title, and its own share image if any. */
interface CardOwner {
  id: string;
  title?: unknown;
  shareImage?: unknown;
}

/** The version of the artwork: the template as drawn by this layout version. */
export const artworkVersion = (template: string): string => sha256Hex(`${layoutVersion}\n${template}`).slice(0, 16);

/** A card's key: everything it shows and how it is drawn. */
export const shareImageKey = (card: { title: string; agencyName: string; artwork: string }): string =>
  sha256Hex(JSON.stringify([card.artwork, card.agencyName, card.title])).slice(0, 16);

export const shareImagePath = (key: string): string => `/${shareImageFolder}/${key}.jpg`;

/** The ShareImage node id of an owner's card (the same in sourceNodes and in the resolver). */
export const shareImageNodeId = (createNodeId: (input: string) => string, ownerId: string): string =>
  createNodeId(`${shareImageType}-${ownerId}`);

/** Nodes that get a generated card: those without a share image of their own, with a title. */
export const cardOwners = (nodes: readonly CardOwner[]): { id: string; title: string }[] =>
  nodes.flatMap((node) =>
    !node.shareImage && typeof node.title === "string" && node.title.trim() !== ""
      ? [{ id: node.id, title: node.title.trim() }]
      : [],
  );

/** `generatedShareImage` on every SEO node type: its card, or null when it has its own image. */
export const generatedShareImageFields = ({
  schema,
  createNodeId,
}: Pick<CreateSchemaCustomizationArgs, "schema" | "createNodeId">) =>
  seoNodeTypes.map((name) =>
    schema.buildObjectType({
      name,
      fields: {
        generatedShareImage: {
          type: shareImageType,
          description: "The share image made from the title at build time, when the item has none of its own",
          resolve: (
            source: { id: string },
            _args: unknown,
            context: { nodeModel: { getNodeById: (args: { id: string; type: string }) => unknown } },
          ) => context.nodeModel.getNodeById({ id: shareImageNodeId(createNodeId, source.id), type: shareImageType }) ?? null,
        },
      },
    }),
  );

/** The `.jpg` files in `dir`, read once instead of a look-up per card (20,000 at 10,000 posts). */
const jpegFiles = async (dir: string): Promise<Set<string>> =>
  new Set(
    (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.endsWith(".jpg"))
      .map((entry) => entry.name),
  );

/** Removes the files of `present` (in `dir`) that are not in `keep`; resolves with how many went. */
const removeOthers = async (
  dir: string,
  present: ReadonlySet<string>,
  keep: Pick<ReadonlySet<string>, "has">,
): Promise<number> => {
  const files = [...present].filter((file) => !keep.has(file));
  await Promise.all(files.map((file) => rm(path.join(dir, file), { force: true })));
  return files.length;
};

export interface ShareImageCounts {
  generated: number;
  fromCache: number;
  inUse: number;
  removed: number;
}

/**
 * The cards of every node that needs one: `ShareImage` nodes, files in public/share-images/ (from
 * the cache, or drawn now), and the build log's line with the counts.
 */
export const sourceShareImages = async (
  { actions, cache, createNodeId, createContentDigest, getNodesByType, reporter }: SourceNodesArgs,
  publicDir = path.resolve("public"),
): Promise<ShareImageCounts> => {
  const template = await readFile(templateFile, "utf8");
  const artwork = artworkVersion(template);
  const { agencyName } = siteMetadata;
  const owners = cardOwners(seoNodeTypes.flatMap((type) => getNodesByType(type) as unknown as CardOwner[]));

  const cards = new Map<string, string>(); // file name -> title
  for (const owner of owners) {
    const key = shareImageKey({ title: owner.title, agencyName, artwork });
    const fields = { owner: owner.id, path: shareImagePath(key), ...shareImageSize };
    const node: NodeInput = {
      ...fields,
      id: shareImageNodeId(createNodeId, owner.id),
      internal: { type: shareImageType, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(node);
    cards.set(`${key}.jpg`, owner.title);
  }

  const cacheDir = path.join(cache.directory, shareImageFolder);
  const outDir = path.join(publicDir, shareImageFolder);
  await mkdir(cacheDir, { recursive: true });
  await mkdir(outDir, { recursive: true });
  const [inCache, inPublic] = await Promise.all([jpegFiles(cacheDir), jpegFiles(outDir)]);
  const fromCache = [...cards.keys()].filter((file) => inCache.has(file)).length;
  const counts: ShareImageCounts = { generated: 0, fromCache, inUse: cards.size, removed: 0 };
  const missing = [...cards].filter(([file]) => !inCache.has(file) || !inPublic.has(file));
  await eachLimited(missing, concurrency, async ([file, title]) => {
    const cached = path.join(cacheDir, file);
    if (!inCache.has(file)) {
      await sharp(Buffer.from(shareCardSvg(template, { title, agencyName })))
        .jpeg(cardJpeg)
        .toFile(cached);
      counts.generated += 1;
    }
    if (!inPublic.has(file)) await copyFile(cached, path.join(outDir, file));
  });
  counts.removed = await removeOthers(outDir, inPublic, cards);
  await removeOthers(cacheDir, inCache, cards);
  reporter.info(
    `Share images: ${counts.generated} generated, ${counts.fromCache} from the cache, ${counts.inUse} in use (public/${shareImageFolder}/, ${counts.removed} removed)`,
  );
  return counts;
};
