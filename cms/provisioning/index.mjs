/**
 * Everything a Directus of this site needs besides its schema (cms/schema) and extensions
 * (cms/extensions): roles, policies and permissions, the token users, flows, the Leads
 * dashboard, default listings and settings, and the content the site starts with (its menus and
 * site details), as data, one file per subject. Applied to any Directus by
 * `npm --prefix cms run provision` (provision.mjs), which changes only what differs.
 */
import { buildFailures } from "./build-failures.mjs";
import { mergeParts } from "./engine/spec.mjs";
import { files } from "./files.mjs";
import { pages } from "./pages.mjs";
import { preview } from "./preview.mjs";
import { publicAccess } from "./public.mjs";
import { publishing } from "./publishing.mjs";
import { signIn } from "./sign-in.mjs";
import { siteBuild } from "./site-build.mjs";
import { siteForms } from "./site-forms.mjs";
import { siteMembers } from "./site-members.mjs";
import { siteNavigation } from "./site-navigation.mjs";
import { sitePreview } from "./site-preview.mjs";
import { staff } from "./staff.mjs";

export const provisioning = mergeParts([
  signIn,
  files,
  publicAccess,
  siteBuild,
  sitePreview,
  siteMembers,
  siteForms,
  staff,
  buildFailures,
  publishing,
  preview,
  siteNavigation,
  pages,
]);
