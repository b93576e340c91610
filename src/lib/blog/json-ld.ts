import { absoluteUrl, agencyLogoUrl, type SeoSite } from "../seo";
import { postPath } from "./paths";

export interface BlogPostingInput {
  directusId: string;
  title: string;
  subTitle: string;
  dateCreated: string;
  dateUpdated: string;
  /** Absolute or site-relative URL of the hero image, if the post has one. */
  image: string | null;
  category: string | null;
  tags: readonly string[];
}

interface OrganizationRef {
  "@type": "Organization";
  name: string;
  url: string;
}

export interface BlogPostingJsonLd {
  "@context": "https://schema.org";
  "@type": "BlogPosting";
  headline: string;
  description: string;
  url: string;
  mainEntityOfPage: string;
  datePublished: string;
  dateModified: string;
  image?: string;
  articleSection?: string;
  keywords?: string;
  author: OrganizationRef;
  publisher: OrganizationRef & { logo: { "@type": "ImageObject"; url: string } };
}

/** Structured data of a post page; the agency is both author and publisher. */
export const blogPostingJsonLd = (post: BlogPostingInput, site: SeoSite): BlogPostingJsonLd => {
  const url = absoluteUrl(site.siteUrl, postPath(post.directusId));
  const agency: OrganizationRef = { "@type": "Organization", name: site.agencyName, url: absoluteUrl(site.siteUrl, "/") };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.subTitle,
    url,
    mainEntityOfPage: url,
    datePublished: post.dateCreated,
    dateModified: post.dateUpdated,
    ...(post.image ? { image: post.image.startsWith("http") ? post.image : absoluteUrl(site.siteUrl, post.image) } : {}),
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
    author: agency,
    publisher: {
      ...agency,
      logo: { "@type": "ImageObject", url: agencyLogoUrl(site.siteUrl) },
    },
  };
};
