/**
 * Idempotent seed: access policies (public, build, preview, site members, the site's forms),
 * the form collections' default listings, the posts preview URL and preview flow (seed-preview.mjs),
 * sample content, and publishing (seed-publishing.mjs: the scheduled-publishing flow and the
 * site builds listing). Run on every start; it creates what is missing and never overwrites
 * what editors changed (content is matched by title, settings by name).
 */
import { pathToFileURL } from "node:url";
import { categories, inlineImages, posts } from "../seed/content.mjs";
import { api, findOne } from "./api.mjs";
import { buildToken, formsToken, previewToken, publicUrl } from "./config.mjs";
import { heroImage, inlineImage } from "./images.mjs";
import { formsRoleName, memberRoleName } from "../extensions/site-members/names.mjs";
import { seedStaff } from "./seed-staff.mjs";
import { buildReportPermissions, seedPublishing } from "./seed-publishing.mjs";
import { seedPreview } from "./seed-preview.mjs";
import { seedSignInSafety } from "./seed-sign-in.mjs";

/**
 * Items as the Directus API answers them, reduced to what the seed reads. Ids of roles,
 * policies, users, folders and files are UUIDs, permissions' and categories' are integers.
 * @typedef {{ id: number }} Permission
 * @typedef {{ field: string, schema: { is_primary_key: boolean } | null, meta: { special: string[] | null } | null }} Field
 */

/**
 * The first item of `path` matching `filter` (with `fields`), or the item made from `create`.
 * @param {string} path
 * @param {object} filter
 * @param {object} create
 * @returns {Promise<any>}
 */
const ensure = async (path, filter, create, fields = "id") => (await findOne(path, filter, fields)) ?? api("POST", path, create);

/**
 * Creates or updates the one permission of `policy` for `collection`/`action`.
 * @param {string} policy
 * @param {string} collection
 * @param {string} action
 * @param {object} [rules] fields, permissions, validation, presets (all fields, no rules by default)
 * @returns {Promise<Permission>}
 */
const ensurePermission = async (policy, collection, action, rules = {}) => {
  const wanted = { policy, collection, action, fields: ["*"], permissions: null, validation: null, presets: null, ...rules };
  const existing = await findOne("/permissions", {
    policy: { _eq: policy },
    collection: { _eq: collection },
    action: { _eq: action },
  });
  return existing ? api("PATCH", `/permissions/${existing.id}`, wanted) : api("POST", "/permissions", wanted);
};

/**
 * Deletes every permission of `policy` but `kept`: these policies grant exactly what the seed says.
 * @param {string} policy
 * @param {Permission[]} kept
 */
const removeOtherPermissions = async (policy, kept) => {
  const keep = new Set(kept.map((permission) => permission.id));
  const filter = encodeURIComponent(JSON.stringify({ policy: { _eq: policy } }));
  const permissions = /** @type {Permission[]} */ (await api("GET", `/permissions?filter=${filter}&fields=id&limit=-1`));
  const extra = permissions.filter((permission) => !keep.has(permission.id));
  if (extra.length > 0)
    await api(
      "DELETE",
      "/permissions",
      extra.map((permission) => permission.id),
    );
};

/**
 * A policy of the site's own (no app, no admin), found by name or created.
 * @param {{ name: string, icon: string, description: string }} policy
 * @returns {Promise<{ id: string }>}
 */
const ensureSitePolicy = ({ name, icon, description }) =>
  ensure("/policies", { name: { _eq: name } }, { name, icon, description, app_access: false, admin_access: false });

/**
 * Gives `roleId` the policy `policyId` (once).
 * @param {string} roleId
 * @param {string} policyId
 */
const ensureAccess = (roleId, policyId) =>
  ensure("/access", { role: { _eq: roleId }, policy: { _eq: policyId } }, { role: roleId, policy: policyId });

/**
 * A policy, a role holding it and that role's one user, whose static token is `token`.
 * Resolves with the role's id.
 * @param {{ policy: string, role: { name: string, icon: string, description?: string }, email: string, lastName: string, token: string }} user
 * @returns {Promise<string>}
 */
