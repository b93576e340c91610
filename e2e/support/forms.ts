import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./site";

/** An address no earlier run has used, so each test's rows can be counted exactly. */
export const uniqueEmail = (label: string): string => `${uniqueToken(label)}@example.com`;

/**
 * A username no other test or run has used. Tests register in parallel, within the same
 * millisecond, from several workers: random bytes, not the clock, keep the names apart.
 */
export const uniqueUsername = (label: string): string => uniqueToken(label);

const uniqueToken = (label: string): string => `${label}-${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;

/**
 * Headers that make a request come from a visitor of its own: the e2e server trusts
 * X-Forwarded-For (TRUST_PROXY), and the Functions rate-limit per client address. Each
 * visitor gets a random /64 of the IPv6 documentation prefix, so visitors of parallel
 * workers never share a count (a counter would start again in every worker).
 */
const randomGroup = (): string => randomBytes(2).toString("hex");

export const asVisitor = (): Record<string, string> => ({ "X-Forwarded-For": `2001:db8:${randomGroup()}:${randomGroup()}::1` });

/**
 * Opens the project questionnaire and fills in its required answers for `email` (Grace
 * Hopper's route planner); returns its Submit button, ready to click.
 */
export const fillQuestionnaire = async (page: Page, email: string) => {
  await page.goto("/requirements/submission/");
  const submit = page.getByRole("button", { name: "Submit" });
  await waitForHydration(submit);
  await page.getByLabel("Company name").fill("Hopper Logistics");
  await page.getByLabel("Contact person").fill("Grace Hopper");
  await page.getByRole("main").getByLabel("Email address").fill(email);
  await page.getByLabel("Project name").fill("Route planner");
  await page.getByLabel("Brief description of the project").fill("Plan delivery routes for 40 vans.");
  return submit;
};

/** Opens the About page, whose newsletter form is the site's; returns the form and its Join button, hydrated. */
export const openNewsletterForm = async (page: Page) => {
  await page.goto("/about/");
  const form = page.getByRole("form", { name: "Subscribe Newsletter" });
  const join = form.getByRole("button", { name: "Join" });
  await waitForHydration(join);
  return { form, join };
};
