/**
 * What a page made from a CMS item (a post; a page) puts in its <head>, from the item's SEO
 * fields (meta title, meta description, share image, no-index) and, where one is empty, the
 * item's own values: one function for every such item, so that each falls back alike.
 * Pure; src/lib/__tests__/content-seo.test.ts.
 */

/** The SEO fields as the item's query selects them (the PostSeo fragment and its likes). */
export interface ContentSeoFields {
  readonly metaTitle: string | null;
  readonly metaDescription: string | null;
  readonly noIndex: boolean;
  /** The editor's share image, cropped to 1200 × 630 at build time. */
  readonly shareImage: { readonly socialCard: { readonly src: string | null } | null } | null;
  /** The card made from the title at build time, when there is no share image. */
  readonly generatedShareImage: { readonly path: string } | null;
}

/** The item's own values, used where a field is empty. */
export interface ContentSeoDefaults {
  /** The item's title (the page's heading). */
  title: string;
  /** The item's summary (a post's sub-title); empty or missing: the site's description. */
  description?: string | null;
}

export interface ContentSeo {
  /** The page name of the document title (the agency's name is added by <Seo>). */
  title: string;
  /** Undefined: the site's description. */
  description: string | undefined;
  /** Site-relative or absolute; undefined: the site's default card. */
  image: string | undefined;
  noIndex: boolean;
}

const filled = (text: string | null | undefined): string | undefined => (text && text.trim() !== "" ? text.trim() : undefined);

/**
 * The title, description, share image and robots choice of an item's page: each SEO field, or
 * when it is empty the item's own title and description, and the generated share image.
 */
export const contentSeo = (fields: ContentSeoFields, defaults: ContentSeoDefaults): ContentSeo => ({
  title: filled(fields.metaTitle) ?? defaults.title,
  description: filled(fields.metaDescription) ?? (defaults.description || undefined),
  image: filled(fields.shareImage?.socialCard?.src) ?? filled(fields.generatedShareImage?.path),
  noIndex: fields.noIndex,
});
