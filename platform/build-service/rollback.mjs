/**
 * `npm run rollback` (scripts/rollback.mjs): the release before the live one becomes live, in
 * the same single step as a deploy, and nginx reloads its routes. Rolling back again goes one
 * further back; the next successful build is live again.
 */
import { reloadNginx } from "./nginx-reload.mjs";
import { rollbackTarget } from "./release-plan.mjs";
import { activateRelease, currentRelease, listReleases, releasesLayout } from "./releases.mjs";

/**
 * @param {{ stateDir: string, nginxPidFile: string }} options
 * @returns {Promise<{ from: string, to: string, reloaded: boolean }>}
 */
export const rollback = async ({ stateDir, nginxPidFile }) => {
  const { dir } = releasesLayout(stateDir);
  const from = await currentRelease(dir);
  if (from === null) throw new Error(`no release is live in ${dir}: nothing to roll back`);
  const to = rollbackTarget(await listReleases(dir), from);
  if (to === null) throw new Error(`release ${from} is the oldest kept in ${dir}: there is none before it`);
  await activateRelease(dir, to);
  return { from, to, reloaded: reloadNginx(nginxPidFile) };
};
