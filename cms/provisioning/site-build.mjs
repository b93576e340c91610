/**
 * The role whose static token builds source with (DIRECTUS_TOKEN of `npm run build` and
 * `npm start`): published posts, categories, redirects, and the images they show (metadata the
 * plugin reads, and their content through /assets), the menus and site details
 * (site-navigation.mjs); it also reports the build's own outcome into site_builds (create and
 * update only: publishing.mjs). It reads no drafts nor their images, cannot use the app, and
 * anything else added to its policy is taken away again.
 *
 * The "Site build service" role is the stack's build service (platform/build-service): it
 * writes the builds' reports (SITE_BUILD_REPORT_TOKEN) and nothing else, so a build whose own
 * token was revoked still says in site_builds that it failed, and why.
 */
import { filesPublishedPagesShow, publishedPagesPermissions } from "./pages.mjs";
import { buildReportPermissions } from "./publishing.mjs";
import { navigationReadPermissions } from "./site-navigation.mjs";

/** Fields of directus_files the source plugin reads (plugins/gatsby-source-directus/src/types.ts). */
export const sourcedFileFields = [
  "id",
  "title",
  "description",
  "filename_download",
  "type",
  "width",
  "height",
  "filesize",
  "modified_on",
];

/**
 * The files a build may read: those a published post shows, as its hero image
 * (`hero_of_posts`, the o2m of posts.hero_image), as its share image (`share_image_of_posts`,
 * the o2m of posts.share_image) or in its body (`in_post_bodies`, the rows the post-body-files
 * hook keeps from the body's /assets/<id> URLs), and those a published landing page shows
 * (`in_pages`: pages.mjs). A file only drafts, scheduled or archived posts or pages use stays
 * unreadable, its title (hero images are titled after their posts) and content alike, and
 * becomes readable when such a post or page is published.
 */
export const filesPublishedPostsShow = {
  _or: [
    { hero_of_posts: { _some: { status: { _eq: "published" } } } },
    { share_image_of_posts: { _some: { status: { _eq: "published" } } } },
    { in_post_bodies: { _some: { post: { status: { _eq: "published" } } } } },
    filesPublishedPagesShow,
  ],
};

/** @type {import("./engine/spec.mjs").Part} */
export const siteBuild = {
  policies: [
    {
      name: "Site build reports",
      icon: "assignment_turned_in",
      description: "Writes builds' reports into site_builds (create a started build, finish it); nothing else.",
      app_access: false,
      admin_access: false,
      permissions: buildReportPermissions,
      onlyThese: true,
    },
    {
      name: "Site build",
      // Kept as written (not `once`): a token user's policy must never gain app or admin access.
      icon: "construction",
      description:
        "Reads published posts and landing pages, categories, redirects, the images they show, the menus and site details, for site builds; nothing else.",
      app_access: false,
      admin_access: false,
      permissions: [
        { collection: "posts", action: "read", permissions: { status: { _eq: "published" } } },
        { collection: "categories", action: "read" },
        ...publishedPagesPermissions,
        { collection: "redirects", action: "read", fields: ["id", "from", "to", "permanent"] },
        { collection: "directus_files", action: "read", fields: sourcedFileFields, permissions: filesPublishedPostsShow },
        ...navigationReadPermissions,
        ...buildReportPermissions,
      ],
      onlyThese: true,
    },
  ],
  roles: [
    {
      name: "Site build service",
      once: true,
      icon: "precision_manufacturing",
      description: "The build service's reports of its builds (build service token).",
      policies: ["Site build reports"],
    },
    {
      name: "Site build",
      once: true,
      icon: "construction",
      description: "Site builds (build token).",
      policies: ["Site build"],
    },
  ],
  users: [
    {
      email: "site-build-service@example.com",
      once: true,
      first_name: "Site",
      last_name: "Build service",
      role: "Site build service",
      status: "active",
      token: ({ tokens }) => tokens.buildService,
    },
    {
      email: "site-build@example.com",
      once: true,
      first_name: "Site",
      last_name: "Build",
      role: "Site build",
      status: "active",
      token: ({ tokens }) => tokens.build,
    },
  ],
};
