import type { GatsbyNode } from "gatsby";
import { legacyDetailRedirects } from "../../lib/legacy-detail-redirects";
import { createBlogPages } from "./create-blog-pages";
import { createLandingPages } from "./landing-pages";
import { marketingPages } from "./marketing-pages";
import { createPageAndLightTwin, template } from "./light-twins";
import { siteRedirectOptions } from "./redirect-stubs";

/**
 * Pages made from data: the blog and the landing pages from the CMS, the marketing pages from
 * src/content; and the earlier site's deeper detail addresses as redirects (hosts with redirect
 * support answer them, Gatsby's browser runtime follows them, and onPostBuild writes a
 * forwarding page for every other static host).
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  for (const page of marketingPages()) {
    createPageAndLightTwin(args.actions.createPage, {
      path: page.path,
      component: template(page.template),
      context: { ...page.context },
    });
  }
  for (const redirect of legacyDetailRedirects()) {
    args.actions.createRedirect({ ...redirect, isPermanent: true, ...siteRedirectOptions });
  }
  await createBlogPages(args);
  // Last: a landing page may not take an address the site's other pages have.
  await createLandingPages(args);
};
