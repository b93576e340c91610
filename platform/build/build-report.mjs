/**
 * A build reports itself to the CMS, where editors see it (collection `site_builds`): a row
 * "started" when `gatsby build` starts, then "finished" or "failed" with the end time, the
 * duration and, for a failure, a short error taken from Gatsby's output. Used by
 * `npm run build` (scripts/build.mjs) and the end-to-end tests' build (scripts/e2e.mjs).
 *
 * It writes with SITE_BUILD_REPORT_TOKEN, or else DIRECTUS_TOKEN (the "Site build" token may
 * create such a row and finish the rows it created, nothing more: docs/security.md), to
 * DIRECTUS_URL. SITE_BUILD_REPORT=off turns it off. A report that cannot be written is a
 * warning: it never fails the build nor hides the build's own outcome and exit code.
 * Tests: platform/build/__tests__/build-report.test.ts.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { stripAnsi } from "./build-log.mjs";

/** The longest error kept in a report (the full log stays with the build). */
export const maxErrorLength = 600;

/**
 * Where a build reports to, or null when it does not.
 * @typedef {{ url: string, token: string }} ReportTarget
 */

/**
 * The CMS and token a build reports with: DIRECTUS_URL, SITE_BUILD_REPORT_TOKEN or else
 * DIRECTUS_TOKEN. Null when reporting is off (SITE_BUILD_REPORT=off, false or 0) or either is
 * missing.
 * @param {NodeJS.ProcessEnv} env
 * @returns {ReportTarget | null}
 */
export const reportTarget = (env) => {
  if (["off", "false", "0", "no"].includes((env.SITE_BUILD_REPORT ?? "").trim().toLowerCase())) return null;
  const url = env.DIRECTUS_URL?.trim().replace(/\/+$/, "");
  const token = env.SITE_BUILD_REPORT_TOKEN || env.DIRECTUS_TOKEN;
  return url && token ? { url, token } : null;
};

/**
 * What ran the build, for the row's summary: SITE_BUILD_LABEL or `fallback`, and the commit
 * when the host names it (Netlify's COMMIT_REF, Vercel's, Cloudflare Pages' or GitHub's).
 * @param {NodeJS.ProcessEnv} env
 * @param {string} fallback
 * @returns {string}
 */
export const buildLabel = (env, fallback) => {
  const commit = env.COMMIT_REF || env.VERCEL_GIT_COMMIT_SHA || env.CF_PAGES_COMMIT_SHA || env.GITHUB_SHA;
  const label = env.SITE_BUILD_LABEL?.trim() || fallback;
  return commit ? `${label} (commit ${commit.slice(0, 7)})` : label;
};

/** Lines that end an error's message in Gatsby's output: stack frames and the next log line. */
const endOfMessage = /^\s*(at\s|success\s|info\s|warn\s|not finished\s|ERROR\b|error\s)/;

/**
 * A failed build's error in short, from its output: Gatsby's first error block ("ERROR #11321
 * ..." or "error ...") without its stack trace, or the output's last lines when there is none,
 * at most `maxErrorLength` characters on one line.
 * @param {string} output
 * @param {number} code the build's exit code
 * @returns {string}
 */
export const buildErrorSummary = (output, code) => {
  const lines = stripAnsi(output)
    .split(/\r?\n/)
    .map((line) => line.trim());
  const start = lines.findIndex((line) => /^(ERROR\b|error\s)/.test(line));
  let picked;
  if (start === -1) picked = lines.filter(Boolean).slice(-3);
  else {
    picked = [lines[start] ?? ""];
    for (const line of lines.slice(start + 1)) {
      if (endOfMessage.test(line) || line.startsWith("- ")) break;
      if (line) picked.push(line);
      if (picked.join(" ").length > maxErrorLength) break;
    }
  }
  const text = picked.join(" ").replace(/\s+/g, " ").trim() || `gatsby build exited with code ${code}`;
  return text.length > maxErrorLength ? `${text.slice(0, maxErrorLength - 1)}…` : text;
};

/**
 * Sends one request of the report; false (after a warning) when it fails.
 * @param {{ target: ReportTarget, fetch: typeof globalThis.fetch, warn: (message: string) => void, timeoutMs: number }} context
 * @param {"POST" | "PATCH"} method
 * @param {string} path
 * @param {Record<string, unknown>} body
 */
