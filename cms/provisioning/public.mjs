/**
 * What anyone may read without a token (Directus's public policy, which Directus itself makes).
 */
import { publishedPagesPermissions } from "./pages.mjs";
import { navigationReadPermissions } from "./site-navigation.mjs";

/** @type {import("./engine/spec.mjs").Part} */
export const publicAccess = {
  policies: [
    {
      name: "public",
      public: true,
      permissions: [
        // Drafts, scheduled and archived posts answer 403.
        { collection: "posts", action: "read", permissions: { status: { _eq: "published" } } },
        { collection: "categories", action: "read" },
        // Published landing pages and their blocks only (pages.mjs).
        ...publishedPagesPermissions,
        // The menus and site details every page shows.
        ...navigationReadPermissions,
      ],
      // Nothing of files: a file's metadata and content do not say which post shows them, so
      // anonymous reads of files would show drafts' and archived posts' images and their titles.
      // Builds read files with the build token (site-build.mjs), and visitors get the copies
      // published with the site. Databases provisioned earlier lose that permission.
      noPermissionsOn: ["directus_files"],
    },
  ],
};
