/**
 * `npm run bench:serve-functions`: newsletter sign-ups through `gatsby serve`, the server the
 * end-to-end tests post their forms to, on the last build (`npm run build`, or the end-to-end
 * tests' build; it builds when there is none, as `serveBuild` does): 20 one after the other (the median and the range of their times), then 200 at
 * once (the time until all are answered). Starts the embedded CMS (or reuses a running one); each
 * request comes from another address (the limits are counted in memory, as in the end-to-end
 * tests' server), and the addresses it stored are deleted afterwards. `--sequential N` and `--concurrent N` change the counts.
 *
 * What it measures is mostly how Gatsby's Functions middleware loads a Function for a request
 * (patches/gatsby+5.16.1.patch: once per change of its compiled file, not once per request).
 * Production serves the Functions with platform/functions-server instead: `npm run bench:load`.
 */
import { parseArgs } from "node:util";
import { adminClient } from "../../cms/server/index.mjs";
import { median } from "../../e2e/audit/audit-figures.mjs";
import { gatsbyEnvironment } from "../../scripts/lib/embedded-cms.mjs";
import { serveBuild } from "../../scripts/lib/serve-build.mjs";
import { freePort } from "../processes.mjs";

const { values } = parseArgs({
  options: { sequential: { type: "string", default: "20" }, concurrent: { type: "string", default: "200" } },
});
const counts = { sequential: Number(values.sequential), concurrent: Number(values.concurrent) };

const { env, stop } = await gatsbyEnvironment({ quiet: true });
const port = await freePort();
// Every request comes from this machine: each names another address, as the tests' do.
const stopServing = await serveBuild({ port, env: { ...env, TRUST_PROXY: "true" } }).catch(async (error) => {
  await stop();
  throw error;
});
const run = Date.now().toString(36);
let sent = 0;

/** One sign-up from an address of its own: its status and how long it took. */
const signUp = async () => {
  sent += 1;
  const group = () => Math.floor(Math.random() * 0xffff).toString(16);
  const started = performance.now();
  const answer = await fetch(`http://127.0.0.1:${port}/api/outreach/subscription`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `2001:db8:${group()}:${group()}::1` },
    body: JSON.stringify({ email: `serve-bench-${run}-${sent}@example.com` }),
  });
  await answer.text();
  return { status: answer.status, ms: performance.now() - started };
};

try {
  const oneByOne = [];
  for (let index = 0; index < counts.sequential; index += 1) oneByOne.push(await signUp());
  const started = performance.now();
  const atOnce = await Promise.all(Array.from({ length: counts.concurrent }, signUp));
  const seconds = (performance.now() - started) / 1000;
  const statuses = [...oneByOne, ...atOnce].map((answer) => answer.status);
  const times = oneByOne.map((answer) => answer.ms);
  console.log(
    `answers: ${[...new Set(statuses)].map((status) => `${statuses.filter((s) => s === status).length} × ${status}`).join(", ")}`,
  );
  console.log(
    `${counts.sequential} one after the other: median ${median(times).toFixed(0)} ms (${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)} ms)`,
  );
  console.log(`${counts.concurrent} at once: ${seconds.toFixed(1)} s, ${(counts.concurrent / seconds).toFixed(0)} a second`);
} finally {
  stopServing();
  await adminClient(env.DIRECTUS_URL ?? "").api("DELETE", "/items/subscriptions", {
    query: { filter: { email: { _starts_with: `serve-bench-${run}` } }, limit: -1 },
  });
  await stop();
}
