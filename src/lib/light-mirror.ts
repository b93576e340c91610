import type { ThemeMode } from "../theme/tokens";

/** Every page under /light/ renders the page of the same path without the prefix. */
export const lightPrefix = "/light";

/**
 * Sections of the main layout that have a light-theme twin. Both gatsby-node,
 * which creates the /light/ pages, and the links inside light pages read this list.
 */
export const lightMirroredSections: readonly string[] = ["/about/", "/service/", "/blog/", "/blog-list/", "/team/", "/contact/"];

const ensureTrailingSlash = (path: string): string => (path.endsWith("/") ? path : `${path}/`);

export const isLightPath = (path: string): boolean => path === lightPrefix || path.startsWith(`${lightPrefix}/`);

export const hasLightTwin = (path: string): boolean => {
  const normalised = ensureTrailingSlash(path.split(/[?#]/)[0] ?? path);
  return lightMirroredSections.some((section) => normalised.startsWith(section));
};

export const toLightPath = (path: string): string => `${lightPrefix}${path}`;

/**
 * The main-layout page a /light/ twin mirrors, or null when `path` is not a twin (a main
 * page, or a page that exists only under /light/).
 */
export const mainPathOfLightTwin = (path: string): string | null => {
  if (!isLightPath(path)) return null;
  const mainPath = path.slice(lightPrefix.length) || "/";
  return hasLightTwin(mainPath) ? mainPath : null;
};

/**
 * Keeps visitors of the light layout inside it wherever a light twin exists: in the mirrored
 * sections, or where the link knows its page has one (`twin`: a landing page, whose address the
 * CMS gives).
 */
export const pathForTheme = (path: string, mode: ThemeMode, twin = hasLightTwin(path)): string =>
  mode === "light" && path.startsWith("/") && twin && !isLightPath(path) ? toLightPath(path) : path;

export const themeForPath = (path: string): ThemeMode => (isLightPath(path) ? "light" : "dark");
