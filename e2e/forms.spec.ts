import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { localSecrets } from "../cms/server/index.mjs";
import { cms } from "./support/cms";
import { asVisitor, fillQuestionnaire, openNewsletterForm, uniqueEmail, uniqueUsername } from "./support/forms";
import { confirmationNotices, confirmationSentNote } from "../src/lib/forms/member-messages";
import { openConfirmationLink, registerConfirmedMember } from "./support/members";
import { startOfflineSite } from "./support/offline-site";
import { newestConfirmationLink } from "./support/outbox";
import { waitForHydration } from "./support/site";

const strongPassword = "harbor violet compass 77";

/** How many rows of a collection path (`/items/<name>` or `/users`) hold `email` in `field`. */
const rowsWithEmail = async (collectionPath: string, field: string, email: string): Promise<number> =>
  (await cms<unknown[]>("GET", `${collectionPath}?filter[${field}][_eq]=${encodeURIComponent(email)}&limit=-1`)).length;

const notification = (page: Page) => page.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ });

test.describe("newsletter", () => {
  test("subscribes once; subscribing again says the same and stores nothing new", async ({ page }) => {
    const email = uniqueEmail("news");
    const { form, join } = await openNewsletterForm(page);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await form.getByLabel("Email address").fill(email);
      await join.click();
      await expect(notification(page)).toHaveText(new RegExp(`${email} has been added to subscription list!`));
      await page.getByRole("button", { name: "Close notification" }).click();
    }
    expect(await rowsWithEmail("/items/subscriptions", "email", email)).toBe(1);
  });
});

test.describe("contact", () => {
  test("Submit waits for all four fields, then the enquiry arrives once and the form clears", async ({ page }) => {
    const email = uniqueEmail("contact");
    await page.goto("/contact/");
    const submit = page.getByRole("button", { name: "Submit" });
    await waitForHydration(submit);
    await expect(submit).toBeDisabled();
    await page.getByLabel("Your full name").fill("Grace Hopper");
    await page.getByLabel("Give valid email").fill(email);
    await page.getByLabel("Phone number").fill("5550104242");
    await expect(submit).toBeDisabled();
    await page.getByLabel("Project brief").fill("A compiler for our logistics rules.");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole("button", { name: "Submitted" })).toBeVisible();
    await expect(page.getByLabel("Your full name")).toHaveValue("");
    expect(await rowsWithEmail("/items/outreach_enquiries", "email", email)).toBe(1);
  });
});

test.describe("accounts", () => {
  test("register, log in with a 30-day session, see it in the header, log out", async ({ page, context }) => {
    const email = uniqueEmail("member");
    await page.goto("/register/");
    const signUp = page.getByRole("button", { name: "Sign Up" });
    await waitForHydration(signUp);
    await page.getByLabel("Username").fill(uniqueUsername("member"));
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(strongPassword);
    await page.getByLabel("Re-Type Password").fill(strongPassword);
    await page.getByLabel(/I agree to the/).check();
    await signUp.click();
    await expect(notification(page)).toHaveText(/Registration was successful!/);
    await expect(page.getByLabel("Username")).toHaveValue("");
    await expect(page.getByText(confirmationSentNote)).toBeVisible();

    // The link in the e-mail leads to the login page, which says the address is confirmed.
    const confirmedAt = new URL(await openConfirmationLink(await newestConfirmationLink(email)));
    expect(`${confirmedAt.pathname}${confirmedAt.search}`).toBe("/login/?confirmed=1");
    await page.goto("/login/?confirmed=1");
    const login = page.getByRole("button", { name: "Login" });
    await waitForHydration(login);
    await expect(page.getByText(confirmationNotices["1"])).toBeVisible();
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(strongPassword);
    await page.getByLabel("Stay logged in?").check();
    await login.click();
    await expect(notification(page)).toHaveText(/Login was successful!/);
    const session = (await context.cookies()).find((cookie) => cookie.name === "__Host-nb_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });
    const days = (session!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: /Log out/ })).toBeVisible();
    // A fresh page load finds the login too (the header reads the cookie after start-up).
    await page.goto("/about/");
    await expect(banner.getByRole("button", { name: /Log out/ })).toBeVisible();
    await banner.getByRole("button", { name: /Log out/ }).click();
    await expect(banner.getByRole("link", { name: "Login | Register" })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "__Host-nb_session")).toBe(false);
  });

  test("a wrong password gets one generic 401, the same as an unknown address", async ({ request }) => {
    const email = await registerConfirmedMember(request, "wrong", strongPassword);
    const wrong = await request.post("/api/user/login", {
      data: { email, password: "not the password at all" },
      headers: asVisitor(),
    });
    const unknown = await request.post("/api/user/login", {
      data: { email: uniqueEmail("nobody"), password: "not the password at all" },
      headers: asVisitor(),
    });
    expect(wrong.status()).toBe(401);
    expect(unknown.status()).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  test("registering an address twice answers the same, and creates one account", async ({ request }) => {
    const email = uniqueEmail("twice");
    const payload = (username: string) => ({
      username,
      email,
      password: strongPassword,
      rePassword: strongPassword,
      TOS: true,
    });
    const first = await request.post("/api/user/register", { data: payload(uniqueUsername("twice")), headers: asVisitor() });
    const second = await request.post("/api/user/register", { data: payload(uniqueUsername("again")), headers: asVisitor() });
    expect(first.status()).toBe(201);
    expect(second.status()).toBe(201);
    expect(await first.json()).toEqual(await second.json());
    expect(await rowsWithEmail("/users", "email", email)).toBe(1);
  });
});

