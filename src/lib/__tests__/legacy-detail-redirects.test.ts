import { servicePath } from "../../content/service-names";
import { legacyServiceDetailsPath, services } from "../../content/services";
import { legacyTeamDetailsPath, team, teamMemberPath } from "../../content/team";
import { legacyDetailRedirects } from "../legacy-detail-redirects";
import { hasLightTwin, mainPathOfLightTwin } from "../light-mirror";

describe("legacyDetailRedirects", () => {
  const redirects = legacyDetailRedirects();

  it("sends the deeper addresses to /service-details and /team-details", () => {
    expect(redirects).toContainEqual({ fromPath: "/service/service-details/", toPath: legacyServiceDetailsPath });
    expect(redirects).toContainEqual({ fromPath: "/team/team-details/", toPath: legacyTeamDetailsPath });
  });

  it("keeps their /light/ twins in the light layout, on the page the example shows", () => {
    expect(redirects).toContainEqual({
      fromPath: "/light/service/service-details/",
      toPath: `/light${servicePath(services[0]!.id)}`,
    });
    expect(redirects).toContainEqual({ fromPath: "/light/team/team-details/", toPath: `/light${teamMemberPath(team[0]!.id)}` });
    for (const { fromPath, toPath } of redirects.filter((redirect) => redirect.fromPath.startsWith("/light/"))) {
      expect(mainPathOfLightTwin(toPath)).not.toBeNull();
      expect(hasLightTwin(mainPathOfLightTwin(fromPath) ?? "")).toBe(true);
    }
  });

  it("has four redirects, none to itself or to another redirect", () => {
    expect(redirects).toHaveLength(4);
    const sources = new Set(redirects.map((redirect) => redirect.fromPath));
    for (const { fromPath, toPath } of redirects) {
      expect(toPath).not.toBe(fromPath);
      expect(sources.has(toPath)).toBe(false);
    }
  });
});
