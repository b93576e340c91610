/**
 * Idempotent seed: access policies (public, preview, site members, the site's forms), the
 * form collections' default listings, the rebuild flow, the posts preview URL, and sample
 * content. Run on every start; it creates what is missing and never overwrites what editors
 * changed (content is matched by title, settings by name).
 */
import { pathToFileURL } from "node:url";
import { categories, inlineImages, posts } from "../seed/content.mjs";
import { api, findOne } from "./api.mjs";
import { formsToken, localSecrets, publicUrl } from "./config.mjs";
import { heroImage, inlineImage } from "./images.mjs";

const previewSiteUrl = process.env.PREVIEW_SITE_URL ?? "http://127.0.0.1:8001";

const ensure = async (path, filter, create, fields = "id") => (await findOne(path, filter, fields)) ?? api("POST", path, create);

/** Creates or updates the one permission of `policy` for `collection`/`action`. */
const ensurePermission = async (policy, collection, action, rules = {}) => {
  const wanted = { policy, collection, action, fields: ["*"], permissions: null, validation: null, presets: null, ...rules };
  const existing = await findOne("/permissions", {
    policy: { _eq: policy },
    collection: { _eq: collection },
    action: { _eq: action },
  });
  return existing ? api("PATCH", `/permissions/${existing.id}`, wanted) : api("POST", "/permissions", wanted);
};

const publicPolicyId = async () => {
  const access = await findOne("/access", { role: { _null: true }, user: { _null: true } }, "policy");
  if (!access?.policy) throw new Error("Directus has no public policy; was the database bootstrapped?");
  return access.policy;
};

const ensureFolder = (name) => ensure("/folders", { name: { _eq: name } }, { name });

/** Visitors (and the build) read published posts only, their categories and images. */
const seedPublicAccess = async (folderId) => {
  const policy = await publicPolicyId();
  await ensurePermission(policy, "posts", "read", { permissions: { status: { _eq: "published" } } });
  await ensurePermission(policy, "categories", "read");
  await ensurePermission(policy, "directus_files", "read", { permissions: { folder: { _eq: folderId } } });
};

/** A role whose static token lets `npm run preview` read drafts; it cannot use the app. */
const seedPreviewAccess = async (folderId) => {
  const policy = await ensure(
    "/policies",
    { name: { _eq: "Site preview" } },
    { name: "Site preview", icon: "visibility", description: "Reads every post, drafts included, for the preview site.", app_access: false, admin_access: false },
  );
  await ensurePermission(policy.id, "posts", "read");
  await ensurePermission(policy.id, "categories", "read");
  await ensurePermission(policy.id, "directus_files", "read", { permissions: { folder: { _eq: folderId } } });
  const role = await ensure("/roles", { name: { _eq: "Site preview" } }, { name: "Site preview", icon: "visibility" });
  await ensure("/access", { role: { _eq: role.id }, policy: { _eq: policy.id } }, { role: role.id, policy: policy.id });
  const user = await ensure(
    "/users",
    { email: { _eq: "site-preview@example.com" } },
    { email: "site-preview@example.com", first_name: "Site", last_name: "Preview", role: role.id, status: "active" },
  );
  await api("PATCH", `/users/${user.id}`, { token: process.env.DIRECTUS_PREVIEW_TOKEN ?? localSecrets().previewToken });
};

/**
 * Visitors who register on the site become users with this role. Its policy grants nothing:
 * they can sign in through /auth/login (the site checks their password that way), but
 * cannot open the app or read any data.
 */
const seedMemberRole = async () => {
  const policy = await ensure(
    "/policies",
    { name: { _eq: "Site member" } },
    {
      name: "Site member",
      icon: "person",
      description: "Visitors registered on the site: may sign in, nothing else (no app, no data).",
      app_access: false,
      admin_access: false,
    },
  );
  const role = await ensure(
    "/roles",
    { name: { _eq: "Site member" } },
    { name: "Site member", icon: "person", description: "Visitors registered on the site (made by the site's register form)." },
  );
  await ensure("/access", { role: { _eq: role.id }, policy: { _eq: policy.id } }, { role: role.id, policy: policy.id });
  return role.id;
};

/** The collections the site's forms write into. */
export const formCollections = ["subscriptions", "outreach_enquiries", "requirements_submissions"];

/** Fields a form may fill: everything stored except the id and the date stamped on create. */
const writableFields = async (collection) =>
  (await api("GET", `/fields/${collection}`))
    .filter((field) => field.schema && !field.schema.is_primary_key)
    .filter((field) => !(field.meta?.special ?? []).some((special) => special === "date-created" || special === "date-updated"))
    .map((field) => field.field);

/**
 * The role whose static token the site's Functions use: it may only create form entries and
 * site members. It cannot read anything back (create answers 204), so a leaked token shows
 * no visitor's data, and users it creates always get the Site member role (preset, and a
 * validation that refuses any other role).
 */
