import { bodyImageIds } from "./asset-url";
import { nodeTypes, type DirectusCategoryItem, type DirectusFileItem, type DirectusPostItem } from "./types";

/** Node fields before Gatsby adds id, parent, children and internal. */
export interface NodeInput {
  type: string;
  key: string;
  fields: Record<string, unknown>;
}

/** A Directus item's node id: `createNodeId` (bound to this plugin) of `<type>-<Directus id>`. */
export const nodeIdFor = (createNodeId: (input: string) => string, type: string, key: string): string =>
  createNodeId(`${type}-${key}`);

/** An empty SEO text is no value: the page falls back to its own. */
const textOrNull = (text: string | null | undefined): string | null => (text && text.trim() !== "" ? text.trim() : null);

/**
 * The SEO fields every addressed item has (posts; pages too), as node fields: `shareImage` a
 * Directus file id, resolved like `heroImage`.
 */
export const seoNodeFields = (item: Pick<DirectusPostItem, "meta_title" | "meta_description" | "share_image" | "no_index">) => ({
  metaTitle: textOrNull(item.meta_title),
  metaDescription: textOrNull(item.meta_description),
  shareImage: item.share_image ?? null,
  noIndex: item.no_index === true,
});

/**
 * Directus items become nodes with camelCase fields. Foreign keys keep Directus ids
 * (`category`, `heroImage`, `bodyImages`) and are resolved by `@link(by: "directusId")` in
 * the schema. `bodyImages` are the CMS files the body shows (the rule of asset-url.ts),
 * found once here so that neither sourcing nor `bodyHtml` has to search for them again.
 */
export const postNodeInput = (post: DirectusPostItem, apiUrl: string): NodeInput => ({
  type: nodeTypes.post,
  key: String(post.id),
  fields: {
    directusId: String(post.id),
    status: post.status,
    title: post.title,
    subTitle: post.sub_title ?? "",
    category: post.category === null ? null : String(post.category),
    heroImage: post.hero_image,
    dateCreated: post.date_created,
    dateUpdated: post.date_updated ?? post.date_created,
    body: post.body ?? "",
    bodyImages: bodyImageIds(post.body ?? "", apiUrl),
    tags: post.tags ?? [],
    ...seoNodeFields(post),
  },
});

export const categoryNodeInput = (category: DirectusCategoryItem): NodeInput => ({
  type: nodeTypes.category,
  key: String(category.id),
  fields: { directusId: String(category.id), name: category.name, slug: category.slug },
});

/** Files become RemoteFile nodes: gatsby-plugin-image processes them from `url` at build. */
export const assetNodeInput = (file: DirectusFileItem, apiUrl: string): NodeInput => ({
  type: nodeTypes.asset,
  key: file.id,
  fields: {
    directusId: file.id,
    title: file.title ?? "",
    description: file.description ?? "",
    url: `${apiUrl}/assets/${file.id}`,
    filename: file.filename_download,
    mimeType: file.type ?? "application/octet-stream",
    width: file.width ?? undefined,
    height: file.height ?? undefined,
    filesize: file.filesize === null ? undefined : Number(file.filesize),
    modifiedOn: file.modified_on,
  },
});
