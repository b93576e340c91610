/**
 * The block types of landing pages: one Directus collection `block_<kind>` each (the CMS's own
 * list is cms/extensions/landing-pages/blocks.mjs; a unit test checks that both and the schema
 * snapshot agree). Each names its fields by what the plugin makes of them:
 *
 * - `texts`: strings ("" when empty), `booleans` (false when empty);
 * - `files`: a CMS file's id, linked to its DirectusAsset;
 * - `richText`: HTML, sanitised like a post's body into `<field>Html` (post-contract.ts);
 * - `choices`: a list of values picked from the site's own content (services, projects, founders);
 * - `lists`: repeaters, each row with the fields and types given.
 *
 * Node fields are the Directus fields in camelCase (`sub_title` -> `subTitle`).
 */

export type RowFieldType = "String" | "Int" | "Boolean";

export interface BlockKind {
  collection: string;
  /** The GraphQL type of the block (a DirectusPageBlock). */
  typeName: string;
  texts: readonly string[];
  booleans: readonly string[];
  files: readonly string[];
  richText: readonly string[];
  choices: readonly string[];
  lists: readonly { field: string; rows: Readonly<Record<string, RowFieldType>> }[];
}

const heading = ["title", "sub_title"] as const;

const kind = (collection: string, typeName: string, fields: Partial<Omit<BlockKind, "collection" | "typeName">>): BlockKind => ({
  collection,
  typeName,
  texts: [],
  booleans: [],
  files: [],
  richText: [],
  choices: [],
  lists: [],
  ...fields,
});

export const blockKinds: readonly BlockKind[] = [
  kind("block_hero", "DirectusBlockHero", {
    texts: ["mini_title", "title", "sub_title", "image_alt", "anchor_label"],
    files: ["image"],
  }),
  kind("block_rich_text", "DirectusBlockRichText", { texts: ["title"], richText: ["body"] }),
  kind("block_call_to_action", "DirectusBlockCallToAction", {
    texts: ["title", "button_text", "button_url"],
    files: ["background_image"],
  }),
  kind("block_services", "DirectusBlockServices", { texts: [...heading], choices: ["services"], booleans: ["numbered"] }),
  kind("block_features", "DirectusBlockFeatures", {
    texts: [...heading],
    lists: [{ field: "features", rows: { icon: "String", title: "String", text: "String" } }],
  }),
  kind("block_counters", "DirectusBlockCounters", {
    texts: [...heading, "label"],
    lists: [{ field: "items", rows: { number: "String", title: "String" } }],
  }),
  kind("block_faq", "DirectusBlockFaq", {
    texts: [...heading],
    lists: [{ field: "items", rows: { title: "String", content: "String" } }],
  }),
  kind("block_icon_cards", "DirectusBlockIconCards", {
    texts: [...heading],
    lists: [
      {
        field: "cards",
        rows: { icon: "String", title: "String", sub_title: "String", button_text: "String", button_url: "String" },
      },
    ],
  }),
  kind("block_testimonials", "DirectusBlockTestimonials", {
    texts: [...heading],
    lists: [{ field: "items", rows: { text: "String", avatar_name: "String", avatar_designation: "String" } }],
  }),
  kind("block_pricing", "DirectusBlockPricing", {
    texts: [...heading],
    lists: [
      {
        field: "plans",
        rows: {
          title: "String",
          sub_title: "String",
          monthly_price: "Int",
          yearly_price: "Int",
          features: "String",
          popular: "Boolean",
        },
      },
    ],
  }),
  kind("block_portfolio", "DirectusBlockPortfolio", { texts: [...heading], choices: ["projects"] }),
  kind("block_team", "DirectusBlockTeam", { texts: [...heading], choices: ["members"] }),
  kind("block_contact_form", "DirectusBlockContactForm", { texts: [...heading] }),
  kind("block_newsletter", "DirectusBlockNewsletter", { texts: [...heading] }),
];

export const blockKindByCollection: ReadonlyMap<string, BlockKind> = new Map(
  blockKinds.map((block) => [block.collection, block]),
);

/** Every Directus field of a block type besides its id. */
export const directusFieldsOf = (block: BlockKind): string[] => [
  ...block.texts,
  ...block.booleans,
  ...block.files,
  ...block.richText,
  ...block.choices,
  ...block.lists.map((list) => list.field),
];

/** `sub_title` -> `subTitle`. */
export const camelCase = (name: string): string => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
