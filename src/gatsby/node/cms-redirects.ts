import type { ParentSpanPluginArgs } from "gatsby";
import {
  addressProblem,
  describeLoop,
  isExternalAddress,
  normaliseRedirect,
  redirectLoops,
  targetPath,
} from "../../../cms/extensions/redirects/rules.mjs";
import { hasLightTwin, isLightPath, toLightPath } from "../../lib/light-mirror";
import { contentRedirectOptions, type Redirect } from "./redirect-stubs";

/**
 * The CMS's redirects (the `redirects` collection, DirectusRedirect nodes) as Gatsby redirects,
 * made the way the site's own are (createRedirect, so hosts with redirect support, Netlify's
 * adapter and the self-hosted adapter's nginx configuration answer them, and onPostBuild writes a
 * forwarding page at each source for plain static hosts), with their /light/ twins.
 *
 * They are made in onPostBootstrap, once every page of this build exists and the pages of the
 * previous one that this build no longer makes are gone, and checked against them with the rules
 * the CMS applies on save (cms/extensions/redirects/rules.mjs): a redirect from a page this build
 * makes, from an address the site's own code already redirects, or in a loop (also through the
 * site's own redirects) is left out and fails the build, naming it; a target the build does not
 * make is a warning. Gatsby's browser runtime does not follow them (contentRedirectOptions).
 */

export interface CmsRedirect {
  from: string;
  to: string;
  permanent: boolean;
}

export interface PlannedRedirect {
  fromPath: string;
  toPath: string;
  isPermanent: boolean;
}

export interface CmsRedirectPlan {
  create: PlannedRedirect[];
  problems: string[];
  warnings: string[];
}

/** A target's twin under /light/, where the target has one; otherwise the target itself. */
const lightTarget = (to: string): string => {
  const path = targetPath(to);
  return path !== null && hasLightTwin(path) && !isLightPath(path) ? toLightPath(to) : to;
};

/**
 * Which of the CMS's redirects the build makes, with their /light/ twins, and what is wrong
 * with the others. Pure.
 * @param pagePaths every page of this build
 * @param siteRedirects the redirects the site's own code made
 */
export const planCmsRedirects = ({
  redirects,
  pagePaths,
  siteRedirects,
}: {
  redirects: readonly CmsRedirect[];
  pagePaths: Iterable<string>;
  siteRedirects: readonly Redirect[];
}): CmsRedirectPlan => {
  const pages = new Set(pagePaths);
  const siteSources = new Set(siteRedirects.map((redirect) => redirect.fromPath));
  const problems: string[] = [];
  const planned: PlannedRedirect[] = [];
  const taken = new Set<string>();

  for (const redirect of redirects) {
    const problem = addressProblem(redirect);
    if (problem) {
      problems.push(problem);
      continue;
    }
    const { from, to } = normaliseRedirect(redirect);
    if (pages.has(from)) {
      problems.push(`${from} -> ${to}: ${from} is a page of this build; the redirect would hide it.`);
      continue;
    }
    if (siteSources.has(from)) {
      problems.push(`${from} -> ${to}: the site itself already redirects ${from}.`);
      continue;
    }
    if (taken.has(from)) {
      problems.push(`${from} -> ${to}: another redirect already starts at ${from}.`);
      continue;
    }
    taken.add(from);
    planned.push({ fromPath: from, toPath: to, isPermanent: redirect.permanent });
  }

  /**
   * A landing page's light twin, when `to` leads to one of this build's landing pages: a page
   * outside the mirrored sections whose /light/ twin is a page of the build too.
   */
  const landingTwin = (to: string): string | null => {
    const path = targetPath(to);
    return path !== null && !isLightPath(path) && !hasLightTwin(path) && pages.has(toLightPath(path)) ? toLightPath(to) : null;
  };

  // Twins where the source is in a mirrored section, or leads to a landing page (a page's old
  // address: its light twin moved with it), and only where the main redirect is made and the
  // twin's address is free.
  const twins = planned.flatMap(({ fromPath, toPath, isPermanent }) => {
    const twin = toLightPath(fromPath);
    const toLanding = landingTwin(toPath);
    if (
      isLightPath(fromPath) ||
      !(hasLightTwin(fromPath) || toLanding) ||
      pages.has(twin) ||
      siteSources.has(twin) ||
      taken.has(twin)
    )
      return [];
    return [{ fromPath: twin, toPath: toLanding ?? lightTarget(toPath), isPermanent }];
  });
  const all = [...planned, ...twins];

  const loops = redirectLoops([
    ...siteRedirects.map((redirect) => ({ from: redirect.fromPath, to: redirect.toPath })),
    ...all.map((redirect) => ({ from: redirect.fromPath, to: redirect.toPath })),
  ]);
  const inLoops = new Set(loops.flat());
  for (const loop of loops) problems.push(`a loop, where visitors never arrive: ${describeLoop(loop)}.`);

  const create = all.filter((redirect) => !inLoops.has(redirect.fromPath));
  const sources = new Set([...siteSources, ...create.map((redirect) => redirect.fromPath)]);
  const warnings = create.flatMap(({ fromPath, toPath }) => {
    const path = targetPath(toPath);
    // Files (a path with a dot in its last part) and other sites are not the build's to judge.
    if (path === null || /\.[^/]*$/.test(path) || pages.has(path) || sources.has(path)) return [];
    return [`${fromPath} -> ${toPath}: this build makes no page at ${path}.`];
  });
  return { create, problems, warnings };
};

/** The DirectusRedirect nodes of the source plugin (plugins/gatsby-source-directus/src/redirects.ts), in the CMS's order. */
const redirectNodes = (nodes: readonly unknown[]): CmsRedirect[] =>
  (nodes as ({ directusId: string } & CmsRedirect)[])
    .slice()
    .sort((a, b) => Number(a.directusId) - Number(b.directusId))
    .map(({ from, to, permanent }) => ({ from, to, permanent }));

export const createCmsRedirects = ({ actions, reporter, store, getNodesByType }: ParentSpanPluginArgs): void => {
  const state = store.getState() as { pages: Map<string, unknown>; redirects: Redirect[] };
  const plan = planCmsRedirects({
    redirects: redirectNodes(getNodesByType("DirectusRedirect")),
    pagePaths: state.pages.keys(),
    siteRedirects: state.redirects,
  });
  for (const warning of plan.warnings) reporter.warn(`Redirect from the CMS: ${warning}`);
  for (const redirect of plan.create) actions.createRedirect({ ...redirect, ...contentRedirectOptions });
  const external = plan.create.filter((redirect) => isExternalAddress(redirect.toPath)).length;
  reporter.info(
    `Redirects from the CMS: ${plan.create.length} made (light twins included, ${external} to other sites), ${plan.problems.length} refused`,
  );
  if (plan.problems.length > 0) {
    reporter.panicOnBuild(
      `Redirects need fixes in the CMS (Redirects collection):\n${plan.problems.map((problem) => `- ${problem}`).join("\n")}`,
    );
  }
};