const seedFormsAccess = async (memberRoleId) => {
  const policy = await ensure(
    "/policies",
    { name: { _eq: "Site forms" } },
    {
      name: "Site forms",
      icon: "inbox",
      description: "Creates form entries and site members for the site's Functions; reads, changes and deletes nothing.",
      app_access: false,
      admin_access: false,
    },
  );
  const wanted = [];
  for (const collection of formCollections) {
    wanted.push(await ensurePermission(policy.id, collection, "create", { fields: await writableFields(collection) }));
  }
  wanted.push(
    await ensurePermission(policy.id, "directus_users", "create", {
      fields: ["email", "password", "username", "first_name"],
      presets: { role: memberRoleId, status: "active" },
      validation: { role: { _eq: memberRoleId } },
    }),
  );
  // Create-only is the point of this policy: anything else added to it is taken away again.
  const keep = new Set(wanted.map((permission) => permission.id));
  const extra = (await api("GET", `/permissions?filter=${encodeURIComponent(JSON.stringify({ policy: { _eq: policy.id } }))}&fields=id&limit=-1`))
    .filter((permission) => !keep.has(permission.id));
  if (extra.length > 0) await api("DELETE", "/permissions", extra.map((permission) => permission.id));

  const role = await ensure("/roles", { name: { _eq: "Site forms" } }, { name: "Site forms", icon: "inbox", description: "The site's Functions (forms token)." });
  await ensure("/access", { role: { _eq: role.id }, policy: { _eq: policy.id } }, { role: role.id, policy: policy.id });
  const user = await ensure(
    "/users",
    { email: { _eq: "site-forms@example.com" } },
    { email: "site-forms@example.com", first_name: "Site", last_name: "Forms", role: role.id, status: "active" },
  );
  await api("PATCH", `/users/${user.id}`, { token: formsToken() });
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
      { collection, layout: "tabular", layout_query: { tabular: { sort: ["-date_created"], fields: columns[collection], page: 1 } } },
    );
  }
};

/** Editors' changes to posts and categories call the build hook (BUILD_HOOK_URL). */
const seedRebuildFlow = async () => {
  const name = "Rebuild the site on content changes";
  const options = {
    type: "action",
    scope: ["items.create", "items.update", "items.delete"],
    collections: ["posts", "categories"],
  };
  let flow = await findOne("/flows", { name: { _eq: name } }, "id,operation");
  if (!flow) {
    flow = await api("POST", "/flows", {
      name,
      icon: "sync",
      color: "#6D28D9",
      description: "Calls the site's build hook (BUILD_HOOK_URL) when posts or categories change.",
      status: "active",
      trigger: "event",
      accountability: "all",
      options,
    });
  }
  if (!flow.operation) {
    const operation = await api("POST", "/operations", {
      flow: flow.id,
      key: "call_build_hook",
      name: "Call the build hook",
      type: "request",
      position_x: 19,
      position_y: 1,
      options: {
        method: "POST",
        url: "{{$env.BUILD_HOOK_URL}}",
        headers: [{ header: "Content-Type", value: "application/json" }],
        body: '{"source":"directus","event":"{{$trigger.event}}","collection":"{{$trigger.collection}}"}',
      },
    });
    await api("PATCH", `/flows/${flow.id}`, { operation: operation.id });
  }
};

const uploadImage = async (folder, filename, title, data, type) => {
  const existing = await findOne("/files", { filename_download: { _eq: filename }, folder: { _eq: folder } });
  if (existing) return existing.id;
  const form = new FormData();
  form.append("folder", folder);
  form.append("title", title);
  form.append("file", new Blob([data], { type }), filename);
  return (await api("POST", "/files", form)).id;
};

const seedContent = async (folderId) => {
  const categoryIds = {};
  for (const category of categories) {
    const item = await ensure("/items/categories", { slug: { _eq: category.slug } }, category);
    categoryIds[category.slug] = item.id;
  }

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
    const body = post.body.replace(/\{\{inline:([a-z0-9-]+)\}\}/g, (_, key) => {
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
  const folder = await ensureFolder("Blog images");
  await seedPublicAccess(folder.id);
  await seedPreviewAccess(folder.id);
  await seedFormsAccess(await seedMemberRole());
  await seedFormListings();
  await api("PATCH", "/collections/posts", { meta: { preview_url: `${previewSiteUrl}/blog/{{id}}/` } });
  // Content first, flow second: seeding must not trigger a rebuild storm.
  const created = await seedContent(folder.id);
  await seedRebuildFlow();
  if (created > 0) console.log(`cms: seeded ${created} sample posts`);
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  seed().catch((error) => {
    console.error(`cms: seed failed: ${error.message}`);
    process.exit(1);
  });
}
