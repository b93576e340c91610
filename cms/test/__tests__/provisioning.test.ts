/** @jest-environment node */
// The provisioning lives with the CMS (cms/provisioning), whose folder Jest does not crawl. Its
// planner and apply step run here against a Directus in memory (__fixtures__/fake-directus.ts);
// against real ones (SQLite and PostgreSQL): platform/test/provisioning-test.mjs.
import { applyChanges } from "../../provisioning/engine/apply.mjs";
import { describeChange, plan } from "../../provisioning/engine/plan.mjs";
import { type State } from "../../provisioning/engine/read-state.mjs";
import { ref } from "../../provisioning/engine/refs.mjs";
import { type Target, mergeParts } from "../../provisioning/engine/spec.mjs";
import { provisioning } from "../../provisioning/index.mjs";
import { filesAnyPageShows, pagePreviewFlowName, publishPagesFlowName } from "../../provisioning/pages.mjs";
import { blockCollectionNames } from "../../extensions/landing-pages/blocks.mjs";
import { remoteTarget } from "../../provisioning/remote-target.mjs";
import { isUneditedLeadNoticeScript, leadNoticeScript } from "../../provisioning/lead-notice.mjs";
import { fakeDirectus, type FakeDirectus } from "../__fixtures__/fake-directus";
import { firstProvisioningChanges } from "../provisioning-bounds.mjs";

type FieldInfo = State["fields"][number];
const column = (collection: string, field: string, special: string[] | null = null, primary = false): FieldInfo => ({
  collection,
  field,
  schema: { is_primary_key: primary },
  meta: { special },
});
const alias = (collection: string, field: string): FieldInfo => ({ collection, field, schema: null, meta: { special: ["o2m"] } });

/** The form collections' fields, as a schema like cms/schema/snapshot.yaml gives them. */
const formFields: FieldInfo[] = [
  column("subscriptions", "id", null, true),
  column("subscriptions", "email"),
  column("subscriptions", "date_created", ["date-created"]),
  column("outreach_enquiries", "id", null, true),
  column("outreach_enquiries", "name"),
  column("outreach_enquiries", "email"),
  column("outreach_enquiries", "date_created", ["date-created"]),
  column("outreach_enquiries", "date_updated", ["date-updated"]),
  column("requirements_submissions", "id", null, true),
  column("requirements_submissions", "companyName"),
  alias("requirements_submissions", "notes"),
];

const tokens = { build: "build-token", forms: "forms-token", preview: "preview-token", buildService: "build-service-token" };
const targetOf = (fields: FieldInfo[] = formFields, values: Partial<Target> = {}): Target => ({
  tokens,
  previewSiteUrl: "http://127.0.0.1:8001",
  fields,
  ...values,
});
const tokensByEmail = (target: Target) =>
  Object.fromEntries(provisioning.users.map((user) => [user.email, user.token?.(target)]));

/** Plans against the fake's state, applies, and tells what was planned. */
const provisionOnce = async (directus: FakeDirectus, target: Target = targetOf()) => {
  const state = directus.state(tokensByEmail(target));
  const planned = plan(provisioning, state, target);
  await applyChanges(planned.changes, state, directus.api);
  return planned;
};

/** An operation of the fake, with its options as the test reads them. */
const operationRow = <Options>(directus: FakeDirectus, key: string) => {
  const row = directus.rows.operations.find((candidate) => candidate.key === key);
  if (!row) throw new Error(`no operation ${key}`);
  return row as typeof row & { options: Options };
};

const permissionsOf = (directus: FakeDirectus, policyName: string) => {
  const policy = directus.rows.policies.find((row) => row.name === policyName);
  return directus.rows.permissions.filter((row) => row.policy === policy?.id);
};

