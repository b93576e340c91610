/**
 * What staff are told when a site build fails: the "Run Script" step of the
 * flow "Announce failed site builds to staff" (build-failures.mjs). Like lead-notice.mjs, the
 * function runs in Directus's script sandbox and must stay self-contained.
 */
import { flowScript, isUneditedFlowScript } from "./flow-script.mjs";

/**
 * The flow's data as the step sees it: the trigger (an update of a build's `site_builds` row to
 * "failed"), the active staff from the step before (`build_staff`), the variables flows may read.
 * @typedef {{
 *   $trigger?: { keys?: (string | number)[], payload?: Record<string, unknown> },
 *   build_staff?: unknown,
 *   $env?: Record<string, unknown>,
 * }} BuildFlowData
 */

/**
 * The notification: recipients (staff ids), a plain-text subject, a Markdown message, and the
 * `site_builds` row it is about.
 * @param {BuildFlowData} data
 * @returns {{ recipients: string[], subject: string, message: string, item: string }}
 */
export function buildFailureNotice(data) {
  const trigger = data.$trigger ?? {};
  const payload = trigger.payload ?? {};
  const staff = Array.isArray(data.build_staff) ? data.build_staff : [];
  /** @type {string[]} */
  const ids = staff.map((user) => user?.id).filter((id) => typeof id === "string" && id !== "");
  const item = String((Array.isArray(trigger.keys) ? trigger.keys[0] : "") ?? "");
  /**
   * One line of plain text, at most `max` characters, safe in Markdown (each character Markdown
   * or HTML could read as syntax becomes a character reference).
   * @param {unknown} value
   * @param {number} max
   */
  const text = (value, max) => {
    const line = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
    const short = line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
    return short.replace(/[\\`*_{}[\]()#!|<>~&.:@]/g, (c) => `&#${c.charCodeAt(0)};`);
  };
  const subject = "A site build failed";
  const lines = [
    "A build of the site failed. **Visitors still see the last good release**; the change is not live yet.",
    `**Error:** ${text(payload.error, 600) || "(none given)"}`,
  ];
  const publicUrl = data.$env?.PUBLIC_URL;
  if (typeof publicUrl === "string" && /^https?:\/\//.test(publicUrl) && item !== "") {
    lines.push(
      `[Open it in Site builds](${publicUrl.replace(/\/+$/, "")}/admin/content/site_builds/${encodeURIComponent(item)})`,
    );
  }
  return { recipients: [...new Set(ids)], subject, message: lines.filter((line) => line !== "").join("\n\n"), item };
}

const header = /^\/\/ Made by cms\/provisioning\/build-failure-notice\.mjs, version ([0-9a-f]{12})\..*\n/;

/** The Run Script step's code. */
export const buildFailureNoticeScript = () => flowScript(buildFailureNotice, "cms/provisioning/build-failure-notice.mjs");

/**
 * Whether `code` is a copy of some version of buildFailureNoticeScript() that nobody has edited.
 * @param {unknown} code
 */
export const isUneditedBuildFailureNoticeScript = (code) => isUneditedFlowScript(code, header);
