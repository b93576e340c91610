/**
 * A finished build made live: a release of the checkout's build (public/ and the adapter's
 * routes files), switched to, nginx reloaded for its routes, older releases pruned.
 */
import { selfHostedPaths } from "../adapter/output-paths.mjs";
import { reloadNginx } from "./nginx-reload.mjs";
import { activateRelease, createRelease, pruneReleases, releasesLayout } from "./releases.mjs";

/**
 * @param {{ stateDir: string, root: string, keep: number, label: string, nginxPidFile: string | null }} options
 * `nginxPidFile`: the running site nginx to reload, or null when none runs yet
 */
export const publishBuild = async ({ stateDir, root, keep, label, nginxPidFile }) => {
  const { dir } = releasesLayout(stateDir);
  const { publicDir, nginxDir } = selfHostedPaths(root);
  const release = await createRelease({ dir, publicDir, routesDir: nginxDir, keep, label });
  await activateRelease(dir, release.id);
  const reloaded = nginxPidFile ? reloadNginx(nginxPidFile) : false;
  const pruned = await pruneReleases(dir, keep);
  return { release, reloaded, pruned };
};
