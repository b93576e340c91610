#!/usr/bin/env node
/**
 * The editors' guide's pictures of the Directus app (docs/images/directus-*.png), taken as an
 * editor sees it: a throwaway copy of the embedded CMS (cms/data and cms/uploads; the editors'
 * CMS is never written to) gains the tests' sample landing page, and Debian's Chromium signs in
 * as the local admin and photographs the page's form with its blocks, a block's own form, the
 * header menu and one of its links.
 *
 *   npm run docs:screenshots
 *
 * Run it again after a change of the data model the pictures show; it needs `npm start` to
 * have made the embedded CMS once.
 */
import path from "node:path";
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { adminEmail, startThrowawayCms } from "../cms/server/index.mjs";
import { createSampleLandingPage } from "../cms/test/sample-landing-page.mjs";
import { signInToDirectusApp } from "../e2e/support/directus-app.mjs";
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
  await signInToDirectusApp(tab, { url: cms.url, email: adminEmail, password: adminPassword });

  /**
   * Opens an address of the app, waits until it has drawn, and saves a picture of it.
   * @param {string} address under /admin/
   * @param {string} file its name in docs/images
   */
  const photograph = async (address, file) => {
    await tab.goto(`${cms.url}/admin/${address}`);
    await tab.waitForLoadState("networkidle");
    // Any action lets the sign-in's handler put off Directus's project-owner prompt, which is
    // not the editors' view; then the note that it will ask again fades after a few seconds.
    await tab.getByRole("main").hover({ position: { x: 1, y: 1 } });
    await tab.getByText(/remind you again/i).waitFor({ state: "hidden", timeout: 15_000 });
    // A palette PNG: the app's flat colours lose nothing visible, and the file a third of its size.
    await sharp(await tab.screenshot())
      .png({ palette: true, compressionLevel: 9 })
      .toFile(path.join(imagesDir, file));
    console.log(`docs/images/${file}: ${address}`);
  };
  await photograph(`content/pages/${page.id}`, "directus-landing-page.png");
  await photograph(`content/block_faq/${faq.item}`, "directus-faq-block.png");
  await photograph("content/navigation_menus/header", "directus-header-menu.png");
  /** @type {{ id: number }[]} */
  const [blogLink] = await cms.api("GET", "/items/navigation_links?fields=id&filter[menu][_eq]=header&filter[route][_eq]=/blog/");
  if (!blogLink) throw new Error("the header menu has no link to /blog/ (the provisioning seeds one)");
  await photograph(`content/navigation_links/${blogLink.id}`, "directus-menu-link.png");
} finally {
  await browser.close();
  await cms.stop();
}
