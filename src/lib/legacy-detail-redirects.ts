import { servicePath } from "../content/service-names";
import { legacyServiceDetailsPath, services } from "../content/services";
import { legacyTeamDetailsPath, team, teamMemberPath } from "../content/team";
import { toLightPath } from "./light-mirror";

export interface LegacyRedirect {
  fromPath: string;
  toPath: string;
}

/**
 * The earlier site linked its example detail pages one folder deeper as well
 * (/service/service-details, /team/team-details, and their /light/ twins). Those addresses
 * go to the pages that show the same content: /service-details and /team-details; under
 * /light/, which has no twin of those two, the light twin of the page they duplicate (the
 * first service, the first founder).
 */
export const legacyDetailRedirects = (): LegacyRedirect[] => {
  const [firstService] = services;
  const [firstFounder] = team;
  return [
    ...(firstService
      ? [
          { fromPath: "/service/service-details/", toPath: legacyServiceDetailsPath },
          { fromPath: toLightPath("/service/service-details/"), toPath: toLightPath(servicePath(firstService.id)) },
        ]
      : []),
    ...(firstFounder
      ? [
          { fromPath: "/team/team-details/", toPath: legacyTeamDetailsPath },
          { fromPath: toLightPath("/team/team-details/"), toPath: toLightPath(teamMemberPath(firstFounder.id)) },
        ]
      : []),
  ];
};
