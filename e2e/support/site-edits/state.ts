import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../../../platform/build/project-copy.mjs";
import type { ContentEdits } from "./content-edits";
import type { LandingEdits } from "./landing-edits";
import type { MenuEdits } from "./menu-edits";

/**
 * What the site-edits projects share (playwright.config.ts): the editors' saves the setup made in
 * the CMS, kept so that the checks read them and the teardown puts them back, and the output of
 * the one rebuild that follows them. Playwright runs each project's tests in worker processes of
 * their own, so it is a file, in Playwright's output folder, which every run starts empty.
 */
export interface SiteEdits {
  content?: ContentEdits;
  landing?: LandingEdits;
  menu?: MenuEdits;
  /** The rebuild after the edits: its output as one line, and how long it took. */
  rebuild?: { output: string; seconds: number };
}

const stateFile = path.join(projectRoot, "test-results", "site-edits.json");

/** Writes what the setup has done so far (also when it failed halfway: the teardown undoes that much). */
export const recordSiteEdits = (edits: SiteEdits): void => {
  mkdirSync(path.dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, JSON.stringify(edits, null, 2));
};

/** What the setup did in this run; nothing when it has not run (a check run with --no-deps). */
export const recordedSiteEdits = (): SiteEdits =>
  existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, "utf8")) as SiteEdits) : {};

/** The edits and their rebuild, for a check: fails with the reason when the setup did not get that far. */
export const editedSite = (): Required<SiteEdits> => {
  const edits = recordedSiteEdits();
  const { content, landing, menu, rebuild } = edits;
  if (!content || !landing || !menu || !rebuild)
    throw new Error(
      `The site-edits setup (e2e/site-edits.setup.ts) has not made every edit and rebuilt the site in this run (${stateFile} holds ${Object.keys(edits).join(", ") || "nothing"}): run the checks with their project's dependencies.`,
    );
  return { content, landing, menu, rebuild };
};