describe("the provisioning applied to a fresh Directus", () => {
  it("makes everything the data describes, and a second run changes nothing", async () => {
    const directus = fakeDirectus({ fields: formFields });
    const first = await provisionOnce(directus);
    expect(first.changes.length).toBeGreaterThanOrEqual(firstProvisioningChanges.fewest);
    expect(first.changes.length).toBeLessThanOrEqual(firstProvisioningChanges.most);
    expect(first.notes).toEqual([]);

    const second = await provisionOnce(directus);
    expect(second.changes.map(describeChange)).toEqual([]);

    expect(directus.rows.policies.map((row) => row.name).sort()).toEqual([
      "$t:public_label",
      "Administrator",
      "Site build",
      "Site build reports",
      "Site forms",
      "Site member",
      "Site preview",
      "Staff",
    ]);
    expect(directus.settings).toMatchObject({
      auth_login_attempts: null,
      visual_editor_urls: [{ url: "http://127.0.0.1:8001/blog/" }],
    });
    expect(directus.collectionMeta.posts?.preview_url).toBe("http://127.0.0.1:8001/blog/{{id}}/");
  });

  it("keeps each permission's item filter, validation and presets (the rules are the point)", async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    const publicPosts = permissionsOf(directus, "$t:public_label").find((row) => row.collection === "posts");
    expect(publicPosts).toMatchObject({ action: "read", permissions: { status: { _eq: "published" } }, fields: ["*"] });
    const buildReportCreate = permissionsOf(directus, "Site build").find(
      (row) => row.collection === "site_builds" && row.action === "create",
    );
    expect(buildReportCreate).toMatchObject({
      presets: { kind: "build", status: "started" },
      validation: { _and: [{ kind: { _eq: "build" } }, { status: { _eq: "started" } }] },
    });
    const staffOwnUser = permissionsOf(directus, "Staff").find(
      (row) => row.collection === "directus_users" && row.action === "update",
    );
    expect(staffOwnUser?.permissions).toEqual({ id: { _eq: "$CURRENT_USER" } });
  });

  it("puts the ids of items made in the same run where the data names them", async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    const folder = directus.rows.folders.find((row) => row.name === "Blog images");
    const staffRole = directus.rows.roles.find((row) => row.name === "Staff");
    const previewFiles = permissionsOf(directus, "Site preview").find((row) => row.collection === "directus_files");
    expect(previewFiles?.permissions).toEqual({ _or: [{ folder: { _eq: folder?.id } }, filesAnyPageShows] });
    const readStaff = operationRow<{ query: { filter: unknown } }>(directus, "staff");
    expect(JSON.stringify(readStaff.options.query.filter)).toContain(JSON.stringify({ _eq: staffRole?.id }));
    // Each flow points at its first step, and each step at the next.
    const leadFlow = directus.rows.flows.find((row) => row.name === "Announce new leads to staff");
    const chain: string[] = [];
    let step = directus.rows.operations.find((row) => row.id === leadFlow?.operation);
    while (step) {
      chain.push(String(step.key));
      const next = step.resolve;
      step = directus.rows.operations.find((row) => row.id === next);
    }
    expect(chain).toEqual(["staff", "notice", "notify"]);
    const failureFlow = directus.rows.flows.find((row) => row.name === "Announce failed site builds to staff");
    const failureChain: string[] = [];
    step = directus.rows.operations.find((row) => row.id === failureFlow?.operation);
    while (step) {
      failureChain.push(String(step.key));
      const next = step.resolve;
      step = directus.rows.operations.find((row) => row.id === next);
    }
    expect(failureChain).toEqual(["build_failed", "build_staff", "build_notice", "build_notify"]);
    const failureStaff = operationRow<{ query: { filter: unknown } }>(directus, "build_staff");
    expect(JSON.stringify(failureStaff.options.query.filter)).toContain(JSON.stringify({ _eq: staffRole?.id }));
  });

  it("lets the public and the build read published landing pages and their blocks only, the preview every one", async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    const pageCollections = ["pages", "pages_blocks", ...blockCollectionNames];
    for (const policy of ["$t:public_label", "Site build", "Site preview"]) {
      const reads = permissionsOf(directus, policy).filter((row) => pageCollections.includes(String(row.collection)));
      expect(reads.map((row) => `${row.collection} ${row.action}`).sort()).toEqual(
        pageCollections.map((name) => `${name} read`).sort(),
      );
      const rules = new Map(reads.map((row) => [row.collection, row.permissions]));
      if (policy === "Site preview") {
        for (const rule of rules.values()) expect(rule).toBeNull();
        continue;
      }
      expect(rules.get("pages")).toEqual({ status: { _eq: "published" } });
      expect(rules.get("pages_blocks")).toEqual({ pages_id: { status: { _eq: "published" } } });
      expect(rules.get("block_faq")).toEqual({
        "$FOLLOW(pages_blocks, item, collection)": { _some: { pages_id: { status: { _eq: "published" } } } },
      });
    }
    const buildFiles = permissionsOf(directus, "Site build").find((row) => row.collection === "directus_files");
    expect(JSON.stringify(buildFiles?.permissions)).toContain(
      JSON.stringify({ in_pages: { _some: { page: { status: { _eq: "published" } } } } }),
    );
    expect(directus.collectionMeta.pages?.preview_url).toBe("http://127.0.0.1:8001/{{slug}}/");
    const flows = directus.rows.flows.map((row) => row.name);
    expect(flows).toEqual(expect.arrayContaining([publishPagesFlowName, pagePreviewFlowName]));
    const duePages = operationRow<{ collection: string; query: { filter: unknown } }>(directus, "due_pages");
    expect(duePages.options).toMatchObject({
      collection: "pages",
      query: { filter: { _and: [{ status: { _eq: "scheduled" } }, { date_published: { _lte: "$NOW" } }] } },
    });
  });

  it("gives the build service's token user the build reports' permissions and nothing else", async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    const reports = permissionsOf(directus, "Site build reports");
    expect(reports.map((row) => `${row.collection} ${row.action}`).sort()).toEqual(["site_builds create", "site_builds update"]);
    const serviceUser = directus.rows.users.find((row) => row.email === "site-build-service@example.com");
    expect(serviceUser).toMatchObject({ token: "build-service-token", status: "active" });
    const role = directus.rows.roles.find((row) => row.id === serviceUser?.role);
    expect(role?.name).toBe("Site build service");
  });

  it("gives each token user its token, and moves the admin into Staff keeping its admin policy", async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    const user = (email: string) => directus.rows.users.find((row) => row.email === email);
    expect(user("site-build@example.com")).toMatchObject({ token: "build-token", status: "active" });
    expect(user("site-forms@example.com")).toMatchObject({ token: "forms-token" });
    expect(user("site-preview@example.com")).toMatchObject({ token: "preview-token" });
    // Each made with its token: no second request for it.
    const tokenUsers = ["site-build@example.com", "site-forms@example.com", "site-preview@example.com"].map(
      (email) => user(email)?.id,
    );
    expect(directus.requests.filter((request) => tokenUsers.some((id) => request === `PATCH /users/${id}`))).toEqual([]);
    const admin = user("admin@example.com");
    const staffRole = directus.rows.roles.find((row) => row.name === "Staff");
    const adminPolicy = directus.rows.policies.find((row) => row.name === "Administrator");
    expect(admin?.role).toBe(staffRole?.id);
    expect(directus.rows.access.some((row) => row.user === admin?.id && row.policy === adminPolicy?.id)).toBe(true);
    // Granted before the role changes: never an instance without an administrator.
    expect(directus.requests.lastIndexOf("POST /access")).toBeLessThan(directus.requests.indexOf(`PATCH /users/${admin?.id}`));
  });

  it("derives the forms' writable fields from the target's schema: a new column is covered without a data change", async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    const formsFields = (collection: string) =>
      permissionsOf(directus, "Site forms").find((row) => row.collection === collection)?.fields;
    expect(formsFields("outreach_enquiries")).toEqual(["name", "email"]);
    expect(formsFields("requirements_submissions")).toEqual(["companyName"]);

    const withNewColumn = [...formFields, column("subscriptions", "submission_key")];
    const again = await provisionOnce(directus, targetOf(withNewColumn));
    expect(again.changes.map(describeChange)).toEqual(['~ permission "Site forms": subscriptions create (fields)']);
    expect(formsFields("subscriptions")).toEqual(["email", "submission_key"]);
  });
});

