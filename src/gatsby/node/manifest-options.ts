/**
 * The web manifest. Its PNG icons are drawn from static/favicon.svg by `npm run art`
 * (64-colour palette PNGs, a third of the size gatsby-plugin-manifest writes), so the plugin
 * only writes the manifest; the head links are added by gatsby-ssr.tsx
 * (src/gatsby/ssr/site-icons.ts).
 */

// 192 and 512 px are what browsers install and splash with; Chrome fetches the 144 px one on a
// page load to check the site is installable, so it is the one visitors pay for.
const manifestIconSizes = [144, 192, 512];

export const manifestIcons = manifestIconSizes.map((size) => ({
  src: `/icons/icon-${size}x${size}.png`,
  sizes: `${size}x${size}`,
  type: "image/png",
}));

interface ManifestSite {
  agencyName: string;
  description: string;
}

export const manifestOptions = ({ agencyName, description }: ManifestSite) => ({
  name: agencyName,
  short_name: "Northbeam",
  description,
  start_url: "/",
  lang: "en",
  background_color: "#0d0b1e",
  theme_color: "#6d28d9",
  display: "minimal-ui",
  icons: manifestIcons,
  // Without `icon` the plugin renders no images; `legacy` would add eight apple-touch links to every page.
  legacy: false,
  cache_busting_mode: "none",
});