test.describe("requirements questionnaire", () => {
  test("keeps a draft across a reload, then submits once and clears it", async ({ page }) => {
    const email = uniqueEmail("brief");
    await fillQuestionnaire(page, email);
    await page.getByLabel("Primary goals of the new website").fill("Fewer missed deliveries.");
    await page.getByLabel("Do you have a website today?").selectOption("No");
    await page.waitForTimeout(800);
    await page.reload();
    await waitForHydration(page.getByRole("button", { name: "Submit" }));
    await expect(page.getByLabel("Primary goals of the new website")).toHaveValue("Fewer missed deliveries.");
    await expect(page.getByLabel("Do you have a website today?")).toHaveValue("No");
    await expect(page.getByLabel("What works and what does not on your current website?")).toHaveValue("");

    await page.getByRole("button", { name: "Submit" }).click();
    const confirmation = page.getByRole("heading", { name: "Thank you, your answers were sent" });
    await expect(confirmation).toBeFocused();
    await expect(page.getByRole("main").getByRole("status").filter({ hasText: "three business days" })).toContainText(
      "A representative will reach out within three business days.",
    );
    const rows = await cms<{ primaryGoals: string; aboutCurrentWebsite: string | null; hasWebsite: string }[]>(
      "GET",
      `/items/requirements_submissions?filter[emailAddress][_eq]=${encodeURIComponent(email)}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ primaryGoals: "Fewer missed deliveries.", hasWebsite: "No" });
    await page.reload();
    await waitForHydration(page.getByRole("button", { name: "Submit" }));
    await expect(page.getByLabel("Company name")).toHaveValue("");
  });
});

test.describe("with the CMS unreachable", () => {
  // One offline server for both tests.
  test.describe.configure({ mode: "serial" });
  let offline: Awaited<ReturnType<typeof startOfflineSite>>;
  test.beforeAll(async () => {
    offline = await startOfflineSite();
  });
  test.afterAll(() => offline.stop());

  test("every endpoint answers 503 with a message", async ({ playwright }) => {
    const request: APIRequestContext = await playwright.request.newContext({ baseURL: offline.url });
    const valid: Record<string, object> = {
      "/api/outreach/subscription": { email: "ada@example.com" },
      "/api/outreach": { email: "ada@example.com", name: "Ada", phone: "5550109999", message: "Hi" },
      "/api/user/login": { email: "ada@example.com", password: strongPassword },
      "/api/user/register": {
        username: "ada",
        email: "ada@example.com",
        password: strongPassword,
        rePassword: strongPassword,
        TOS: true,
      },
      "/api/requirements": {
        companyName: "A",
        contactPerson: "B",
        emailAddress: "ada@example.com",
        projectName: "C",
        briefDescription: "D",
      },
    };
    for (const [endpoint, data] of Object.entries(valid)) {
      const answer = await request.post(endpoint, { data, headers: asVisitor() });
      expect(answer.status(), endpoint).toBe(503);
      expect((await answer.json()).message, endpoint).toMatch(/could not reach/);
    }
    await request.dispose();
  });

  test("the newsletter says 'An error has occured adding your email.' and keeps the address", async ({ page }) => {
    await page.goto(`${offline.url}/about/`);
    const form = page.getByRole("form", { name: "Subscribe Newsletter" });
    const join = form.getByRole("button", { name: "Join" });
    await waitForHydration(join);
    await form.getByLabel("Email address").fill("ada@example.com");
    await join.click();
    await expect(page.getByRole("alert")).toHaveText(/An error has occured adding your email\./);
    await expect(form.getByLabel("Email address")).toHaveValue("ada@example.com");
  });

  test("the contact page keeps what was typed and says what went wrong", async ({ page }) => {
    await page.goto(`${offline.url}/contact/`);
    const submit = page.getByRole("button", { name: "Submit" });
    await waitForHydration(submit);
    await page.getByLabel("Your full name").fill("Grace Hopper");
    await page.getByLabel("Give valid email").fill("grace@example.com");
    await page.getByLabel("Phone number").fill("5550104242");
    await page.getByLabel("Project brief").fill("Kept on failure.");
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText(/could not reach/);
    await expect(page.getByLabel("Project brief")).toHaveValue("Kept on failure.");
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  });
});

test("no write token or session secret is in the built site", async () => {
  const secrets = localSecrets();
  const needles = [
    process.env.DIRECTUS_FORMS_TOKEN ?? secrets.formsToken,
    process.env.SESSION_SECRET ?? secrets.sessionSecret,
    process.env.DIRECTUS_TOKEN ?? secrets.buildToken,
    secrets.adminToken,
    secrets.adminPassword,
    secrets.previewToken,
    secrets.refreshToken,
  ].filter((value): value is string => Boolean(value));
  expect(needles.length).toBeGreaterThanOrEqual(5);
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  const leaks = files("public")
    .filter((file) => /\.(js|html|json|map|txt|xml)$/.test(file))
    .filter((file) => {
      const text = readFileSync(file, "utf8");
      return needles.some((needle) => text.includes(needle));
    });
  expect(leaks).toEqual([]);
});

test("every form page passes axe", async ({ page }) => {
  for (const formPath of ["/contact/", "/login/", "/register/", "/requirements/submission/", "/light/contact/"]) {
    await page.goto(formPath);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(
      results.violations.map((violation) => violation.id),
      formPath,
    ).toEqual([]);
  }
});
