import type { IconCard } from "../carousel/IconCardSlider";

/** The tech-startup template home; it lives only under /light/. */
export const techStartupPath = "/light/tech-startup/";

export const startupHero = {
  miniTitle: "Tech Startup Agency",
  title: "From first prototype to funded product, with one senior team",
  subTitle:
    "We help founders validate ideas fast, launch products investors can trust and scale the team behind them without losing speed.",
  primaryAction: { title: "Getting Started", href: "/contact/" },
  videoTitle: "Northbeam Studio showreel",
  image: "startup-hero",
  imageAlt: "Product dashboard with a navigation panel and a bar chart of weekly sign-ups",
} as const;

/** Companies we have built products with; their marks are drawn in BrandMark. */
export const brands: readonly string[] = [
  "Lakeside Health",
  "Cobalt Freight",
  "Summit Outdoor",
  "Pioneer Credit Union",
  "Gridwise Energy",
  "Brightpath Learning",
  "Harbor Logistics",
  "Wayfarer Trips",
];

/** Features of the startup offer, shown in the icon-card slider. */
export const startupFeatures: readonly IconCard[] = [
  {
    icon: "search",
    title: "Product Discovery",
    subTitle: "Two-week sprints that turn an idea into a tested prototype and a costed roadmap.",
    btnText: "Plan a discovery",
    btnUrl: "/contact/",
  },
  {
    icon: "browser",
    title: "MVP in Twelve Weeks",
    subTitle: "A production-ready first version of your web platform, built to grow rather than to be thrown away.",
    btnText: "Web development",
    btnUrl: "/service/web-dev/",
  },
  {
    icon: "phone",
    title: "Mobile Launch",
    subTitle: "iOS and Android apps from one codebase, with store releases and analytics handled.",
    btnText: "Mobile apps",
    btnUrl: "/service/mobile-app/",
  },
  {
    icon: "pen",
    title: "Investor-Ready Design",
    subTitle: "A brand-consistent interface and design system that makes a young product feel established.",
    btnText: "UI/UX design",
    btnUrl: "/service/ui-design/",
  },
  {
    icon: "shield",
    title: "Security Reviews",
    subTitle: "Due-diligence-ready architecture, access control and data protection from the first commit.",
    btnText: "Custom software",
    btnUrl: "/service/software-dev/",
  },
];

export const missionAndVision = {
  image: "startup-mission",
  imageAlt: "Analytics screen with two rising line charts and a progress ring",
  items: [
    {
      title: "Our Mission",
      text: "To give every founder a senior engineering team from day one: honest advice, fast delivery and software that survives its first success.",
    },
    {
      title: "Our Vision",
      text: "A world where good ideas are not held back by technology, because building dependable software is predictable, affordable and open to everyone.",
    },
  ],
} as const;
