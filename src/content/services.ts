import type { IconName } from "../components/ui/Icon";
import { serviceTitles, type ServiceId } from "./service-names";

export interface ServiceQuality {
  title: string;
  text: string;
}

export interface Service {
  id: ServiceId;
  title: string;
  subTitle: string;
  icon: IconName;
  /** Opening paragraph of the detail page. */
  intro: string;
  /** The four numbered qualities of the detail page. */
  qualities: readonly [ServiceQuality, ServiceQuality, ServiceQuality, ServiceQuality];
  /** 'What you will get from this service?' */
  deliverables: readonly string[];
  /** Name of the illustration in src/images/art (without extension). */
  image: string;
}

/** The five services, in the order the service page numbers them 01–05. */
export const services: readonly Service[] = [
  {
    id: "web-dev",
    title: serviceTitles["web-dev"],
    subTitle:
      "Fast, accessible websites and web applications built on modern frameworks, tuned for search and easy for your team to edit.",
    icon: "browser",
    intro:
      "We plan, design and build websites and web applications that load fast on a cheap phone, rank well, meet WCAG 2.2 AA and stay easy for your team to update. Pre-rendered pages, a headless CMS your editors like, and automated tests keep them that way after launch.",
    qualities: [
      {
        title: "Performance first",
        text: "We budget every kilobyte and measure Core Web Vitals on real mid-range phones, so pages feel instant on a 4G connection.",
      },
      {
        title: "Accessible by default",
        text: "Semantic HTML, keyboard paths, visible focus and tested contrast: we audit with axe and screen readers before every release.",
      },
      {
        title: "Editor friendly",
        text: "Content lives in a headless CMS with previews, so marketing ships pages without waiting for a developer.",
      },
      {
        title: "Search ready",
        text: "Structured data, sitemaps, canonical URLs and clean markup help search engines understand every page.",
      },
    ],
    deliverables: [
      "A discovery workshop and a written technical plan",
      "Design system and responsive page templates",
      "A headless CMS set up for your editors, with training",
      "Automated tests, accessibility and performance budgets in CI",
      "Analytics, SEO metadata and structured data",
      "Launch support and a 30-day warranty period",
    ],
    image: "service-web-dev",
  },
  {
    id: "software-dev",
    title: serviceTitles["software-dev"],
    subTitle: "Business software shaped around how your people actually work, from internal tools to customer-facing platforms.",
    icon: "code",
    intro:
      "Off-the-shelf tools rarely fit how your teams actually work. We build custom software around your processes, from internal tools and portals to customer-facing platforms, with architecture that grows as you do and code your own developers can take over.",
    qualities: [
      {
        title: "Shaped around your process",
        text: "We map the workflow with the people who do the work before we write code, so the software removes steps instead of adding them.",
      },
      {
        title: "Scalable architecture",
        text: "Modular services, clear data models and infrastructure as code let the system grow without a rewrite.",
      },
      {
        title: "Secure by design",
        text: "Threat modelling, least-privilege access and dependency hygiene are part of every sprint.",
      },
      {
        title: "Maintainable code",
        text: "Typed code, automated tests and written decisions mean your own team can carry the product forward.",
      },
    ],
    deliverables: [
      "Requirements, user journeys and a prioritised roadmap",
      "Architecture and data model documentation",
      "Fortnightly releases to a staging environment you can try",
      "Automated test suite and continuous delivery pipeline",
      "Cloud infrastructure as code, with monitoring and alerts",
      "Handover sessions and full source code ownership",
    ],
    image: "service-software-dev",
  },
  {
    id: "mobile-app",
    title: serviceTitles["mobile-app"],
    subTitle:
      "Native-quality iOS and Android apps from one codebase, with offline support, push notifications and app-store releases handled.",
    icon: "phone",
    intro:
      "We build iOS and Android apps from one codebase without giving up native look, feel or speed. Offline support, push notifications, secure sign-in and app-store releases are handled, and your backend and analytics are connected from day one.",
    qualities: [
      {
        title: "One codebase, two platforms",
        text: "React Native and native modules where they matter keep costs down without compromising the experience.",
      },
      {
        title: "Works offline",
        text: "Local storage and background sync keep the app useful on trains, in basements and on the factory floor.",
      },
      {
        title: "Store-ready releases",
        text: "We handle signing, review guidelines, staged rollouts and crash reporting for the App Store and Google Play.",
      },
      {
        title: "Measured engagement",
        text: "Privacy-respecting analytics and feature flags show what people use, so the next release is based on evidence.",
      },
    ],
    deliverables: [
      "Interactive prototype tested with real users",
      "iOS and Android apps from a shared codebase",
      "Secure authentication and API integration",
      "Push notifications and offline synchronisation",
      "App Store and Google Play submission",
      "Crash reporting, analytics and a release playbook",
    ],
    image: "service-mobile-app",
  },
  {
    id: "ui-design",
    title: serviceTitles["ui-design"],
    subTitle: "Research-led interface design, prototypes and design systems that make complex products feel simple.",
    icon: "pen",
    intro:
      "Good design makes complex products feel simple. Our designers research how your customers think, prototype the important journeys, test them with real people and deliver a design system your developers can build from without guesswork.",
    qualities: [
      {
        title: "Research led",
        text: "Interviews, analytics and usability tests tell us what to fix first, so design effort goes where it pays back.",
      },
      {
        title: "Prototype early",
        text: "Clickable prototypes let you and your customers try ideas in days, before any code is written.",
      },
      {
        title: "Inclusive design",
        text: "Contrast, type scales, touch targets and motion preferences are designed in, meeting WCAG 2.2 AA.",
      },
      { title: "Systematic", text: "A documented component library keeps every screen consistent and speeds up the build." },
    ],
    deliverables: [
      "User research summary and journey maps",
      "Wireframes and clickable high-fidelity prototypes",
      "Usability test sessions with recommendations",
      "A design system with tokens and documented components",
      "Developer-ready specifications and assets",
      "Design QA during the build",
    ],
    image: "service-ui-design",
  },
  {
    id: "systems-integration",
    title: serviceTitles["systems-integration"],
    subTitle: "Connect your CRM, ERP, payments and data platforms so information flows once, reliably, without copy and paste.",
    icon: "link",
    intro:
      "Most businesses run on a dozen systems that do not talk to each other. We connect your CRM, ERP, payments, e-commerce and data platforms so information is entered once and flows reliably, with monitoring that tells you when something needs attention.",
    qualities: [
      {
        title: "Map before we connect",
        text: "We document every system, owner and data flow, so integrations solve the real bottleneck.",
      },
      {
        title: "Reliable pipelines",
        text: "Queues, retries and idempotent processing mean a slow partner API never loses an order.",
      },
      {
        title: "Observable",
        text: "Dashboards and alerts show every message in flight, so problems are found before customers notice.",
      },
      {
        title: "Secure data exchange",
        text: "Encrypted transport, scoped credentials and audit logs keep sensitive data under control.",
      },
    ],
    deliverables: [
      "An integration audit and target architecture",
      "API connectors and data mappings for your systems",
      "Automated data validation and reconciliation",
      "Monitoring dashboards and alerting",
      "Runbooks for your operations team",
      "Ongoing support and change management options",
    ],
    image: "service-systems-integration",
  },
];

/** The call to action of the service pages. */
export const serviceCallToAction = {
  title: "Tell us what you want to build and we will reply within one business day.",
  buttonText: "Send Message",
  buttonUrl: "/contact/",
} as const;

/** The earlier site's example detail page; it shows the first service. */
export const legacyServiceDetailsPath = "/service-details/";
