/**
 * A role whose static token lets `npm run preview` read drafts (every post, its category, the
 * redirects and the blog's images; every landing page, its blocks and the files pages show:
 * pages.mjs) and the menus and site details; it cannot use the app.
 */
import { ref } from "./engine/refs.mjs";
import { blogImagesFolder } from "./files.mjs";
import { allPagesPermissions, filesAnyPageShows } from "./pages.mjs";
import { navigationReadPermissions } from "./site-navigation.mjs";

/** @type {import("./engine/spec.mjs").Part} */
export const sitePreview = {
  policies: [
    {
      name: "Site preview",
      // Kept as written (not `once`): a token user's policy must never gain app or admin access.
      icon: "visibility",
      description: "Reads every post and landing page, drafts included, for the preview site.",
      app_access: false,
      admin_access: false,
      permissions: [
        { collection: "posts", action: "read" },
        { collection: "categories", action: "read" },
        { collection: "redirects", action: "read", fields: ["id", "from", "to", "permanent"] },
        ...allPagesPermissions,
        {
          collection: "directus_files",
          action: "read",
          permissions: { _or: [{ folder: { _eq: ref.folder(blogImagesFolder) } }, filesAnyPageShows] },
        },
        ...navigationReadPermissions,
      ],
    },
  ],
  roles: [{ name: "Site preview", once: true, icon: "visibility", policies: ["Site preview"] }],
  users: [
    {
      email: "site-preview@example.com",
      once: true,
      first_name: "Site",
      last_name: "Preview",
      role: "Site preview",
      status: "active",
      // A production CMS without a preview server may go without it (no token given: left as it is).
      token: ({ tokens }) => tokens.preview,
    },
  ],
};
