import { caseStudy, caseStudyPath, legacyCaseStudyPath } from "../../content/portfolio";
import { servicePath } from "../../content/service-names";
import { legacyServiceDetailsPath, services } from "../../content/services";
import { legacyTeamDetailsPath, team, teamMemberPath } from "../../content/team";
import { techStartupPath } from "../../features/tech-startup/tech-startup-content";

export type MarketingTemplate = "service-detail" | "team-member" | "case-study" | "tech-startup";

/** Page context of the marketing templates; `image` names a file in src/images/art. */
export interface MarketingPageContext {
  image?: string;
  serviceId?: string;
  memberId?: string;
  /** Set where the earlier site had a second address for the same content. */
  canonicalPath?: string;
  layout?: "startup";
}

export interface MarketingPage {
  path: string;
  template: MarketingTemplate;
  context: MarketingPageContext;
}

const [firstService] = services;
const [firstFounder] = team;

/**
 * Every page made from the static content in src/content: one per service and team
 * member, the case study, the tech-startup page, and the earlier site's example addresses
 * (/service-details, /team-details, /portfolio-details), which show real content and name
 * the page they duplicate as canonical.
 */
export const marketingPages = (): MarketingPage[] => [
  ...services.map((service) => ({
    path: servicePath(service.id),
    template: "service-detail" as const,
    context: { serviceId: service.id, image: service.image },
  })),
  ...(firstService
    ? [
        {
          path: legacyServiceDetailsPath,
          template: "service-detail" as const,
          context: { serviceId: firstService.id, image: firstService.image, canonicalPath: servicePath(firstService.id) },
        },
      ]
    : []),
  ...team.map((member) => ({
    path: teamMemberPath(member.id),
    template: "team-member" as const,
    context: { memberId: member.id, image: member.image },
  })),
  ...(firstFounder
    ? [
        {
          path: legacyTeamDetailsPath,
          template: "team-member" as const,
          context: { memberId: firstFounder.id, image: firstFounder.image, canonicalPath: teamMemberPath(firstFounder.id) },
        },
      ]
    : []),
  { path: caseStudyPath, template: "case-study", context: { image: caseStudy.image } },
  { path: legacyCaseStudyPath, template: "case-study", context: { image: caseStudy.image, canonicalPath: caseStudyPath } },
  { path: techStartupPath, template: "tech-startup", context: { layout: "startup" } },
];
