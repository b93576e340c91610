/** robots.txt that allows everything and names the sitemap index. */
export const robotsTxt = (siteUrl: string): string =>
  ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl.replace(/\/+$/, "")}/sitemap-index.xml`, ""].join("\n");
