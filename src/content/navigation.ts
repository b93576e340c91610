/**
 * Links as the header and footer show them. The site's own menus, its header button and its
 * footer's columns come from the CMS (Directus `navigation_menus` and `site_globals`, read by
 * src/hooks/useSiteGlobals.ts); only the tech-startup page's own header stays in code here: it
 * leads to that page's sections.
 */
export interface NavLink {
  /** The CMS link's id, where it comes from the CMS (a stable React key). */
  id?: string;
  title: string;
  href: string;
  /** An outside address: a plain anchor, not a link inside the site. */
  external?: boolean;
  /** A page with a /light/ twin outside the mirrored sections (a landing page): the light layout leads there. */
  lightTwin?: boolean;
}

export interface MenuItem extends NavLink {
  children?: readonly NavLink[];
}

/** Header of the tech-startup page's own layout: its sections, then the way to contact. */
export const startupMenu: readonly MenuItem[] = [
  { title: "Home", href: "/" },
  { title: "Features", href: "/light/tech-startup/#features" },
  { title: "Pricing", href: "/light/tech-startup/#pricing" },
  { title: "Blog", href: "/light/tech-startup/#blog" },
  { title: "Testimonials", href: "/light/tech-startup/#testimonials" },
];

export const startupAction: NavLink = { title: "Getting Started", href: "/contact/" };
