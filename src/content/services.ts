import type { IconName } from "../components/ui/Icon";

export type ServiceId = "web-dev" | "software-dev" | "mobile-app" | "ui-design" | "systems-integration";

export interface Service {
  id: ServiceId;
  title: string;
  subTitle: string;
  icon: IconName;
}

/** The five services, in the order the service page numbers them 01–05. */
export const services: readonly Service[] = [
  {
    id: "web-dev",
    title: "Web Development",
    subTitle:
      "Fast, accessible websites and web applications built on modern frameworks, tuned for search and easy for your team to edit.",
    icon: "browser",
  },
  {
    id: "software-dev",
    title: "Custom Software Development",
    subTitle:
      "Business software shaped around how your people actually work, from internal tools to customer-facing platforms.",
    icon: "code",
  },
  {
    id: "mobile-app",
    title: "Mobile App Development",
    subTitle:
      "Native-quality iOS and Android apps from one codebase, with offline support, push notifications and app-store releases handled.",
    icon: "phone",
  },
  {
    id: "ui-design",
    title: "UI/UX Design",
    subTitle:
      "Research-led interface design, prototypes and design systems that make complex products feel simple.",
    icon: "pen",
  },
  {
    id: "systems-integration",
    title: "Systems Integration Consulting",
    subTitle:
      "Connect your CRM, ERP, payments and data platforms so information flows once, reliably, without copy and paste.",
    icon: "link",
  },
];

export const servicePath = (id: ServiceId): string => `/service/${id}/`;

export interface NavLink {
  title: string;
  href: string;
}

const footerServiceOrder: readonly ServiceId[] = ["software-dev", "web-dev", "mobile-app", "ui-design"];

/** Footer column 2: four service pages, then the consulting offer, which leads to contact. */
export const footerServiceLinks: readonly NavLink[] = [
  ...footerServiceOrder.map((id) => {
    const service = services.find((candidate) => candidate.id === id);
    if (!service) throw new Error(`Unknown service id in footer: ${id}`);
    return { title: service.title, href: servicePath(id) };
  }),
  { title: "Systems Integration Consulting", href: "/contact/" },
];
