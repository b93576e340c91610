import { expect, test, type Page } from "@playwright/test";
import { cms, cmsUrl } from "./support/cms";
import { asVisitor, fillQuestionnaire, openNewsletterForm, uniqueEmail } from "./support/forms";
import { outboxInUse, outboxMails } from "./support/outbox";
import { waitForHydration } from "./support/site";

/**
 * Each new lead (contact enquiry, questionnaire, newsletter sign-up) makes the CMS's flow
 * "Announce new leads to staff" send every active Staff member exactly one notification that
 * links to the entry (cms/provisioning/staff.mjs), and Directus e-mails it to those whose
 * e-mail notifications are on: the embedded CMS keeps those e-mails in its outbox.
 */

interface StaffUser {
  id: string;
  email: string;
  email_notifications: boolean;
}

interface Notice {
  recipient: string;
  subject: string;
  message: string;
  collection: string;
  item: string;
}

/** Active users of the Staff role or of a role nested in it: who the flow notifies. */
const staffUsers = async (): Promise<StaffUser[]> => {
  const roles = await cms<{ id: string }[]>("GET", "/roles?filter[name][_eq]=Staff&fields=id");
  expect(roles, "the provisioning makes one Staff role").toHaveLength(1);
  const staffRole = roles[0]!.id;
  const filter = {
    _and: [{ status: { _eq: "active" } }, { _or: [{ role: { _eq: staffRole } }, { role: { parent: { _eq: staffRole } } }] }],
  };
  return cms<StaffUser[]>(
    "GET",
    `/users?filter=${encodeURIComponent(JSON.stringify(filter))}&fields=id,email,email_notifications&limit=-1`,
  );
};

const noticesOf = (collection: string, item: number): Promise<Notice[]> =>
  cms<Notice[]>(
    "GET",
    `/notifications?filter[collection][_eq]=${collection}&filter[item][_eq]=${item}&fields=recipient,subject,message,collection,item&limit=-1`,
  );