describe("the provisioning on a Directus that editors and admins have changed", () => {
  const provisioned = async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    return directus;
  };

  it("takes back what a token policy should not grant, and corrects its rules", async () => {
    const directus = await provisioned();
    const build = directus.rows.policies.find((row) => row.name === "Site build");
    directus.add("permissions", { policy: build?.id, collection: "subscriptions", action: "read", fields: ["*"] });
    const posts = permissionsOf(directus, "Site build").find((row) => row.collection === "posts");
    if (posts) posts.permissions = null;
    const publicPolicy = directus.rows.policies.find((row) => row.name === "$t:public_label");
    directus.add("permissions", { policy: publicPolicy?.id, collection: "directus_files", action: "read", fields: ["*"] });

    const { changes } = await provisionOnce(directus);
    expect(changes.map(describeChange)).toEqual([
      "- permission public: directus_files read (the policy may not touch directus_files)",
      '~ permission "Site build": posts read (permissions)',
      '- permission "Site build": subscriptions read (the policy grants only what the data says)',
    ]);
    expect(permissionsOf(directus, "Site build").find((row) => row.collection === "posts")?.permissions).toEqual({
      status: { _eq: "published" },
    });
    expect((await provisionOnce(directus)).changes).toEqual([]);
  });

  it("sets Directus's sign-in suspension back to off on every run", async () => {
    const directus = await provisioned();
    directus.settings.auth_login_attempts = 25;
    const { changes } = await provisionOnce(directus);
    expect(changes.map(describeChange)).toEqual(["~ settings (auth_login_attempts)"]);
    expect(directus.settings.auth_login_attempts).toBeNull();
  });

  it("leaves what is made once to editors: Staff's permissions, a paused flow, the dashboard, settings they chose", async () => {
    const directus = await provisioned();
    const staffRead = permissionsOf(directus, "Staff").find((row) => row.collection === "subscriptions" && row.action === "read");
    if (staffRead) staffRead.fields = ["email"];
    const staffPolicy = directus.rows.policies.find((row) => row.name === "Staff");
    directus.add("permissions", { policy: staffPolicy?.id, collection: "posts", action: "read", fields: ["*"] });
    const publish = directus.rows.flows.find((row) => row.name === "Publish scheduled posts");
    if (publish) publish.status = "inactive";
    directus.rows.panels.splice(0, 1);
    directus.settings.visual_editor_urls = [{ url: "https://preview.example.com/" }];
    const preview = directus.rows.policies.find((row) => row.name === "Site preview");
    directus.add("permissions", { policy: preview?.id, collection: "team", action: "read", fields: ["*"] });

    expect((await provisionOnce(directus)).changes).toEqual([]);
    expect(publish?.status).toBe("inactive");
  });

  it("gives the notice step a newer script only while nobody has edited it", async () => {
    const directus = await provisioned();
    const notice = operationRow<{ code: string }>(directus, "notice");
    const older = leadNoticeScript().replace("cms/provisioning/lead-notice.mjs", "cms/scripts/lead-notice.mjs");
    notice.options = { ...notice.options, code: older };
    expect(isUneditedLeadNoticeScript(older)).toBe(true);
    const upgraded = await provisionOnce(directus);
    expect(upgraded.changes.map(describeChange)).toEqual([
      '~ operation "notice" of flow "Announce new leads to staff" (options)',
    ]);
    expect(notice.options.code).toBe(leadNoticeScript());

    notice.options = { ...notice.options, code: `${leadNoticeScript()}\n// an editor's line` };
    expect((await provisionOnce(directus)).changes).toEqual([]);
  });

  it("puts the refresh token header back on the preview's call, keeping the headers an admin added", async () => {
    const directus = await provisioned();
    const call = operationRow<{ headers: { header: string; value: string }[] }>(directus, "call_preview_refresh");
    call.options = { ...call.options, headers: [{ header: "X-Admin", value: "kept" }] };
    const { changes } = await provisionOnce(directus);
    expect(changes.map(describeChange)).toEqual([
      '~ operation "call_preview_refresh" of flow "Refresh the preview on content changes" (options)',
    ]);
    expect(call.options.headers).toEqual([
      { header: "X-Admin", value: "kept" },
      { header: "Authorization", value: "{{$env.PREVIEW_REFRESH_TOKEN}}" },
    ]);
  });

  it("makes a flow's steps again when an interrupted run left it without them", async () => {
    const directus = await provisioned();
    const flow = directus.rows.flows.find((row) => row.name === "Publish scheduled posts");
    if (flow) flow.operation = null;
    const leftover = directus.rows.operations.filter((row) => row.flow === flow?.id).length;
    expect(leftover).toBe(3);
    const { changes } = await provisionOnce(directus);
    expect(changes.map(describeChange)).toEqual([
      '+ operations of flow "Publish scheduled posts" (due_posts → publish_list → publish)',
    ]);
    expect(directus.rows.operations.filter((row) => row.flow === flow?.id)).toHaveLength(3);
    expect(flow?.operation).toBe(directus.rows.operations.find((row) => row.flow === flow?.id && row.key === "due_posts")?.id);
  });

  it("deletes what the project retired", async () => {
    const directus = await provisioned();
    const oldFlow = directus.add("flows", { name: "Rebuild the site on content changes", operation: null });
    directus.add("operations", { flow: oldFlow.id, key: "call" });
    const sessions = directus.add("policies", { name: "Site member sessions" });
    const formsRole = directus.rows.roles.find((row) => row.name === "Site forms");
    directus.add("access", { role: formsRole?.id, user: null, policy: sessions.id });
    const { changes } = await provisionOnce(directus);
    expect(changes.map((change) => `${change.verb} ${change.what}`)).toEqual([
      '- policy "Site member sessions"',
      '- flow "Rebuild the site on content changes"',
    ]);
    expect(directus.rows.operations.some((row) => row.flow === oldFlow.id)).toBe(false);
    expect(directus.rows.access.some((row) => row.policy === sessions.id)).toBe(false);
  });
});

