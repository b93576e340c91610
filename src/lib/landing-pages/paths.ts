/** A landing page's address, /<slug>/ (its light twin is /light/<slug>/), shared by gatsby-node and the links to it. */
export const landingPagePath = (slug: string): string => `/${slug}/`;
