/**
 * A throwaway copy of the site's sources to build in, so that a test's builds never touch the
 * checkout's `.cache/` and `public/` (what `npm run serve`, the e2e tests and the audit read).
 * The sources copied, node_modules linked. The harnesses and the end-to-end specs
 * (e2e/support/isolated-build.ts) all build in these copies.
 */
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** What a build reads besides node_modules. */
const projectFiles = [
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
  "src",
  "plugins",
  "static",
  // gatsby-config.ts imports the self-hosted adapter, whatever SITE_ADAPTER says.
  "platform",
  // The landing pages' slug rules, which the build applies as the CMS does (src/gatsby/node/landing-pages.ts).
  "cms/extensions/landing-pages/slugs.mjs",
  // The build checks the CMS's redirects with the rules the CMS's redirects hook applies on save.
  "cms/extensions/redirects/rules.mjs",
];

/** The checkout's last build as the self-hosted stack serves it (platform/adapter/output-paths.mjs). */
const buildOutput = ["public", "self-hosted"];

/**
 * Copies what a build needs into a fresh temporary directory named `<prefix>XXXXXX`; with
 * `withBuild`, the checkout's last self-hosted build too, for a stack that serves it while the
 * checkout builds again.
 * @param {string} [prefix]
 * @param {{ withBuild?: boolean }} [options]
 * @returns {Promise<string>} the copy's directory; remove it with removeProjectCopy
 */
export const makeProjectCopy = async (prefix = "northbeam-build-", { withBuild = false } = {}) => {
  const missing = withBuild ? buildOutput.filter((folder) => !existsSync(path.join(projectRoot, folder))) : [];
  if (missing.length > 0)
    throw new Error(
      `no self-hosted build to copy (${missing.join(" and ")} missing): run SITE_ADAPTER=self-hosted npm run build first`,
    );
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const copied = withBuild ? [...projectFiles, ...buildOutput] : projectFiles;
  for (const file of copied) await cp(path.join(projectRoot, file), path.join(dir, file), { recursive: true });
  await symlink(path.join(projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
};

/**
 * Removes a copy; its node_modules link is removed, never followed.
 * @param {string} dir
 */
export const removeProjectCopy = (dir) => rm(dir, { recursive: true, force: true });
