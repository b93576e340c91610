/** A landing page's SEO fields as its query gives them (the names agreed with the posts' SEO fields). */
export interface LandingPageSeoFields {
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  noIndex: boolean;
  shareImage: { socialCard: { src: string | null } | null } | null;
}

/**
 * What a landing page's <head> says (through the site's Seo component): its meta title, else its
 * title; its meta description, else the site's description (undefined); its share image as the
 * 1200×630 social card, else the site's card (undefined); and whether it asks search engines not
 * to index it.
 */
export const landingPageSeo = (page: LandingPageSeoFields) => ({
  title: page.metaTitle?.trim() || page.title,
  description: page.metaDescription?.trim() || undefined,
  image: page.shareImage?.socialCard?.src ?? undefined,
  noIndex: page.noIndex,
});
