/**
 * `npm run bench:load`: the production stack under load and under faults, printed as the tables
 * of docs/performance.md. Runs its own stack (a fresh state folder, free ports) on the last
 * self-hosted build, with the forms' per-address limits multiplied (FORMS_LIMIT_MULTIPLIER) as
 * every request comes from this machine.
 *
 * - static pages: autocannon, 50 connections for 20 s (BENCH_SECONDS), `/` and a post page,
 *   through nginx and through `gatsby serve` in the same run (with `--ci`, nginx only);
 * - forms: 500 newsletter sign-ups and 200 contact enquiries from 100 concurrent clients;
 * - faults during form load (100 clients for 16 s, the fault 2 s in): a Functions replica killed
 *   and one stopped, a Directus instance killed, Redis stopped for 10 s, PostgreSQL restarted.
 *
 * With `--ci` (small scale, part of `npm run test:platform`) it asserts the counts: every page
 * answer 2xx from nginx, every form accepted at the first attempt, and in every fault no
 * accepted submission lost or doubled and none refused with a 4xx. Exits 1 otherwise. It then
 * leaves `gatsby serve` out (its figures are the benchmark's, never asserted), so its working
 * folder needs only the build's output (`public/`, `self-hosted/`) and what a project copy holds
 * (the Functions server under platform/, package.json, the node_modules link): it can serve a
 * copy of a build while another test rebuilds the checkout (platform/build/project-copy.mjs).
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { selfHostedPaths } from "../adapter/output-paths.mjs";
import { freePort, startChild, waitForPort } from "../processes.mjs";
import { stopPostgresFast } from "../stack/postgres.mjs";
import { stackOnFreePorts } from "../stack/settings.mjs";
import { startStack } from "../stack/stack.mjs";
import { reckon, sendForms } from "./form-load.mjs";

const ci = process.argv.includes("--ci");
const seconds = Number(process.env.BENCH_SECONDS ?? (ci ? 3 : 20));
const scale = ci ? 0.2 : 1;
const root = process.cwd();
/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once a contact enquiry through nginx is stored again (every part of the chain up),
 * polling every 100 ms for at most 60 s.
 * @param {string} siteUrl
 */
const fullService = async (siteUrl) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { sent } = await sendForms({ siteUrl, clients: 1, plan: ["contact"], retries: 0 });
    if (sent[0] && sent[0].status >= 200 && sent[0].status < 300) return;
    await sleep(100);
  }
  throw new Error("the stack did not come back within 60 s");
};

const stateDir = mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
chmodSync(stateDir, 0o755);
const env = {
  ...process.env,
  ...(await stackOnFreePorts(stateDir)),
  FORMS_LIMIT_MULTIPLIER: "100000",
  LOG_LEVEL: "error",
};

/**
 * Starts `gatsby serve` on the build, on a free port.
 * @param {NodeJS.ProcessEnv} functionsEnv the stack's Functions environment
 */
const startGatsbyServe = async (functionsEnv) => {
  const port = await freePort();
  const running = startChild(
    process.execPath,
    ["node_modules/gatsby/cli.js", "serve", "--host", "127.0.0.1", "--port", String(port)],
    { ...functionsEnv, GATSBY_TELEMETRY_DISABLED: "1" },
    { cwd: root },
  );
  return { port, running };
};

const stack = await startStack({ root, build: "never", env });
/** `gatsby serve` beside nginx, for the benchmark's figures only. */
const gatsbyServe = ci ? null : await startGatsbyServe(stack.functionsEnv);
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.once(signal, async () => {
    await gatsbyServe?.running.stop();
    await stack.stop();
    rmSync(stateDir, { recursive: true, force: true });
    process.exit(130);
  });
}
let failed = 0;
/** @param {string} what @param {boolean} ok */
const expectThat = (what, ok) => {
  if (!ok) failed += 1;
  if (ci || !ok) console.log(`${ok ? "ok" : "not ok"} - ${what}`);
};

