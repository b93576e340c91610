/**
 * Tells a running nginx to read its configuration again (SIGHUP): new workers start with it,
 * the old ones finish the requests they have, so no request is dropped. The site's nginx
 * includes the live release's routes files, which a reload picks up after a switch.
 */
import { readFileSync } from "node:fs";

/**
 * The pid in nginx's pid file when that process is an nginx master, else null (no file, a
 * stale one left by a crash, or another program that has the number now).
 * @param {string} pidFile
 */
const runningNginx = (pidFile) => {
  try {
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    if (!Number.isInteger(pid) || pid <= 1) return null;
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return command.startsWith("nginx") ? pid : null;
  } catch {
    return null;
  }
};

/**
 * Reloads the nginx whose pid file is given; false when none runs (its next start reads the
 * configuration anyway).
 * @param {string} pidFile
 */
export const reloadNginx = (pidFile) => {
  const pid = runningNginx(pidFile);
  if (pid === null) return false;
  process.kill(pid, "SIGHUP");
  return true;
};
