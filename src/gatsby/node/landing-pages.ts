import type { Actions, CreatePagesArgs } from "gatsby";
import { slugProblem } from "../../../cms/extensions/landing-pages/slugs.mjs";
import { toLightPath } from "../../lib/light-mirror";
import { template } from "./light-twins";
import { landingPagePath } from "../../lib/landing-pages/paths";

/** Page context of src/templates/landing-page.tsx. */
export interface LandingPageContext {
  /** The DirectusPage node's id. */
  id: string;
  /** The main page's address, `/<slug>/`: the canonical URL of both the page and its light twin. */
  canonicalPath: string;
  /** The page query reads the site's project pictures and portraits only for the blocks that show them. */
  withPortfolio: boolean;
  withTeam: boolean;
  /** Left out of the sitemap (and marked noindex in its head). */
  noIndex: boolean;
}

/** A DirectusPage as createPages reads it. */
export interface LandingPageSummary {
  id: string;
  title: string;
  slug: string;
  noIndex: boolean;
  blocks: readonly { __typename: string }[];
}

/**
 * The pages to create for the CMS's landing pages, each with its light twin (`/light/<slug>/`,
 * the same component and context: its theme comes from its path), and the problems of the pages
 * left out: a slug the CMS would refuse (saved before the rule existed, or taken by a route added
 * since: cms/extensions/landing-pages/slugs.mjs), or an address another page already has. As
 * with the blog's slugs, a problem fails the build (`gatsby develop` reports it and goes on).
 */
export const landingPages = (
  pages: readonly LandingPageSummary[],
  takenPaths: ReadonlySet<string>,
): { pages: { path: string; context: LandingPageContext }[]; problems: string[] } => {
  const problems: string[] = [];
  const made: { path: string; context: LandingPageContext }[] = [];
  const used = new Set(takenPaths);
  for (const page of pages) {
    const path = landingPagePath(page.slug);
    const problem = slugProblem(page.slug) ?? (used.has(path) ? `${path} is already a page of the site` : null);
    if (problem) {
      problems.push(`landing page “${page.title}” (${page.id}) is left out: ${problem}`);
      continue;
    }
    used.add(path);
    const kinds = new Set(page.blocks.map((block) => block.__typename));
    const context: LandingPageContext = {
      id: page.id,
      canonicalPath: path,
      withPortfolio: kinds.has("DirectusBlockPortfolio"),
      withTeam: kinds.has("DirectusBlockTeam"),
      noIndex: page.noIndex,
    };
    made.push({ path, context }, { path: toLightPath(path), context });
  }
  return { pages: made, problems };
};

/** createPages' part for landing pages: each published page at `/<slug>/` and `/light/<slug>/`. */
export const createLandingPages = async ({
  graphql,
  actions,
  reporter,
  store,
}: Pick<CreatePagesArgs, "graphql" | "reporter" | "store"> & { actions: Pick<Actions, "createPage"> }): Promise<void> => {
  const result = await graphql<Queries.LandingPagesQuery>(/* GraphQL */ `
    query LandingPages {
      allDirectusPage(sort: { directusId: ASC }) {
        nodes {
          id
          title
          slug
          noIndex
          blocks {
            __typename
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the landing pages to create them", result.errors);
    return;
  }
  // The file routes and the pages made before this part (the blog, the marketing pages); not the
  // landing pages an earlier run of createPages left in the store.
  const component = template("landing-page");
  const { pages: existing } = store.getState() as { pages: Map<string, { path: string; component: string }> };
  const takenPaths = new Set([...existing.values()].filter((page) => page.component !== component).map((page) => page.path));
  const { pages, problems } = landingPages(result.data.allDirectusPage.nodes, takenPaths);
  if (problems.length > 0) {
    reporter.panicOnBuild(`Landing pages need fixes in the CMS:\n${problems.map((problem) => `- ${problem}`).join("\n")}`);
  }
  for (const page of pages) actions.createPage({ path: page.path, component, context: { ...page.context } });
};
