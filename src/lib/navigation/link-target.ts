import { postPath } from "../blog/paths";
import { landingPagePath } from "../landing-pages/paths";

/**
 * What a link leads to, as the CMS stores it (Directus `navigation_links`, the source plugin's
 * DirectusNavigationLink): one of the site's pages (`route`), a post (`post`, its Directus id), a
 * landing page (`pageSlug`) or an outside address (`url`).
 */
export interface LinkTargetData {
  readonly targetType: string;
  readonly route: string | null;
  readonly post: string | null;
  readonly pageSlug: string | null;
  readonly url: string | null;
}

/** Where a link leads: a path of the site, or an outside address (a plain anchor, not a site link). */
export interface LinkTarget {
  href: string;
  external: boolean;
  /** A landing page: it has a /light/ twin, where the light layout's links lead. */
  lightTwin?: true;
}

/**
 * The address a link leads to, or null when its target is empty. A route is the page's path
 * (SiteLink leads light pages' visitors to its light twin), a post its /blog/<id>/ address, a
 * landing page its /<slug>/ address (with its light twin, /light/<slug>/, for light pages).
 */
export const linkTarget = (link: LinkTargetData): LinkTarget | null => {
  switch (link.targetType) {
    case "route":
      return link.route ? { href: link.route, external: false } : null;
    case "post":
      return link.post ? { href: postPath(link.post), external: false } : null;
    case "page":
      return link.pageSlug ? { href: landingPagePath(link.pageSlug), external: false, lightTwin: true } : null;
    case "url":
      return link.url ? { href: link.url, external: true } : null;
    default:
      return null;
  }
};
