import type { GatsbyNode } from "gatsby";
import { createBlogPages } from "./create-blog-pages";
import { marketingPages } from "./marketing-pages";
import { createPageAndLightTwin, template } from "./light-twins";

/** Pages made from data: the blog from the CMS, the marketing pages from src/content. */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  for (const page of marketingPages()) {
    createPageAndLightTwin(args.actions.createPage, {
      path: page.path,
      component: template(page.template),
      context: { ...page.context },
    });
  }
  await createBlogPages(args);
};
