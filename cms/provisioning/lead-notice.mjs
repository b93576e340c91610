/**
 * What staff are told about a new lead: the "Run Script" step of the flow "Announce new leads
 * to staff" (staff.mjs). The provisioning puts `leadNotice`'s source into that step, where
 * Directus runs it in its script sandbox: it must stay one self-contained function (no
 * imports, no helpers outside it) of the flow's data.
 */
import { flowScript, isUneditedFlowScript } from "./flow-script.mjs";

/**
 * The flow's data as the step sees it: the trigger (an `items.create` action), the active
 * staff from the step before (`staff`), and the environment variables flows may read.
 * @typedef {{
 *   $trigger?: { collection?: string, key?: string | number, payload?: Record<string, unknown> },
 *   staff?: unknown,
 *   $env?: Record<string, unknown>,
 * }} LeadFlowData
 */

/**
 * The notification to send: ids of the staff who get it, a plain-text subject (also the
 * e-mail's), and a Markdown message. Visitors' words are escaped, so a lead cannot add links,
 * images or markup to it.
 * @typedef {{ recipients: string[], subject: string, message: string }} LeadNotice
 */

/** @typedef {{ subject: string, lines: string[] }} NoticeText the notice before its link is added */

/**
 * @param {LeadFlowData} data
 * @returns {LeadNotice}
 */
export function leadNotice(data) {
  const trigger = data.$trigger ?? {};
  const collection = String(trigger.collection ?? "");
  const lead = trigger.payload ?? {};
  const staff = Array.isArray(data.staff) ? data.staff : [];
  /** @type {string[]} */
  const ids = staff.map((user) => user?.id).filter((id) => typeof id === "string" && id !== "");
  const recipients = [...new Set(ids)];

  /**
   * A field of the lead as one line of plain text, at most `max` characters.
   * @param {unknown} value
   * @param {number} max
   */
  const line = (value, max) => {
    const text = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
    return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  };
  /**
   * Plain text for Markdown: every character Markdown or HTML could read as syntax becomes a
   * character reference, which Markdown shows as that character and never reads as syntax.
   * `.`, `:` and `@` too, so no address in a visitor's words becomes a link.
   * @param {string} text
   */
  const md = (text) => text.replace(/[\\`*_{}[\]()#!|<>~&.:@]/g, (c) => `&#${c.charCodeAt(0)};`);
  /**
   * A mailto link to the lead's address, or the escaped text if it is not one.
   * @param {string} email
   */
  const mailto = (email) => {
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) return md(email);
    const href = encodeURIComponent(email)
      .replace(/%40/g, "@")
      .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    return `[${md(email)}](mailto:${href})`;
  };

  const email = line(lead.email ?? lead.emailAddress, 254);
  /** @type {NoticeText} */
  let notice;
  if (collection === "outreach_enquiries") {
    const name = line(lead.name, 120) || email;
    const message = line(lead.message, 300);
    notice = {
      subject: `New enquiry from ${line(name, 80)}`,
      lines: [`**Contact enquiry** from **${md(name)}** (${mailto(email)})`, message ? `**Message:** ${md(message)}` : ""],
    };
  } else if (collection === "requirements_submissions") {
    const person = line(lead.contactPerson, 120) || email;
    const company = line(lead.companyName, 120);
    const project = line(lead.projectName, 120);
    /** @type {[string, string][]} */
    const answers = [
      ["Budget", line(lead.budget, 80)],
      ["Timeline", line(lead.timeline, 80)],
      ["Launch", line(lead.launchDate, 30)],
    ];
    const facts = answers.filter(([, value]) => value).map(([label, value]) => `**${label}:** ${md(value)}`);
    const brief = line(lead.briefDescription, 300);
    notice = {
      subject: `New project questionnaire: ${line(project || company || person, 80)}`,
      lines: [
        `**Project questionnaire** from **${md(person)}**${company ? ` of **${md(company)}**` : ""} (${mailto(email)})`,
        project ? `**Project:** ${md(project)}` : "",
        facts.join(" · "),
        brief ? `**Brief:** ${md(brief)}` : "",
      ],
    };
  } else if (collection === "subscriptions") {
    notice = {
      subject: `New newsletter sign-up: ${line(email, 80)}`,
      lines: [`**Newsletter sign-up:** ${mailto(email)}`],
    };
  } else {
    notice = { subject: `New item in ${line(collection, 80)}`, lines: [] };
  }

  const publicUrl = data.$env?.PUBLIC_URL;
  if (typeof publicUrl === "string" && /^https?:\/\//.test(publicUrl) && trigger.key !== undefined && trigger.key !== null) {
    const url = `${publicUrl.replace(/\/+$/, "")}/admin/content/${encodeURIComponent(collection)}/${encodeURIComponent(String(trigger.key))}`;
    notice.lines.push(`[Open it in Directus](${url})`);
  }
  return { recipients, subject: notice.subject, message: notice.lines.filter((text) => text !== "").join("\n\n") };
}

/** The first line of the step's code; copies made before cms/ was reorganised name cms/scripts/. */
const header = /^\/\/ Made by cms\/(?:scripts|provisioning)\/lead-notice\.mjs, version ([0-9a-f]{12})\..*\n/;

/** The Run Script step's code: Directus calls `module.exports` with the flow's data (flow-script.mjs). */
export const leadNoticeScript = () => flowScript(leadNotice, "cms/provisioning/lead-notice.mjs");

/**
 * Whether `code` is a copy of some version of leadNoticeScript() that nobody has edited.
 * @param {unknown} code
 */
export const isUneditedLeadNoticeScript = (code) => isUneditedFlowScript(code, header);
