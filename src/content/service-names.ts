/**
 * The services' ids, names and addresses: the little the service cards and page list need, kept
 * apart from the full service copy in services.ts so that it stays out of the bundles that need
 * only these.
 */
export type ServiceId = "web-dev" | "software-dev" | "mobile-app" | "ui-design" | "systems-integration";

export const serviceTitles: Readonly<Record<ServiceId, string>> = {
  "web-dev": "Web Development",
  "software-dev": "Custom Software Development",
  "mobile-app": "Mobile App Development",
  "ui-design": "UI/UX Design",
  "systems-integration": "Systems Integration Consulting",
};

export const servicePath = (id: ServiceId): string => `/service/${id}/`;