try {
  if (gatsbyServe) await waitForPort(gatsbyServe.port, 60_000);
  /** @type {import("gatsby").IRedirectRoute[]} */
  const routes = JSON.parse(readFileSync(path.join(selfHostedPaths(root).manifestsDir, "routes.json"), "utf8"));
  const postPath = routes.find((route) => route.type === "redirect" && route.path === "/blog/blog-details/")?.toPath ?? "/";

  // ---- Static pages.
  console.log(`\n### Static pages: 50 connections for ${seconds} s (autocannon)\n`);
  console.log("| server | page | requests/s | p99 latency | non-2xx | errors |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: |");
  for (const [server, base] of /** @type {[string, string][]} */ ([
    ["nginx (stack)", stack.siteUrl],
    ...(gatsbyServe ? [["gatsby serve", `http://127.0.0.1:${gatsbyServe.port}`]] : []),
  ])) {
    for (const page of ["/", postPath]) {
      const result = await autocannon({ url: `${base}${page}`, connections: 50, duration: seconds });
      console.log(
        `| ${server} | \`${page}\` | ${Math.round(result.requests.average).toLocaleString("en-US")} | ${result.latency.p99} ms | ${result.non2xx} | ${result.errors} |`,
      );
      if (server.startsWith("nginx"))
        expectThat(`${server} ${page}: no errors, every answer 2xx`, result.errors === 0 && result.non2xx === 0);
    }
  }

  // ---- Forms.
  const subscriptions = Math.round(500 * scale);
  const contacts = Math.round(200 * scale);
  const plan = /** @type {("subscription" | "contact")[]} */ ([
    ...Array(subscriptions).fill("subscription"),
    ...Array(contacts).fill("contact"),
  ]).sort(() => Math.random() - 0.5);
  const started = Date.now();
  const forms = reckon(stack.postgres, await sendForms({ siteUrl: stack.siteUrl, clients: 100, plan }));
  const formSeconds = (Date.now() - started) / 1000;
  console.log(`\n### Forms: ${subscriptions} sign-ups and ${contacts} enquiries, 100 concurrent clients, both replicas\n`);
  console.log(
    "| submissions | accepted | failed attempts | 5xx at the end | refused (4xx) | lost | doubled | time | submissions/s |",
  );
  console.log("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  console.log(
    `| ${forms.sent} | ${forms.accepted} | ${forms.failedAttempts} | ${forms.status5xx} | ${forms.refused} | ${forms.lost} | ${forms.doubled} | ${formSeconds.toFixed(1)} s | ${Math.round(forms.sent / formSeconds)} |`,
  );
  expectThat(
    "forms: every submission accepted at the first attempt, none lost or doubled",
    forms.accepted === forms.sent && forms.failedAttempts === 0 && forms.lost === 0 && forms.doubled === 0,
  );

  // ---- Faults.
  const part = (/** @type {string} */ name) => {
    const found = stack.parts.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no part ${name}`);
    return found;
  };
  /** @type {{ name: string, inject: () => Promise<unknown>, heal: () => Promise<unknown>, outageMs: number }[]} */
  const faults = [
    {
      name: "Functions replica 1 killed (SIGKILL)",
      inject: () => part("Functions 1").running.stop("SIGKILL"),
      heal: () => stack.restart("Functions 1"),
      outageMs: 5000,
    },
    {
      name: "Functions replica 2 stopped (SIGTERM)",
      inject: () => part("Functions 2").running.stop("SIGTERM"),
      heal: () => stack.restart("Functions 2"),
      outageMs: 5000,
    },
    {
      name: "Directus instance 1 killed (SIGKILL)",
      inject: () => part("Directus 1").running.stop("SIGKILL"),
      heal: () => stack.restart("Directus 1"),
      outageMs: 5000,
    },
    {
      name: "Redis stopped for 10 s",
      inject: () => part("Redis").running.stop("SIGTERM"),
      heal: () => stack.restart("Redis"),
      outageMs: 10_000,
    },
    {
      name: "PostgreSQL restarted",
      inject: async () => stopPostgresFast(path.join(stateDir, "postgres")),
      heal: () => stack.restart("PostgreSQL"),
      outageMs: 0,
    },
  ];
  const loadSeconds = ci ? 14 : 16;
  console.log(`\n### Faults during form load: 100 clients for ${loadSeconds} s, the fault 2 s in\n`);
  console.log(
    "| fault | submissions | accepted | failed attempts (5xx or no answer) | failing after 3 more tries | refused (4xx) | lost | doubled | stored though refused | back to full service |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const fault of faults) {
    const load = sendForms({ siteUrl: stack.siteUrl, clients: ci ? 20 : 100, seconds: loadSeconds });
    await sleep(2000);
    await fault.inject();
    await sleep(fault.outageMs);
    const healStarted = Date.now();
    await fault.heal();
    await fullService(stack.siteUrl);
    const healedAfter = (Date.now() - healStarted) / 1000;
    const result = reckon(stack.postgres, await load);
    console.log(
      `| ${fault.name} | ${result.sent} | ${result.accepted} | ${result.failedAttempts} | ${result.status5xx + result.networkErrors} | ${result.refused} | ${result.lost} | ${result.doubled} | ${result.storedThoughRefused} | ${healedAfter.toFixed(1)} s after the restart began |`,
    );
    expectThat(
      `${fault.name}: no accepted submission lost or doubled, none refused by a 4xx`,
      result.lost === 0 && result.doubled === 0 && result.refused === 0,
    );
    await sleep(1000);
  }
} finally {
  await gatsbyServe?.running.stop();
  await stack.stop();
  rmSync(stateDir, { recursive: true, force: true });
}
console.log(`\nbench:load: ${failed === 0 ? "every count as expected" : `${failed} count(s) not as expected`}`);
process.exit(failed === 0 ? 0 : 1);
