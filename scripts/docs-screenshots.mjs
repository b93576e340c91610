#!/usr/bin/env node
/**
 * The editors' guide's pictures of the Directus app (docs/images/directus-*.png), taken as an
 * editor sees it: a throwaway copy of the embedded CMS (cms/data and cms/uploads; the editors'
 * CMS is never written to) gains the tests' sample landing page, and Debian's Chromium signs in
 * as the local admin and photographs the page's form with its blocks, a block's own form and the
 * header menu.
 *
 *   npm run docs:screenshots
 *
 * Run it again after a change of the data model the pictures show; it needs `npm start` to
 * have made the embedded CMS once.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { adminEmail, startThrowawayCms } from "../cms/server/index.mjs";
import { createSampleLandingPage } from "../cms/test/sample-landing-page.mjs";
import { chromiumFlags, chromiumPath } from "./lib/chromium.mjs";
import { projectRoot } from "../platform/build/project-copy.mjs";

const imagesDir = path.join(projectRoot, "docs", "images");
/** A laptop's window: the app shows its navigation, the form and the sidebar side by side. */
const viewport = { width: 1440, height: 1000 };

const cms = await startThrowawayCms({ port: 8097 });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  const page = await createSampleLandingPage(cms.api, { slug: "spring-launch" });
  const faq = page.blocks.find((block) => block.collection === "block_faq");
  if (!faq) throw new Error("the sample landing page has no FAQ block");
  // The copy's admin password, from its own secrets file (the copy of cms/data's).
  const { adminPassword } = JSON.parse(readFileSync(path.join(cms.root, "data", "local-secrets.json"), "utf8"));

  const tab = await (await browser.newContext({ viewport, reducedMotion: "reduce" })).newPage();
  await tab.goto(`${cms.url}/admin/login`);
  await tab.getByLabel(/email/i).fill(adminEmail);
  await tab.getByLabel(/password/i).fill(adminPassword);
  await tab.getByRole("button", { name: /sign in/i }).click();
  await tab.waitForURL(/\/admin\/(content|insights|users)/);

  /** Opens an address of the app, waits until it has drawn, and saves a picture of it. */
  const photograph = async (address, file) => {
    await tab.goto(`${cms.url}/admin/${address}`);
    await tab.waitForLoadState("networkidle");
    await tab.screenshot({ path: path.join(imagesDir, file) });
    console.log(`docs/images/${file}: ${address}`);
  };
  await photograph(`content/pages/${page.id}`, "directus-landing-page.png");
  await photograph(`content/block_faq/${faq.item}`, "directus-faq-block.png");
  await photograph("content/navigation_menus/header", "directus-header-menu.png");
} finally {
  await browser.close();
  await cms.stop();
}
