import { spawnSync } from "node:child_process";
import path from "node:path";

/**
 * The user nginx's workers run as in a test: `www-data`, as on a server, when it can read the
 * build; otherwise `root` (a checkout under a private folder, as a CI clone may be), so that the
 * test checks nginx and not the folder's permissions. Null when the test does not run as root
 * (nginx then keeps its own user).
 * @param {string} publicDir
 * @returns {string | null}
 */
export const nginxWorkerUser = (publicDir) => {
  if (process.getuid?.() !== 0) return null;
  const probe = spawnSync("runuser", ["-u", "www-data", "--", "test", "-r", path.join(publicDir, "index.html")]);
  return probe.status === 0 ? "www-data" : "root";
};
