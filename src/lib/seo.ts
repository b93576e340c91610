import { mainPathOfLightTwin } from "./light-mirror";

export interface SeoSite {
  agencyName: string;
  titleSeparator: string;
  description: string;
  siteUrl: string;
  contactEmail: string;
}

/** `<page name><separator><agency name>`, the one title format of the site. */
export const formatDocumentTitle = (pageName: string, site: Pick<SeoSite, "agencyName" | "titleSeparator">): string =>
  pageName === site.agencyName ? pageName : `${pageName}${site.titleSeparator}${site.agencyName}`;

const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, "");

export const absoluteUrl = (siteUrl: string, path: string): string =>
  `${withoutTrailingSlash(siteUrl)}${path.startsWith("/") ? path : `/${path}`}`;

/**
 * Canonical URL of a page. The light twin of a page is the same content in another
 * theme, so it points search engines at the main-layout page.
 */
export const canonicalUrl = (siteUrl: string, pathname: string): string => {
  const path = pathname.split(/[?#]/)[0] || "/";
  return absoluteUrl(siteUrl, mainPathOfLightTwin(path) ?? path);
};

/** The square logo `npm run art` renders from the site icon (src/gatsby/node/manifest-options.ts). */
export const agencyLogoUrl = (siteUrl: string): string => absoluteUrl(siteUrl, "/icons/icon-512x512.png");

export interface OrganizationJsonLd {
  "@context": "https://schema.org";
  "@type": "Organization";
  name: string;
  url: string;
  logo: string;
  email: string;
  description: string;
  address: { "@type": "PostalAddress"; addressCountry: "US" };
}

export const organizationJsonLd = (site: SeoSite): OrganizationJsonLd => ({
  "@context": "https://schema.org",
  "@type": "Organization",
  name: site.agencyName,
  url: absoluteUrl(site.siteUrl, "/"),
  logo: agencyLogoUrl(site.siteUrl),
  email: site.contactEmail,
  description: site.description,
  address: { "@type": "PostalAddress", addressCountry: "US" },
});

/** JSON for a <script type="application/ld+json">, safe against `</script>` in content. */
export const serializeJsonLd = (data: object): string => JSON.stringify(data).replace(/</g, "\\u003c");
