/**
 * The schema.org types the site's JSON-LD uses (src/lib/seo.ts, the blog post template), each
 * with the properties schema.org defines for it that the site may write, what each value must
 * be, and which are required. schema.org itself requires nothing; the required ones here are
 * what the site promises and what search engines read for these types (Google's Article and
 * Organization structured-data guides: an article's headline, image, dates and author; an
 * organisation's name and address on the web). A property not listed is refused, so a misspelt
 * one (`datepublished`) fails; to use a new schema.org property, check it on schema.org and add
 * it here.
 *
 * Values: "text" (a non-empty string), "url" (an absolute http(s) address), "date-time" (ISO 8601
 * with a time and a zone), "email", "country" (ISO 3166-1 alpha-2), or the names of types an
 * embedded node may have (checked against its own entry, recursively).
 */

/** @typedef {"text" | "url" | "date-time" | "email" | "country" | { types: string[] }} ValueKind */
/** @typedef {{ required: string[], properties: Record<string, ValueKind[]> }} SchemaType */

/** @type {Record<string, SchemaType>} */
export const schemaOrgTypes = {
  Organization: {
    required: ["name", "url"],
    properties: {
      name: ["text"],
      url: ["url"],
      logo: ["url", { types: ["ImageObject"] }],
      email: ["email"],
      description: ["text"],
      address: [{ types: ["PostalAddress"] }],
      sameAs: ["url"],
    },
  },
  Person: {
    required: ["name"],
    properties: { name: ["text"], url: ["url"], jobTitle: ["text"], image: ["url", { types: ["ImageObject"] }] },
  },
  PostalAddress: {
    required: ["addressCountry"],
    properties: {
      addressCountry: ["country"],
      addressRegion: ["text"],
      addressLocality: ["text"],
      postalCode: ["text"],
      streetAddress: ["text"],
    },
  },
  ImageObject: {
    required: ["url"],
    properties: { url: ["url"], contentUrl: ["url"], width: ["text"], height: ["text"], caption: ["text"] },
  },
  BlogPosting: {
    required: ["headline", "url", "datePublished", "dateModified", "image", "author", "publisher"],
    properties: {
      headline: ["text"],
      description: ["text"],
      url: ["url"],
      mainEntityOfPage: ["url"],
      datePublished: ["date-time"],
      dateModified: ["date-time"],
      image: ["url", { types: ["ImageObject"] }],
      articleSection: ["text"],
      keywords: ["text"],
      author: [{ types: ["Organization", "Person"] }],
      publisher: [{ types: ["Organization"] }],
    },
  },
};

/** The longest headline Google shows for an article (its Article guide). */
export const headlineMaxLength = 110;
