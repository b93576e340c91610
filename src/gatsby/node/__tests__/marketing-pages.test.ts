import { existsSync } from "node:fs";
import { caseStudyPath, legacyCaseStudyPath } from "../../../content/portfolio";
import { servicePath } from "../../../content/service-names";
import { services } from "../../../content/services";
import { legacyTeamDetailsPath, team, teamMemberPath } from "../../../content/team";
import { techStartupPath } from "../../../features/tech-startup/tech-startup-content";
import { hasLightTwin } from "../../../lib/light-mirror";
import { marketingPages } from "../marketing-pages";

const pages = marketingPages();
const byPath = new Map(pages.map((page) => [page.path, page]));

describe("marketingPages", () => {
  it("creates one detail page per service, at the ids the service addresses use, from one template", () => {
    expect(services.map((service) => service.id)).toEqual([
      "web-dev",
      "software-dev",
      "mobile-app",
      "ui-design",
      "systems-integration",
    ]);
    for (const service of services) {
      expect(byPath.get(servicePath(service.id))).toEqual({
        path: `/service/${service.id}/`,
        template: "service-detail",
        context: { serviceId: service.id, image: service.image },
      });
    }
  });

  it("creates one page per team member", () => {
    for (const member of team) {
      expect(byPath.get(teamMemberPath(member.id))).toMatchObject({
        template: "team-member",
        context: { memberId: member.id, image: member.image },
      });
    }
  });

  it("gives the earlier site's example addresses real content and a canonical page", () => {
    expect(byPath.get("/service-details/")?.context.canonicalPath).toBe(servicePath(services[0]!.id));
    expect(byPath.get(legacyTeamDetailsPath)?.context.canonicalPath).toBe(teamMemberPath(team[0]!.id));
    expect(byPath.get(legacyCaseStudyPath)).toMatchObject({
      template: "case-study",
      context: { canonicalPath: caseStudyPath },
    });
    expect(byPath.get(caseStudyPath)?.context.canonicalPath).toBeUndefined();
  });

  it("puts the tech-startup page under /light/ in its own layout, without a twin", () => {
    expect(byPath.get(techStartupPath)).toMatchObject({ template: "tech-startup", context: { layout: "startup" } });
    expect(techStartupPath.startsWith("/light/")).toBe(true);
  });

  it("mirrors exactly the service and team pages under /light/", () => {
    const mirrored = pages.filter((page) => hasLightTwin(page.path)).map((page) => page.path);
    expect(mirrored.sort()).toEqual([...services.map((s) => servicePath(s.id)), ...team.map((m) => teamMemberPath(m.id))].sort());
  });

  it("uses every path once and only artwork that exists", () => {
    expect(byPath.size).toBe(pages.length);
    for (const page of pages) {
      if (page.context.image) expect(existsSync(`src/images/art/${page.context.image}.jpg`)).toBe(true);
    }
  });
});
