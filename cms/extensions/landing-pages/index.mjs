/**
 * Directus hook "landing-pages": the rules of the `pages` collection (blocks.mjs), on every save
 * in the app or through the API.
 *
 * - register-page-rules.mjs: a slug must be one path segment that no address of the site uses
 *   (slugs.mjs) and no other page has; a scheduled page needs its publish time; a page going live
 *   is dated (page-rules.mjs). A refused save answers 400 with the reason.
 * - register-page-files.mjs: keeps `page_files`, the files each page shows (page-files.mjs), which
 *   the "Site build" policy follows to read a published page's images and no draft's.
 *
 * Rebuilds for page changes are the site-rebuild hook's (its pages.mjs); the scheduled pages are
 * published by the flow "Publish scheduled pages" (cms/provisioning/pages.mjs).
 *
 * Plain ESM, loaded by Directus from EXTENSIONS_PATH without a build step.
 */
import { registerPageFiles } from "./register-page-files.mjs";
import { registerPageRules } from "./register-page-rules.mjs";

/**
 * @param {{ filter: Function, action: Function }} register
 * @param {{ database: any, logger: { info: (message: string) => void, warn: (message: string) => void } }} context
 */
export default (register, context) => {
  registerPageRules(register);
  registerPageFiles(register, context);
};