const ensureTokenUser = async ({ policy, role, email, lastName, token }) => {
  const roleItem = await ensure("/roles", { name: { _eq: role.name } }, role);
  await ensureAccess(roleItem.id, policy);
  const user = await ensure(
    "/users",
    { email: { _eq: email } },
    { email, first_name: "Site", last_name: lastName, role: roleItem.id, status: "active" },
  );
  await api("PATCH", `/users/${user.id}`, { token });
  return roleItem.id;
};

/** @returns {Promise<string>} */
const publicPolicyId = async () => {
  const access = await findOne("/access", { role: { _null: true }, user: { _null: true } }, "policy");
  if (!access?.policy) throw new Error("Directus has no public policy; was the database bootstrapped?");
  return access.policy;
};

/** @param {string} name */
const ensureFolder = (name) => ensure("/folders", { name: { _eq: name } }, { name });

/**
 * Anyone may read published posts and categories, nothing of files: a file's metadata and
 * content do not say which post shows them, so anonymous reads of files would show drafts'
 * and archived posts' images and their titles. Builds read files with the build token, and
 * visitors get the copies published with the site. Databases seeded earlier lose that
 * permission here.
 */
const seedPublicAccess = async () => {
  const policy = await publicPolicyId();
  await ensurePermission(policy, "posts", "read", { permissions: { status: { _eq: "published" } } });
  await ensurePermission(policy, "categories", "read");
  const filter = encodeURIComponent(JSON.stringify({ policy: { _eq: policy }, collection: { _eq: "directus_files" } }));
  const fileReads = /** @type {Permission[]} */ (await api("GET", `/permissions?filter=${filter}&fields=id&limit=-1`));
  if (fileReads.length > 0)
    await api(
      "DELETE",
      "/permissions",
      fileReads.map((permission) => permission.id),
    );
};

