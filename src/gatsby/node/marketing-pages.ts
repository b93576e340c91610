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

/** A page of one of the templates, before the template is named. */
type ContentPage = Omit<MarketingPage, "template">;

/**
 * A template's pages, then the earlier site's example address `legacyPath`, which shows the
 * first of those pages' content and names that page as canonical.
 */
const withLegacyAddress = (template: MarketingTemplate, pages: ContentPage[], legacyPath: string): MarketingPage[] => {
  const [first] = pages;
  const legacy = first ? [{ path: legacyPath, context: { ...first.context, canonicalPath: first.path } }] : [];
  return [...pages, ...legacy].map(({ path, context }) => ({ path, template, context }));
};

/**
 * Every page made from the static content in src/content: one per service and team
 * member, the case study, the tech-startup page, and the earlier site's example addresses
 * (/service-details, /team-details, /portfolio-details), which show real content and name
 * the page they duplicate as canonical.
 */
export const marketingPages = (): MarketingPage[] => [
  ...withLegacyAddress(
    "service-detail",
    services.map((service) => ({ path: servicePath(service.id), context: { serviceId: service.id, image: service.image } })),
    legacyServiceDetailsPath,
  ),
  ...withLegacyAddress(
    "team-member",
    team.map((member) => ({ path: teamMemberPath(member.id), context: { memberId: member.id, image: member.image } })),
    legacyTeamDetailsPath,
  ),
  ...withLegacyAddress("case-study", [{ path: caseStudyPath, context: { image: caseStudy.image } }], legacyCaseStudyPath),
  { path: techStartupPath, template: "tech-startup", context: { layout: "startup" } },
];
