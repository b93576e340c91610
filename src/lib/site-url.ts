/** The public origin when SITE_URL is not set; builds and Functions fall back to the same one. */
export const defaultSiteUrl = "https://www.northbeam.studio";