/** Fields of directus_files the source plugin reads (plugins/gatsby-source-directus/src/types.ts). */
const sourcedFileFields = [
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
 * (`hero_of_posts`, the o2m of posts.hero_image) or in its body (`in_post_bodies`, the rows
 * the post-body-files hook keeps from the body's /assets/<id> URLs). A file only drafts,
 * scheduled or archived posts use stays unreadable, its title (hero images are titled after
 * their posts) and content alike, and becomes readable when such a post is published.
 */
export const filesPublishedPostsShow = {
  _or: [
    { hero_of_posts: { _some: { status: { _eq: "published" } } } },
    { in_post_bodies: { _some: { post: { status: { _eq: "published" } } } } },
  ],
};

/**
 * The role whose static token builds source with (DIRECTUS_TOKEN of `npm run build` and
 * `npm start`): published posts, categories, and the images they show (metadata the plugin
 * reads, and their content through /assets); it also reports the build's own outcome into
 * site_builds (create and update only: seed-publishing.mjs). It reads no drafts nor their
 * images, cannot use the app, and anything else added to its policy is taken away again.
 */
const seedBuildAccess = async () => {
  const policy = await ensureSitePolicy({
    name: "Site build",
    icon: "construction",
    description: "Reads published posts, categories and the images published posts show, for site builds; nothing else.",
  });
  await removeOtherPermissions(policy.id, [
    await ensurePermission(policy.id, "posts", "read", { permissions: { status: { _eq: "published" } } }),
    await ensurePermission(policy.id, "categories", "read"),
    await ensurePermission(policy.id, "directus_files", "read", {
      fields: sourcedFileFields,
      permissions: filesPublishedPostsShow,
    }),
    ...(await buildReportPermissions(ensurePermission, policy.id)),
  ]);
  await ensureTokenUser({
    policy: policy.id,
    role: { name: "Site build", icon: "construction", description: "Site builds (build token)." },
    email: "site-build@example.com",
    lastName: "Build",
    token: buildToken(),
  });
};

/**
 * A role whose static token lets `npm run preview` read drafts; it cannot use the app.
 * @param {string} folderId the blog images' folder
 */
const seedPreviewAccess = async (folderId) => {
  const policy = await ensureSitePolicy({
    name: "Site preview",
    icon: "visibility",
    description: "Reads every post, drafts included, for the preview site.",
  });
  await ensurePermission(policy.id, "posts", "read");
  await ensurePermission(policy.id, "categories", "read");
  await ensurePermission(policy.id, "directus_files", "read", { permissions: { folder: { _eq: folderId } } });
  await ensureTokenUser({
    policy: policy.id,
    role: { name: "Site preview", icon: "visibility" },
    email: "site-preview@example.com",
    lastName: "Preview",
    token: previewToken(),
  });
};

/**
 * Visitors who register on the site become users with this role (once they confirm their
 * address: cms/extensions/site-members). Its policy grants nothing: they cannot open the app
 * or read any data. Resolves with the role's id.
 * @returns {Promise<string>}
 */
const seedMemberRole = async () => {
  const policy = await ensureSitePolicy({
    name: memberRoleName,
    icon: "person",
    description: "Visitors registered on the site: may sign in, nothing else (no app, no data).",
  });
  const role = await ensure(
    "/roles",
    { name: { _eq: memberRoleName } },
    { name: memberRoleName, icon: "person", description: "Visitors registered on the site (made by the site's register form)." },
  );
  await ensureAccess(role.id, policy.id);
  return role.id;
};

/** The collections the site's forms write into. */
export const formCollections = /** @type {const} */ (["subscriptions", "outreach_enquiries", "requirements_submissions"]);

/**
 * Fields a form may fill: everything stored except the id and the date stamped on create.
 * @param {string} collection
 */
const writableFields = async (collection) =>
  /** @type {Field[]} */ (await api("GET", `/fields/${collection}`))
    .filter((field) => field.schema && !field.schema.is_primary_key)
    .filter((field) => !(field.meta?.special ?? []).some((special) => special === "date-created" || special === "date-updated"))
    .map((field) => field.field);

/**
 * The "Site forms" role, whose static token the site's Functions use. Its policy may only
 * create form entries: entries cannot be read back (creating one answers 204), so a leaked
 * token shows no enquiry. Members are registered, checked and given sessions through the
 * "site-members" endpoints (cms/extensions/site-members), which answer for one member at a
 * time and only to this role: the token itself reads no user and no session. Returns the
 * role's id.
 */
const seedFormsAccess = async () => {
  const policy = await ensureSitePolicy({
    name: formsRoleName,
    icon: "inbox",
    description: "Creates form entries for the site's Functions; reads, changes and deletes nothing.",
  });
  const wanted = [];
  for (const collection of formCollections) {
    wanted.push(await ensurePermission(policy.id, collection, "create", { fields: await writableFields(collection) }));
  }
  // Create-only is the point of this policy: anything else added to it is taken away again.
  await removeOtherPermissions(policy.id, wanted);

  const roleId = await ensureTokenUser({
    policy: policy.id,
    role: { name: formsRoleName, icon: "inbox", description: "The site's Functions (forms token)." },
    email: "site-forms@example.com",
    lastName: "Forms",
    token: formsToken(),
  });
  await removeRetiredSessionPolicy(roleId);
  return roleId;
};

/**
 * Databases seeded before the site-members endpoints gave the forms role a second policy,
 * "Site member sessions", that read every site member and every session: it is removed.
 * @param {string} formsRoleId
 */
const removeRetiredSessionPolicy = async (formsRoleId) => {
  const retired = await findOne("/policies", { name: { _eq: "Site member sessions" } });
  if (!retired) return;
  const access = await findOne("/access", { role: { _eq: formsRoleId }, policy: { _eq: retired.id } });
  if (access) await api("DELETE", `/access/${access.id}`);
  await api("DELETE", `/policies/${retired.id}`);
};

/** Staff see form entries newest first (a global default listing; their own changes win). */
const seedFormListings = async () => {
  const columns = {
    subscriptions: ["email", "date_created"],
    outreach_enquiries: ["name", "email", "phone", "date_created"],
    requirements_submissions: ["companyName", "contactPerson", "emailAddress", "projectName", "budget", "date_created"],
  };
  for (const collection of formCollections) {
    await ensure(
      "/presets",
      { collection: { _eq: collection }, user: { _null: true }, role: { _null: true }, bookmark: { _null: true } },
      {
        collection,
        layout: "tabular",
        layout_query: { tabular: { sort: ["-date_created"], fields: columns[collection], page: 1 } },
      },
    );
  }
};

/**
 * Uploads an image into `folder` unless a file of that name is there; resolves with its id.
 * @param {string} folder
 * @param {string} filename
 * @param {string} title
 * @param {Buffer} data
 * @param {string} type MIME type
 * @returns {Promise<string>}
 */
const uploadImage = async (folder, filename, title, data, type) => {
  const existing = await findOne("/files", { filename_download: { _eq: filename }, folder: { _eq: folder } });
  if (existing) return existing.id;
  const form = new FormData();
  form.append("folder", folder);
  form.append("title", title);
  // sharp's buffers sit on plain ArrayBuffers (Blob refuses only shared memory).
  form.append("file", new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (data)], { type }), filename);
  return (await api("POST", "/files", form)).id;
};