const send = async ({ target, fetch, warn, timeoutMs }, method, path, body) => {
  const what = `${method} ${target.url}${path.replace(/\/[0-9a-f-]{36}$/, "/<id>")}`;
  try {
    const response = await fetch(`${target.url}${path}`, {
      method,
      headers: { Authorization: `Bearer ${target.token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.ok) {
      await response.body?.cancel();
      return true;
    }
    const said = (await response.text()).replace(/\s+/g, " ").slice(0, 300);
    const hint =
      response.status === 401 || response.status === 403
        ? ' The token may lack the site_builds permissions of the "Site build" policy (docs/security.md).'
        : "";
    warn(
      `site: could not report the build to the CMS: ${what} answered ${response.status} (${said}).${hint} The build itself is not affected.`,
    );
  } catch (error) {
    warn(
      `site: could not report the build to the CMS: ${what} failed (${/** @type {Error} */ (error).message}). The build itself is not affected.`,
    );
  }
  return false;
};

/**
 * How a build ended, for `finish`.
 * @typedef {{ ok: boolean, durationSeconds: number, error?: string | null }} BuildOutcome
 */

/**
 * @typedef {{ fetch?: typeof globalThis.fetch, warn?: (message: string) => void, now?: () => Date, timeoutMs?: number }} ReportOptions
 */

/**
 * A report's requests with their defaults filled in.
 * @param {ReportTarget} target
 * @param {ReportOptions} options
 */
const reportContext = (
  target,
  { fetch = globalThis.fetch, warn = console.warn, now = () => new Date(), timeoutMs = 10_000 },
) => ({
  context: { target, fetch, warn, timeoutMs },
  now,
});

/**
 * Updates row `id` to "finished" or "failed"; false (after a warning) when that fails.
 * @param {{ target: ReportTarget, fetch: typeof globalThis.fetch, warn: (message: string) => void, timeoutMs: number }} context
 * @param {string} id
 * @param {BuildOutcome} outcome
 * @param {() => Date} now
 */
const finishRow = (context, id, { ok, durationSeconds, error = null }, now) =>
  send(context, "PATCH", `/items/site_builds/${id}`, {
    status: ok ? "finished" : "failed",
    finished_at: now().toISOString(),
    duration_seconds: Math.round(durationSeconds * 10) / 10,
    error: ok ? null : (error ?? "the build failed"),
  });

/**
 * Marks row `id` failed from outside the build that created it: the build service does so when
 * it stops a build that ran past its time limit (the build's own process cannot). Never throws.
 * @param {{ target: ReportTarget | null, id: string, durationSeconds: number, error: string } & ReportOptions} options
 * @returns {Promise<boolean>}
 */
export const failBuildReport = async ({ target, id, durationSeconds, error, ...options }) => {
  if (!target) return false;
  const { context, now } = reportContext(target, options);
  return finishRow(context, id, { ok: false, durationSeconds, error }, now);
};

/**
 * Creates the "started" row (its id made here, or given as `id`: the build token cannot read
 * rows back) and returns `finish`, which updates it to "finished" or "failed". Without a
 * target, or when the row could not be created, `finish` does nothing. Neither ever throws.
 * @param {{ target: ReportTarget | null, summary: string, id?: string } & ReportOptions} options
 * @returns {Promise<{ id: string | null, finish: (outcome: BuildOutcome) => Promise<boolean> }>}
 */
export const startBuildReport = async ({ target, summary, id = randomUUID(), ...options }) => {
  if (!target) return { id: null, finish: async () => false };
  const { context, now } = reportContext(target, options);
  const created = await send(context, "POST", "/items/site_builds", {
    id,
    kind: "build",
    status: "started",
    summary,
    started_at: now().toISOString(),
  });
  if (!created) return { id: null, finish: async () => false };
  return { id, finish: (outcome) => finishRow(context, id, outcome, now) };
};

/**
 * Runs a command with its output shown as it comes and kept (the last `keepChars`
 * characters) for the report. Its output is a pipe, so Gatsby prints plain lines instead of
 * redrawing progress bars. The child stays in this process group: Ctrl-C reaches it.
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnOptions} options
 * @returns {Promise<{ code: number, output: string }>}
 */
export const runKeepingOutput = (command, args, options, keepChars = 200_000) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["inherit", "pipe", "pipe"] });
    let output = "";
    /** @param {NodeJS.WriteStream} stream */
    const tee = (stream) => (/** @type {Buffer} */ chunk) => {
      stream.write(chunk);
      output += chunk.toString();
      if (output.length > keepChars * 2) output = output.slice(-keepChars);
    };
    child.stdout?.on("data", tee(process.stdout));
    child.stderr?.on("data", tee(process.stderr));
    child.on("error", reject);
    child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: output.slice(-keepChars) }));
  });

/**
 * `gatsby build` with its report: the started row, the build, the finished or failed row.
 * Resolves with the build's exit code, whatever happened to the report. `cwd`: the site to build
 * (a project copy), the current directory by default. SITE_BUILD_REPORT_ID gives the row's id
 * (the build service sets it, so that it can mark the row failed if it must stop the build).
 * @param {{ gatsbyBin: string, args?: string[], env: NodeJS.ProcessEnv, label: string, cwd?: string }} options
 * @returns {Promise<number>}
 */
export const reportedGatsbyBuild = async ({ gatsbyBin, args = [], env, label, cwd }) => {
  const report = await startBuildReport({
    target: reportTarget(env),
    summary: buildLabel(env, label),
    ...(env.SITE_BUILD_REPORT_ID ? { id: env.SITE_BUILD_REPORT_ID } : {}),
  });
  const started = performance.now();
  const { code, output } = await runKeepingOutput(process.execPath, [gatsbyBin, "build", ...args], { env, cwd });
  const durationSeconds = (performance.now() - started) / 1000;
  await report.finish({ ok: code === 0, durationSeconds, error: code === 0 ? null : buildErrorSummary(output, code) });
  return code;
};
