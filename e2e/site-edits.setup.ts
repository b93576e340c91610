import { test as setup } from "@playwright/test";
import { parseBuildLog } from "../platform/build/build-log.mjs";
import { oneRebuildTestTimeoutMs, rebuildInPlace } from "./support/rebuild-in-place";
import { applyContentEdits, chooseContentEdits } from "./support/site-edits/content-edits";
import { applyLandingEdits, chooseLandingEdits } from "./support/site-edits/landing-edits";
import { applyMenuEdits, chooseMenuEdits } from "./support/site-edits/menu-edits";
import { recordSiteEdits, type SiteEdits } from "./support/site-edits/state";

/**
 * An editor's day in one rebuild: content saves, a new landing page (and a draft one) and a
 * renamed header menu entry are saved in the CMS, then the site is rebuilt once, warm and in
 * place, as the build service rebuilds after a rebuild window. The content-changes, landing-pages
 * and menu-changes projects then check the rebuilt site side by side, and the site-edits-restore
 * project (e2e/site-edits-restore.teardown.ts) puts everything back and rebuilds again. What each
 * save touches is apart from the others' (posts, pages, a menu link), so one rebuild serves them
 * all, where each project used to rebuild twice of its own (six rebuilds, now two).
 *
 * These projects run after every other (playwright.config.ts): they rebuild the `public` folder
 * the others read.
 */
setup("editors save content, a landing page and a menu entry's name, and the site is rebuilt once", async () => {
  setup.setTimeout(oneRebuildTestTimeoutMs);
  const edits: SiteEdits = {};
  try {
    edits.content = await chooseContentEdits();
    edits.menu = await chooseMenuEdits();
    edits.landing = chooseLandingEdits();
    recordSiteEdits(edits);
    await applyContentEdits(edits.content);
    await applyMenuEdits(edits.menu);
    await applyLandingEdits(edits.landing);
  } finally {
    // Whatever was made, so that the teardown can undo it.
    recordSiteEdits(edits);
  }
  const started = Date.now();
  const output = await rebuildInPlace();
  edits.rebuild = { output, seconds: (Date.now() - started) / 1000 };
  recordSiteEdits(edits);
  const { queries } = parseBuildLog(output);
  setup.info().annotations.push({
    type: "figure",
    description: `rebuild after the editors' saves: ${edits.rebuild.seconds.toFixed(1)} s, queries ${queries.done}/${queries.total}`,
  });
});
