import React, { type ReactNode } from "react";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { absoluteUrl, canonicalUrl, formatDocumentTitle, serializeJsonLd } from "../../lib/seo";

export interface SeoProps {
  /** Page name; the agency name is appended. */
  title: string;
  pathname: string;
  description?: string;
  /** Site-relative or absolute URL of the social sharing image. */
  image?: string;
  type?: "website" | "article";
  /**
   * False for pages without a URL of their own (the 404 page is served for every unknown
   * address, with status 404, which already keeps it out of search indexes).
   */
  canonical?: boolean;
  jsonLd?: object;
  /** Asks search engines not to list the page (an editor's no-index; see src/lib/content-seo.ts). */
  noIndex?: boolean;
  children?: ReactNode;
}

export const defaultSocialImage = "/social-card.png";

/** Everything a page puts in <head>; used from each page's `export const Head`. */
export const Seo = ({
  title,
  pathname,
  description,
  image = defaultSocialImage,
  type = "website",
  canonical: withCanonical = true,
  jsonLd,
  noIndex = false,
  children,
}: SeoProps) => {
  const site = useSiteMetadata();
  const documentTitle = formatDocumentTitle(title, site);
  const metaDescription = description ?? site.description;
  const canonical = canonicalUrl(site.siteUrl, pathname);
  const imageUrl = image.startsWith("http") ? image : absoluteUrl(site.siteUrl, image);

  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={metaDescription} />
      {noIndex && <meta name="robots" content="noindex" />}
      {withCanonical && <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={site.agencyName} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={documentTitle} />
      <meta name="twitter:description" content={metaDescription} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />}
      {children}
    </>
  );
};
