import { bodyImageIds } from "../asset-url";
import type { NodeInput } from "../nodes";
import { blockKindByCollection, camelCase, type BlockKind, type RowFieldType } from "./block-kinds";
import type { DirectusPageBlockItem, DirectusPageItem, DirectusPageStampItem } from "./page-items";

export const pageNodeType = "DirectusPage";

/** A block of a page node: its GraphQL type, its Directus id and collection, and its fields in camelCase. */
export type PageBlockFields = Record<string, unknown> & { blockType: string; directusId: string; collection: string };

const text = (value: unknown): string =>
  typeof value === "string" ? value : value === null || value === undefined ? "" : String(value);

const fileId = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value.toLowerCase() : null);

const rowValue = (value: unknown, type: RowFieldType): string | number | boolean => {
  if (type === "Boolean") return value === true || value === "true";
  if (type === "Int") {
    const number = Number(value);
    return Number.isFinite(number) ? Math.round(number) : 0;
  }
  return text(value).trim();
};

const rowsOf = (value: unknown, rows: Readonly<Record<string, RowFieldType>>): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : [])
    .filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null)
    .map((row) =>
      Object.fromEntries(Object.entries(rows).map(([field, type]) => [camelCase(field), rowValue(row[field], type)])),
    );

/**
 * A block item's node fields, by what its kind says of each field (block-kinds.ts). Rich text
 * keeps the editor's HTML (`body`, made safe into `bodyHtml` when queried) and the CMS files it
 * shows (`bodyImages`, the post bodies' rule).
 */
export const blockFields = (kind: BlockKind, item: Record<string, unknown>, apiUrl: string): PageBlockFields => {
  const fields: PageBlockFields = { blockType: kind.typeName, directusId: text(item.id), collection: kind.collection };
  for (const field of kind.texts) fields[camelCase(field)] = text(item[field]).trim();
  for (const field of kind.booleans) fields[camelCase(field)] = item[field] === true;
  for (const field of kind.files) fields[camelCase(field)] = fileId(item[field]);
  for (const field of kind.richText) {
    const html = text(item[field]);
    fields[camelCase(field)] = html;
    fields[`${camelCase(field)}Images`] = bodyImageIds(html, apiUrl);
  }
  for (const field of kind.choices) {
    const value = item[field];
    fields[camelCase(field)] = Array.isArray(value) ? value.filter((choice): choice is string => typeof choice === "string") : [];
  }
  for (const { field, rows } of kind.lists) fields[camelCase(field)] = rowsOf(item[field], rows);
  return fields;
};

/** The page's blocks in their order, those of a known type whose item the build could read. */
export const pageBlocks = (
  blocks: readonly DirectusPageBlockItem[] | null,
  apiUrl: string,
  skipped: (block: DirectusPageBlockItem) => void,
): PageBlockFields[] =>
  [...(blocks ?? [])]
    .sort((a, b) => (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER) || a.id - b.id)
    .flatMap((block) => {
      const kind = block.collection ? blockKindByCollection.get(block.collection) : undefined;
      if (!kind || !block.item) {
        skipped(block);
        return [];
      }
      return [blockFields(kind, block.item, apiUrl)];
    });

/** The CMS files a page shows: its share image, its blocks' images and their rich text's images, once each. */
export const pageFileIds = (shareImage: string | null, blocks: readonly PageBlockFields[]): string[] => {
  const ids = new Set<string>(shareImage ? [shareImage] : []);
  for (const block of blocks) {
    const kind = blockKindByCollection.get(block.collection);
    for (const field of kind?.files ?? []) {
      const id = block[camelCase(field)];
      if (typeof id === "string") ids.add(id);
    }
    for (const field of kind?.richText ?? []) {
      for (const id of (block[`${camelCase(field)}Images`] as string[] | undefined) ?? []) ids.add(id);
    }
  }
  return [...ids];
};

/**
 * What says whether a page changed: the CMS it came from, its own dates, and each block's junction
 * row, item and item's last change, in order. A save of the page, of one of its blocks (the Visual
 * Editor saves a block alone), or a block added, removed or moved changes it.
 */
export const pageChangeStamp = (page: DirectusPageStampItem, apiUrl: string): string =>
  JSON.stringify([
    apiUrl,
    page.date_created,
    page.date_updated,
    [...(page.blocks ?? [])]
      .sort((a, b) => a.id - b.id)
      .map((block) => [block.id, block.sort, block.collection, block.item?.id ?? null, block.item?.date_updated ?? null]),
  ]);

/**
 * A landing page's node: the CMS's fields in camelCase, its blocks in order (pageBlocks), the
 * files it shows (`fileIds`, to source them) and its change stamp (to know next time whether it
 * changed). `share_image` keeps the file's id, linked by the schema.
 */
export const pageNodeInput = (
  page: DirectusPageItem,
  { apiUrl, changeStamp, skipped }: { apiUrl: string; changeStamp: string; skipped: (block: DirectusPageBlockItem) => void },
): NodeInput => {
  const blocks = pageBlocks(page.blocks, apiUrl, skipped);
  const shareImage = fileId(page.share_image);
  return {
    type: pageNodeType,
    key: String(page.id),
    fields: {
      directusId: String(page.id),
      status: page.status,
      title: page.title,
      slug: page.slug,
      datePublished: page.date_published,
      metaTitle: page.meta_title || null,
      metaDescription: page.meta_description || null,
      shareImage,
      noIndex: page.no_index === true,
      blocks,
      fileIds: pageFileIds(shareImage, blocks),
      changeStamp,
    },
  };
};
