/**
 * Form submissions under load for the load benchmark: many concurrent clients posting newsletter
 * sign-ups and contact enquiries through nginx, each with an address of its own, and the
 * reckoning afterwards in PostgreSQL: every accepted submission stored exactly once.
 *
 * A client does what the site's forms let a visitor do: after a 5xx or no answer it sends the
 * same entries again (the contact form with the same submission key), up to 3 more times, 1 s
 * apart.
 */
import { randomUUID } from "node:crypto";
import { psql } from "../stack/postgres.mjs";

/**
 * @typedef {{ kind: "subscription" | "contact", email: string, status: number, failedAttempts: number }} Sent
 * @typedef {{ sent: number, accepted: number, failedAttempts: number, status5xx: number, refused: number, networkErrors: number, lost: number, doubled: number, storedThoughRefused: number }} Reckoning
 */

const paths = { subscription: "/api/outreach/subscription", contact: "/api/outreach" };

/**
 * @param {"subscription" | "contact"} kind
 * @param {string} email
 */
const bodyOf = (kind, email) =>
  kind === "subscription"
    ? { email }
    : {
        email,
        name: "Load Test",
        phone: "+1 555 0100",
        message: "A project brief sent by the load benchmark.",
        submissionKey: randomUUID(),
      };

/**
 * Posts one form once; the status, or 0 for a network error.
 * @param {string} url
 * @param {object} body
 */
const post = async (url, body) => {
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    await answer.arrayBuffer();
    return answer.status;
  } catch {
    return 0;
  }
};

/**
 * Posts one form, sending the same entries again after a 5xx or no answer.
 * @param {string} siteUrl
 * @param {"subscription" | "contact"} kind
 * @param {string} email
 * @param {number} retries
 * @returns {Promise<Sent>}
 */
const submit = async (siteUrl, kind, email, retries) => {
  const body = bodyOf(kind, email);
  let failedAttempts = 0;
  for (;;) {
    const status = await post(`${siteUrl}${paths[kind]}`, body);
    const failed = status === 0 || status >= 500;
    if (!failed || failedAttempts === retries) return { kind, email, status, failedAttempts: failedAttempts + (failed ? 1 : 0) };
    failedAttempts += 1;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

/**
 * Sends `plan` (kinds in order) from `clients` concurrent clients; or, with `seconds`, keeps every
 * client sending (alternating kinds) until that time has passed.
 * @param {{ siteUrl: string, clients: number, plan?: ("subscription" | "contact")[], seconds?: number, retries?: number }} options
 * @returns {Promise<{ run: string, sent: Sent[] }>}
 */
export const sendForms = async ({ siteUrl, clients, plan, seconds, retries = 3 }) => {
  const run = randomUUID().slice(0, 8);
  /** @type {Sent[]} */
  const sent = [];
  let next = 0;
  const until = seconds ? Date.now() + seconds * 1000 : Infinity;
  const client = async () => {
    for (;;) {
      const index = next;
      next += 1;
      const kind = plan ? plan[index] : index % 3 === 2 ? "contact" : "subscription";
      if (!kind || Date.now() > until) return;
      sent.push(await submit(siteUrl, kind, `load-${run}-${index}@example.com`, retries));
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { run, sent };
};

/**
 * What the clients saw and what PostgreSQL holds for one run.
 * @param {{ port: number, superPassword: string }} postgres
 * @param {{ run: string, sent: Sent[] }} load
 * @returns {Reckoning}
 */
export const reckon = (postgres, { run, sent }) => {
  const rows = psql(
    postgres,
    `select email, count(*) from (select email from subscriptions where email like 'load-${run}-%'
       union all select email from outreach_enquiries where email like 'load-${run}-%') stored group by email`,
    "directus",
  );
  const stored = new Map(
    rows
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [email, count] = line.split("|");
        return [String(email), Number(count)];
      }),
  );
  const accepted = sent.filter((one) => one.status >= 200 && one.status < 300);
  return {
    sent: sent.length,
    accepted: accepted.length,
    failedAttempts: sent.reduce((sum, one) => sum + one.failedAttempts, 0),
    status5xx: sent.filter((one) => one.status >= 500).length,
    refused: sent.filter((one) => one.status >= 400 && one.status < 500).length,
    networkErrors: sent.filter((one) => one.status === 0).length,
    lost: accepted.filter((one) => !stored.has(one.email)).length,
    doubled: [...stored.values()].filter((count) => count > 1).length,
    storedThoughRefused: sent.filter((one) => (one.status < 200 || one.status >= 300) && stored.has(one.email)).length,
  };
};