/**
 * Sample categories, inline images and posts; posts already there (by title) are left alone.
 * Resolves with the number of posts created.
 * @param {string} folderId the blog images' folder
 */
const seedContent = async (folderId) => {
  /** @type {Record<string, number>} */
  const categoryIds = {};
  for (const category of categories) {
    const item = await ensure("/items/categories", { slug: { _eq: category.slug } }, category);
    categoryIds[category.slug] = item.id;
  }

  /** @type {Record<string, string>} */
  const inlineUrls = {};
  for (const [index, image] of inlineImages.entries()) {
    const id = await uploadImage(folderId, `${image.key}.png`, image.title, await inlineImage(index + 1), "image/png");
    inlineUrls[image.key] = `${publicUrl}/assets/${id}`;
  }

  let created = 0;
  for (const [index, post] of posts.entries()) {
    if (await findOne("/items/posts", { title: { _eq: post.title } })) continue;
    const heroId = await uploadImage(
      folderId,
      `${post.key}.jpg`,
      post.title,
      await heroImage({ ...post.hero, seed: index + 1 }),
      "image/jpeg",
    );
    const body = post.body.replace(/\{\{inline:([a-z0-9-]+)\}\}/g, (_, /** @type {string} */ key) => {
      if (!inlineUrls[key]) throw new Error(`Post "${post.key}" uses unknown inline image "${key}"`);
      return inlineUrls[key];
    });
    const item = await api("POST", "/items/posts", {
      status: post.status,
      title: post.title,
      sub_title: post.sub_title,
      category: post.category ? categoryIds[post.category] : null,
      tags: post.tags,
      hero_image: heroId,
      body,
    });
    // date_created is stamped on create; the sample posts carry their own publication dates.
    await api("PATCH", `/items/posts/${item.id}`, { date_created: post.date_created });
    created += 1;
  }
  return created;
};

export const seed = async () => {
  await seedSignInSafety();
  const folder = await ensureFolder("Blog images");
  await seedPublicAccess();
  await seedBuildAccess();
  await seedPreviewAccess(folder.id);
  await seedMemberRole();
  await seedFormsAccess();
  await seedFormListings();
  // Sample posts made on a fresh database are one change window for the site-rebuild hook.
  const created = await seedContent(folder.id);
  await seedStaff();
  await seedPublishing();
  await seedPreview();
  if (created > 0) console.log(`cms: seeded ${created} sample posts`);
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seed().catch((error) => {
    console.error(`cms: seed failed: ${error.message}`);
    process.exit(1);
  });
}