/** The id of the one entry of `collection` whose `field` is `email`. */
const entryId = async (collection: string, field: string, email: string): Promise<number> => {
  const rows = await cms<{ id: number }[]>(
    "GET",
    `/items/${collection}?filter[${field}][_eq]=${encodeURIComponent(email)}&fields=id`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
};

/**
 * The flow runs after the form's answer: waits until every staff member has a notice of the
 * entry, then a little longer, so a second run would show. Resolves with the notices.
 */
const oneNoticePerStaffMember = async (staff: StaffUser[], collection: string, item: number): Promise<Notice[]> => {
  await expect
    // Each whole test, notices and e-mails included, took 3.3-5.2 s here.
    .poll(async () => (await noticesOf(collection, item)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(staff.length);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const notices = await noticesOf(collection, item);
  expect(notices.map((notice) => notice.recipient).sort()).toEqual(staff.map((user) => user.id).sort());
  for (const notice of notices) expect(notice).toMatchObject({ collection, item: String(item) });
  return notices;
};

/** Staff members whose e-mail notifications are on: who gets each notice by e-mail too. */
const staffWithEmail = (staff: StaffUser[]): StaffUser[] => staff.filter((user) => user.email_notifications);

/**
 * Every staff member with e-mail notifications on (at least one) gets the notice by e-mail,
 * exactly once, and nobody else does; resolves with those e-mails. Runs after
 * oneNoticePerStaffMember, which waited for a second run of the flow to show.
 */
const oneEmailPerStaffMember = async (staff: StaffUser[], collection: string, item: number) => {
  const link = `${cmsUrl}/admin/content/${collection}/${item}"`;
  const expected = staffWithEmail(staff)
    .map((user) => user.email)
    .sort();
  expect(expected.length, "staff members with e-mail notifications on").toBeGreaterThanOrEqual(1);
  const mailsOfEntry = () => outboxMails().filter((mail) => mail.html.includes(link));
  await expect.poll(() => mailsOfEntry().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(expected.length);
  const mails = mailsOfEntry();
  expect(mails.map((mail) => mail.to).sort()).toEqual(expected);
  return mails;
};

let staff: StaffUser[];

test.beforeAll(async () => {
  expect(outboxInUse, "the e-mails are read from the embedded CMS's outbox (npm run test:e2e uses it)").toBe(true);
  staff = await staffUsers();
  const admin = await cms<{ id: string }>("GET", "/users/me?fields=id");
  expect(
    staff.map((user) => user.id),
    "the local admin is staff",
  ).toContain(admin.id);
  // Directus turns e-mail notifications on for every new user: the local admin's are on
  // unless someone turned them off, which would leave the e-mail checks below nothing to see.
  expect(
    staffWithEmail(staff).map((user) => user.id),
    "the local admin, a staff member, has e-mail notifications on",
  ).toContain(admin.id);
});

/** Each page is a visitor of its own, so the forms' per-address limits are this test's alone. */
const asNewVisitor = (page: Page) => page.setExtraHTTPHeaders(asVisitor());

test("a contact enquiry notifies each staff member once, with who wrote and what, linked to the enquiry", async ({ page }) => {
  const email = uniqueEmail("notice-contact");
  await asNewVisitor(page);
  await page.goto("/contact/");
  const submit = page.getByRole("button", { name: "Submit" });
  await waitForHydration(submit);
  await page.getByLabel("Your full name").fill("Grace Hopper");
  await page.getByLabel("Give valid email").fill(email);
  await page.getByLabel("Phone number").fill("5550104242");
  await page.getByLabel("Project brief").fill("A compiler for our logistics rules. [Open](https://evil.example/x) <b>now</b>");
  await submit.click();
  await expect(page.getByRole("button", { name: "Submitted" })).toBeVisible();

  const id = await entryId("outreach_enquiries", "email", email);
  const notices = await oneNoticePerStaffMember(staff, "outreach_enquiries", id);
  for (const notice of notices) {
    expect(notice.subject).toBe("New enquiry from Grace Hopper");
    expect(notice.message).toContain(`(mailto:${email})`);
    expect(notice.message).toContain("A compiler for our logistics rules");
  }
  for (const mail of await oneEmailPerStaffMember(staff, "outreach_enquiries", id)) {
    expect(mail.html).toContain("Grace Hopper");
    // The visitor's words arrive as text: no link or markup of theirs.
    expect(mail.html).not.toMatch(/href="https:\/\/evil/);
    expect(mail.html).not.toContain("<b>now</b>");
  }
});

test("a questionnaire notifies each staff member once, with the project, linked to the submission", async ({ page }) => {
  const email = uniqueEmail("notice-brief");
  await asNewVisitor(page);
  const submit = await fillQuestionnaire(page, email);
  await submit.click();
  await expect(page.getByRole("heading", { name: "Thank you, your answers were sent" })).toBeFocused();

  const id = await entryId("requirements_submissions", "emailAddress", email);
  for (const notice of await oneNoticePerStaffMember(staff, "requirements_submissions", id)) {
    expect(notice.subject).toBe("New project questionnaire: Route planner");
    expect(notice.message).toContain("**Grace Hopper** of **Hopper Logistics**");
    expect(notice.message).toContain("Plan delivery routes for 40 vans");
  }
  await oneEmailPerStaffMember(staff, "requirements_submissions", id);
});

test("a newsletter sign-up notifies each staff member once; signing up again adds nothing", async ({ page }) => {
  const email = uniqueEmail("notice-news");
  await asNewVisitor(page);
  const { form, join } = await openNewsletterForm(page);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await form.getByLabel("Email address").fill(email);
    await join.click();
    await expect(
      page.locator('[role="status"]').filter({ hasText: `${email} has been added to subscription list!` }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Close notification" }).click();
  }

  const id = await entryId("subscriptions", "email", email);
  for (const notice of await oneNoticePerStaffMember(staff, "subscriptions", id)) {
    expect(notice.subject).toBe(`New newsletter sign-up: ${email}`);
  }
  await oneEmailPerStaffMember(staff, "subscriptions", id);
});
