/**
 * The site's icons, linked from every page's head by gatsby-ssr.tsx. The PNG icons are
 * drawn from static/favicon.svg by `npm run art`; the web manifest lists its own sizes
 * (src/gatsby/node/manifest-options.ts).
 */
export const siteIconPath = "/favicon.svg";

/** Apple's home-screen icon: iOS ignores the manifest's icons and SVG favicons. */
export const appleTouchIconPath = "/icons/icon-180x180.png";
