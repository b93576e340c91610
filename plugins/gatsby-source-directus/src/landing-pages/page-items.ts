import { blockKinds, directusFieldsOf } from "./block-kinds";

/** A block of a page as Directus answers it: the junction row with its item (null when unreadable or gone). */
export interface DirectusPageBlockItem {
  id: number;
  sort: number | null;
  collection: string | null;
  item: (Record<string, unknown> & { id?: number | string; date_updated?: string | null }) | null;
}

/** A landing page as the plugin reads it (`pageFields`). */
export interface DirectusPageItem {
  id: number;
  status: "published" | "scheduled" | "draft";
  title: string;
  slug: string;
  date_published: string | null;
  meta_title: string | null;
  meta_description: string | null;
  share_image: string | null;
  no_index: boolean | null;
  blocks: DirectusPageBlockItem[] | null;
}

/** What says whether a page changed since its node was made (`pageStampFields`). */
export interface DirectusPageStampItem {
  id: number;
  date_created: string | null;
  date_updated: string | null;
  blocks: DirectusPageBlockItem[] | null;
}

/** The m2a fields of every block type: `blocks.item:<collection>.<field>` (Directus's syntax). */
const blockItemFields = (fieldsOf: (collection: string, fields: string[]) => string[]): string[] =>
  blockKinds.flatMap((block) =>
    fieldsOf(block.collection, directusFieldsOf(block)).map((field) => `blocks.item:${block.collection}.${field}`),
  );

const junctionFields = ["blocks.id", "blocks.sort", "blocks.collection"];

export const pageFields = [
  "id",
  "status",
  "title",
  "slug",
  "date_published",
  "meta_title",
  "meta_description",
  "share_image",
  "no_index",
  ...junctionFields,
  ...blockItemFields((_, fields) => ["id", ...fields]),
].join(",");

export const pageStampFields = [
  "id",
  "date_created",
  "date_updated",
  ...junctionFields,
  ...blockItemFields(() => ["id", "date_updated"]),
].join(",");
