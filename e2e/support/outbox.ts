import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { embeddedCmsInUse } from "./cms";

/** Where the embedded CMS keeps the e-mails it sends while no EMAIL_TRANSPORT is set (cms/server/config.mjs). */
const outbox = "cms/data/mail-outbox";

/** Whether this run's CMS is the embedded one writing into the outbox (not a CMS of DIRECTUS_URL). */
export const outboxInUse = embeddedCmsInUse && !process.env.EMAIL_TRANSPORT;

export interface KeptMail {
  to: string;
  subject: string;
  /** The HTML part, quoted-printable decoded. */
  html: string;
}

/**
 * A kept e-mail's text, or null when it is gone: the outbox keeps the newest 200 only, and a
 * mail sent while the folder is being read prunes the oldest (mail-outbox.sh), so a file listed
 * a moment ago may have been removed since. Such a mail is the oldest there was, never the one
 * a test waits for.
 */
const readKeptMail = (name: string): string | null => {
  try {
    return readFileSync(path.join(outbox, name), "latin1");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
};

const parseKeptMail = (raw: string): KeptMail => {
  const header = (field: string) => new RegExp(`^${field}: (.*)$`, "m").exec(raw)?.[1]?.trim() ?? "";
  const html = raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { to: header("To"), subject: header("Subject"), html };
};

/** Every e-mail in the outbox, oldest first. */
export const outboxMails = (): KeptMail[] =>
  existsSync(outbox)
    ? readdirSync(outbox)
        .filter((name) => name.endsWith(".eml"))
        .sort()
        .map(readKeptMail)
        .filter((raw): raw is string => raw !== null)
        .map(parseKeptMail)
    : [];

/** The confirmation links the CMS has e-mailed to `email` so far, oldest first. */
export const confirmationLinks = (email: string): string[] =>
  outboxMails()
    .filter((mail) => mail.to === email && mail.subject === "Confirm your e-mail address")
    .map((mail) => /href='([^']*\/site-members\/confirm\?token=[^']+)'/.exec(mail.html)?.[1] ?? "")
    .filter(Boolean);

/** Waits for the newest confirmation link sent to `email` (the CMS sends it after answering). */
export const newestConfirmationLink = async (email: string, after = 0): Promise<string> => {
  expect(outboxInUse, "confirmation mails are read from the embedded CMS's outbox").toBe(true);
  // Within the 3.4-4.7 s that a whole test registering and confirming a member took here.
  await expect.poll(() => confirmationLinks(email).length, { timeout: 10_000 }).toBeGreaterThan(after);
  return confirmationLinks(email).at(-1)!;
};