describe("tokens", () => {
  it("sets a token only when the user's does not sign in, and never prints it", async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    const rotated = targetOf(formFields, { tokens: { ...tokens, forms: "rotated-forms-token" } });
    const { changes } = await provisionOnce(directus, rotated);
    expect(changes.map(describeChange)).toEqual(["~ user site-forms@example.com (static token)"]);
    expect(changes.map(describeChange).join("\n")).not.toContain("rotated-forms-token");
    expect(directus.rows.users.find((row) => row.email === "site-forms@example.com")?.token).toBe("rotated-forms-token");
  });

  it("leaves a token that is not given as it is, and says so", async () => {
    const directus = fakeDirectus({ fields: formFields });
    await provisionOnce(directus);
    const withoutPreview = targetOf(formFields, {
      tokens: { build: tokens.build, forms: tokens.forms, buildService: tokens.buildService },
    });
    const { changes, notes } = await provisionOnce(directus, withoutPreview);
    expect(changes).toEqual([]);
    expect(notes).toEqual(["user site-preview@example.com: no token given, its token is left as it is"]);
    expect(directus.rows.users.find((row) => row.email === "site-preview@example.com")?.token).toBe("preview-token");
  });
});

describe("the provisioning data", () => {
  it("names only roles, policies and folders it describes", () => {
    const policies = new Set(provisioning.policies.filter((policy) => !policy.public).map((policy) => policy.name));
    const roles = new Set(provisioning.roles.map((role) => role.name));
    for (const role of provisioning.roles) for (const policy of role.policies) expect(policies).toContain(policy);
    for (const user of provisioning.users) expect(roles).toContain(user.role);
    const references = JSON.stringify(provisioning.flows).match(/\{"\$ref":"[a-z]+","name":"[^"]+"\}/g) ?? [];
    expect([...new Set(references)]).toEqual([JSON.stringify(ref.role("Staff"))]);
  });

  it("holds no token: each comes from the target", () => {
    const target = targetOf(formFields, {
      tokens: { build: "secret-b", forms: "secret-f", preview: "secret-p", buildService: "secret-s" },
    });
    expect(JSON.stringify(provisioning)).not.toMatch(/secret-[bfps]|local-(build|forms|preview|build-service)-/);
    expect(provisioning.users.map((user) => user.token?.(target))).toEqual(["secret-s", "secret-b", "secret-p", "secret-f"]);
  });

  it("refuses an item described twice", () => {
    const part = { roles: [{ name: "Staff", policies: [] }] };
    expect(() => mergeParts([part, part])).toThrow('the role "Staff" is described twice');
  });
});

describe("the command's targets", () => {
  it("takes another Directus's tokens from the environment only, and names the ones missing", () => {
    expect(() => remoteTarget("https://cms.example.com", { DIRECTUS_ADMIN_TOKEN: "admin" })).toThrow(
      "provisioning https://cms.example.com needs DIRECTUS_BUILD_TOKEN, DIRECTUS_FORMS_TOKEN in the environment",
    );
    const { client, values } = remoteTarget("https://cms.example.com/", {
      DIRECTUS_ADMIN_TOKEN: "admin",
      DIRECTUS_BUILD_TOKEN: "build",
      DIRECTUS_FORMS_TOKEN: "forms",
    });
    expect(client.url).toBe("https://cms.example.com");
    expect(values).toEqual({
      tokens: { build: "build", forms: "forms", preview: undefined },
      previewSiteUrl: "http://127.0.0.1:8001",
    });
  });
});
