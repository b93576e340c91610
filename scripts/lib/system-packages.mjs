/**
 * The Debian packages `npm test` needs besides npm's: each with the file that shows it is
 * installed. Missing ones are installed with apt when running as root (as CI does); otherwise
 * the run stops at once with the one command that installs them. Without the packages' recommended
 * ones (a printer dialog, udev, upower and Samba's libraries came with Chromium's): what the
 * tests use of those is listed here itself.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { headlessChromiumPath } from "./chromium.mjs";

/** @typedef {{ packages: string[], installed: string, usedBy: string }} SystemNeed */

/** @type {SystemNeed[]} */
export const systemNeeds = [
  { packages: ["chromium-headless-shell"], installed: headlessChromiumPath, usedBy: "the browser tests (Playwright)" },
  // Recommended by Chromium: the fonts it falls back to, which the screenshots' baselines show.
  {
    packages: ["fonts-liberation"],
    installed: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    usedBy: "the screenshot comparison",
  },
  { packages: ["redis-server"], installed: "/usr/bin/redis-server", usedBy: "shared limits, the stack" },
  {
    packages: ["nginx", "libnginx-mod-http-brotli-static"],
    installed: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
    usedBy: "the self-hosted front door, the stack",
  },
  { packages: ["postgresql"], installed: "/usr/lib/postgresql/15/bin/initdb", usedBy: "the production stack" },
  // vnu-jar's own install script would download a JDK (not allowed to run: package.json's allowScripts).
  { packages: ["default-jre-headless"], installed: "/usr/bin/java", usedBy: "the W3C Nu HTML Checker (vnu-jar)" },
];

/**
 * The packages of the needs whose file is missing.
 * @param {SystemNeed[]} [needs]
 * @param {(file: string) => boolean} [exists]
 */
export const missingPackages = (needs = systemNeeds, exists = existsSync) =>
  needs.filter((need) => !exists(need.installed)).flatMap((need) => need.packages);

/** How the packages are installed, by `npm test` and by the command it prints alike. */
const installFlags = ["-y", "--no-install-recommends"];

/** @param {string[]} packages */
export const installCommand = (packages) => `apt-get update && apt-get install ${[...installFlags, ...packages].join(" ")}`;

/**
 * Makes sure every package is there: installs the missing ones as root, or throws with the
 * command that installs them.
 */
export const ensureSystemPackages = () => {
  const missing = missingPackages();
  if (missing.length === 0) return [];
  if (process.getuid?.() !== 0) {
    throw new Error(
      `npm test needs Debian packages that are missing. Install them, then run it again:\n  sudo ${installCommand(missing)}`,
    );
  }
  console.log(`test: installing Debian packages: ${missing.join(", ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", ...installFlags, "-qq", ...missing],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: ["ignore", "inherit", "inherit"], env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed (exit ${result.status}).`);
  }
  const still = missingPackages();
  if (still.length > 0) throw new Error(`still missing after apt-get install: ${still.join(", ")}`);
  return missing;
};
