/**
 * Puts the audit's hand-written reference page into the build for the length of one audit,
 * so `gatsby serve` serves it beside the site's pages, and takes it out again. It lives under
 * an obviously internal path and must never reach a deploy: the audit removes it when it
 * ends, fails or is interrupted, and before it starts in case a killed run left it behind.
 */
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderHeroImage } from "./hero-image.mjs";

export const referencePath = "/__audit-reference/";

const sourceDirectory = path.dirname(fileURLToPath(import.meta.url));
const servedDirectory = path.resolve(sourceDirectory, "../../..", `public${referencePath}`);

export const installReferencePage = async () => {
  await mkdir(servedDirectory, { recursive: true });
  await copyFile(path.join(sourceDirectory, "index.html"), path.join(servedDirectory, "index.html"));
  await writeFile(path.join(servedDirectory, "hero.webp"), await renderHeroImage());
};

/** Synchronous, so that it also runs from a signal handler just before the process exits. */
export const removeReferencePage = () => rmSync(servedDirectory, { recursive: true, force: true });
