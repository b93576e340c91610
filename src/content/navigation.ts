import { servicePath, serviceTitles, type ServiceId } from "./service-names";

export interface NavLink {
  title: string;
  href: string;
}

export interface MenuItem extends NavLink {
  children?: readonly NavLink[];
}

/** Header menu, in the order the header shows it. */
export const mainMenu: readonly MenuItem[] = [
  { title: "Home", href: "/" },
  {
    title: "About",
    href: "/",
    children: [
      { title: "About Us", href: "/about/" },
      { title: "Team", href: "/team/" },
    ],
  },
  { title: "Services", href: "/service/" },
  { title: "Blog", href: "/blog/" },
  { title: "Contact", href: "/contact/" },
  { title: "Portfolio", href: "/portfolio/" },
];

export const headerAction: NavLink = { title: "Login | Register", href: "/login/" };

/** Footer column 3. */
export const footerLinks: readonly NavLink[] = [
  { title: "Home", href: "/" },
  { title: "About", href: "/about/" },
  { title: "Services", href: "/service/" },
  { title: "Blog", href: "/blog/" },
  { title: "Contact", href: "/contact/" },
];

const footerServiceOrder: readonly ServiceId[] = ["software-dev", "web-dev", "mobile-app", "ui-design"];

/** Footer column 2: four service pages, then the consulting offer, which leads to contact. */
export const footerServiceLinks: readonly NavLink[] = [
  ...footerServiceOrder.map((id) => ({ title: serviceTitles[id], href: servicePath(id) })),
  { title: serviceTitles["systems-integration"], href: "/contact/" },
];

/** Footer bottom bar. Both lead home until the legal pages are published. */
export const legalLinks: readonly NavLink[] = [
  { title: "Terms of Use", href: "/" },
  { title: "Privacy Policy", href: "/" },
];

export const copyrightYear = 2024;

/** Header of the tech-startup page's own layout: its sections, then the way to contact. */
export const startupMenu: readonly MenuItem[] = [
  { title: "Home", href: "/" },
  { title: "Features", href: "/light/tech-startup/#features" },
  { title: "Pricing", href: "/light/tech-startup/#pricing" },
  { title: "Blog", href: "/light/tech-startup/#blog" },
  { title: "Testimonials", href: "/light/tech-startup/#testimonials" },
];

export const startupAction: NavLink = { title: "Getting Started", href: "/contact/" };
