/**
 * The whole production topology on one machine (`npm run stack`): PostgreSQL, Redis, two
 * Directus instances sharing one uploads folder, a self-hosted production build, two Functions
 * replicas, nginx in front of the site and of the CMS, and the build service that rebuilds the
 * site when the CMS asks (platform/build-service). Started in dependency order, stopped in the
 * reverse one; all state in the stack's folder (platform/stack/settings.mjs).
 *
 * nginx serves the live release (`releases/current`, platform/build-service/releases.mjs), not
 * the checkout's public/: the first start makes a release of the stack's build, and the build
 * service makes one of each later build.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { selfHostedPaths } from "../adapter/output-paths.mjs";
import { writeCmsConfig, writeSiteConfig } from "../nginx/write-site-config.mjs";
import { nginxWorkerUser } from "../test/nginx-user.mjs";
import { reportedGatsbyBuild } from "../build/build-report.mjs";
import { gatsbyBin } from "../../scripts/lib/run.mjs";
import { startBuildService, startNginx, startReplica } from "../processes.mjs";
import { publishBuild } from "../build-service/publish-release.mjs";
import { currentRelease, releasesLayout } from "../build-service/releases.mjs";
import { cmsEnvironment, loadCmsConfig, prepareCms, provisionCms, startDirectusInstance } from "./cms.mjs";
import { ensureDatabase, startPostgres } from "./postgres.mjs";
import { startRedis } from "./redis.mjs";
import { stackSecrets } from "./secrets.mjs";
import { stackSettings } from "./settings.mjs";

/**
 * @typedef {import("../processes.mjs").Running} Running
 * @typedef {{ name: string, running: Running, start?: () => Promise<Running> }} Part
 * @typedef {{
 *   settings: import("./settings.mjs").StackSettings,
 *   parts: Part[],
 *   siteUrl: string,
 *   cmsUrl: string,
 *   functionsEnv: NodeJS.ProcessEnv,
 *   cmsSecrets: Record<string, string>,
 *   postgres: { port: number, superPassword: string },
 *   redisUrl: string,
 *   stop: () => Promise<void>,
 *   restart: (name: string) => Promise<Running>,
 * }} Stack
 */

/** @param {string} message */
const say = (message) => console.log(`stack: ${message}`);

/**
 * Whether the last self-hosted build is the one this stack made (its routes file unchanged
 * since), so a restart skips building again.
 * @param {string} marker
 * @param {string} routesFile
 */
const buildIsCurrent = (marker, routesFile) =>
  existsSync(marker) && existsSync(routesFile) && readFileSync(marker, "utf8").trim() === String(statSync(routesFile).mtimeMs);

/**
 * Starts everything; resolves once nginx answers. On a failure, stops what started and rejects.
 * @param {{ root?: string, build?: "auto" | "always" | "never", env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<Stack>}
 */
export const startStack = async ({ root = process.cwd(), build = "auto", env = process.env } = {}) => {
  const settings = stackSettings({ root, env });
  const { ports, dirs } = settings;
  for (const dir of [settings.stateDir, dirs.logs, dirs.uploads, dirs.cmsData]) mkdirSync(dir, { recursive: true });
  const log = (/** @type {string} */ name) => path.join(dirs.logs, `${name}.log`);
  const secrets = stackSecrets(dirs.secrets);
  /** @type {Part[]} */
  const parts = [];
  const stop = async () => {
    for (const { name, running } of [...parts].reverse()) {
      const { code, signal } = await running.stop("SIGTERM");
      say(`${name} stopped (${signal ?? `exit ${code}`})`);
    }
    parts.length = 0;
  };
  /** Starts a stopped part again (the load benchmark's faults), as it was started. */
  const restart = async (/** @type {string} */ name) => {
    const part = parts.find((candidate) => candidate.name === name);
    if (!part?.start) throw new Error(`no part named ${name} can be started again`);
    part.running = await part.start();
    return part.running;
  };

  try {
    const postgresCluster = { port: ports.postgres, superPassword: secrets.postgresSuper };
    const postgresOptions = { dataDir: dirs.postgres, ...postgresCluster, logFile: log("postgres") };
    const postgres = await startPostgres(postgresOptions);
    parts.push({
      name: "PostgreSQL",
      running: postgres.running,
      start: async () => (await startPostgres(postgresOptions)).running,
    });
    const freshDatabase = ensureDatabase(postgresCluster, { name: "directus", password: secrets.postgresCms });
    say(`PostgreSQL on 127.0.0.1:${ports.postgres}${postgres.created ? " (new cluster)" : ""}`);

    const redisOptions = { port: ports.redis, dir: dirs.redis, password: secrets.redis, logFile: log("redis") };
    const redis = await startRedis(redisOptions);
    parts.push({ name: "Redis", running: redis.running, start: async () => (await startRedis(redisOptions)).running });
    say(`Redis on 127.0.0.1:${ports.redis}`);

    const config = await loadCmsConfig(cmsEnvironment({ settings, secrets, redisUrl: redis.url, env }));
    await prepareCms({ fresh: freshDatabase });
    // A new database gets the samples from a first instance that asks for no rebuild (the stack
    // builds or makes its first release itself; a request would only start a needless build
    // once the build service listens), then stopped; on later starts the samples add nothing.
    if (freshDatabase) {
      const port = ports.directus[0];
      const quiet = await startDirectusInstance({ port, logFile: log("directus-1"), overrides: { BUILD_HOOK_URL: "" } });
      try {
        await provisionCms({ logFile: log });
      } finally {
        await quiet.stop("SIGTERM");
      }
    }
    for (const [index, port] of ports.directus.entries()) {
      const start = () => startDirectusInstance({ port, logFile: log(`directus-${index + 1}`) });
      parts.push({ name: `Directus ${index + 1}`, running: await start(), start });
      say(`Directus ${index + 1} on 127.0.0.1:${port}`);
      // Samples and provisioning (idempotent) once the first instance serves, before the second starts.
      if (index === 0 && !freshDatabase) await provisionCms({ logFile: log });
    }

    // The CMS's front door: editors, the build and the Functions reach Directus through it.
    const cmsNginxConf = writeCmsConfig({
      outDir: path.join(dirs.nginx, "cms"),
      listen: `127.0.0.1:${ports.cms}`,
      instances: ports.directus.map((port) => `127.0.0.1:${port}`),
    });
    const cmsNginx = await startNginx({
      mainConfPath: cmsNginxConf.mainConfPath,
      stateDir: cmsNginxConf.stateDir,
      port: ports.cms,
    });
    parts.push({ name: "nginx (CMS)", running: cmsNginx });
    say(`CMS behind nginx on 127.0.0.1:${ports.cms}`);

    const siteUrl = `http://127.0.0.1:${ports.site}`;
    const cmsUrl = `http://127.0.0.1:${ports.cms}`;
    const cmsSecrets = config.localSecrets();
    const functionsEnv = {
      ...env,
      DIRECTUS_URL: cmsUrl,
      DIRECTUS_FORMS_TOKEN: cmsSecrets.formsToken,
      SESSION_SECRET: cmsSecrets.sessionSecret,
      SITE_URL: siteUrl,
      // nginx is the one proxy in front of the replicas.
      TRUST_PROXY: "1",
      RATE_LIMIT_REDIS_URL: redis.url,
    };

    const paths = selfHostedPaths(settings.root);
    const routesFile = path.join(paths.manifestsDir, "routes.json");
    const marker = path.join(settings.stateDir, "build.txt");
    // What every build of the stack runs with: this one, and the build service's.
    const buildEnv = {
      ...functionsEnv,
      DIRECTUS_TOKEN: cmsSecrets.buildToken,
      SITE_BUILD_REPORT_TOKEN: cmsSecrets.buildServiceToken,
      SITE_ADAPTER: "self-hosted",
      GATSBY_TELEMETRY_DISABLED: "1",
    };
    const releases = releasesLayout(settings.stateDir);
    let built = false;
    if (build === "always" || (build === "auto" && !buildIsCurrent(marker, routesFile))) {
      say("building the site (self-hosted adapter)");
      const code = await reportedGatsbyBuild({ gatsbyBin, label: "npm run stack", env: buildEnv });
      if (code !== 0) throw new Error(`the build failed (exit ${code}): its output is above`);
      writeFileSync(marker, String(statSync(routesFile).mtimeMs));
      built = true;
    } else if (!existsSync(routesFile) || !existsSync(paths.publicDir)) {
      // public/ goes with `gatsby clean` (the scale test runs it), self-hosted/ stays.
      throw new Error(
        `no self-hosted build to serve yet (${existsSync(routesFile) ? "public/ is missing" : "self-hosted/ is missing"}): start without --no-build, or run SITE_ADAPTER=self-hosted npm run build first`,
      );
    } else say("reusing the last self-hosted build (--build builds again)");
    if (built || (await currentRelease(releases.dir)) === null) {
      const label = built ? "npm run stack" : "npm run stack (the checkout's last build)";
      const { stateDir, root, keepReleases: keep } = settings;
      const { release } = await publishBuild({ stateDir, root, keep, label, nginxPidFile: null });
      say(`release ${release.id} is live`);
    } else say(`release ${await currentRelease(releases.dir)} is live`);

    const replicas = ports.functions.map((port) => `127.0.0.1:${port}`);
    for (const [index, port] of ports.functions.entries()) {
      const start = () =>
        startReplica({ port, env: functionsEnv, functionsDir: paths.functionsDir, logFile: log(`functions-${index + 1}`) });
      parts.push({ name: `Functions ${index + 1}`, running: await start(), start });
    }
    say(`Functions replicas on ${replicas.join(", ")}`);

    // The live release, through its link: a switch is seen by the next request (and a reload
    // for the release's routes).
    const written = writeSiteConfig({
      routesDir: releases.routesDir,
      publicDir: releases.publicDir,
      outDir: path.join(dirs.nginx, "site"),
      listen: `127.0.0.1:${ports.site}`,
      functions: replicas,
      user: nginxWorkerUser(releases.publicDir),
    });
    const nginx = await startNginx({ mainConfPath: written.mainConfPath, stateDir: written.stateDir, port: ports.site });
    parts.push({ name: "nginx (site)", running: nginx });

    const startService = () =>
      startBuildService({
        port: ports.buildService,
        logFile: log("build-service"),
        env: {
          ...buildEnv,
          BUILD_SERVICE_SECRET: secrets.buildHook,
          BUILD_SERVICE_REDIS_URL: redis.url,
          STACK_DIR: settings.stateDir,
          SITE_ROOT: settings.root,
          SITE_NGINX_PID_FILE: settings.siteNginxPidFile,
          STACK_RELEASES_KEEP: String(settings.keepReleases),
        },
      });
    parts.push({ name: "build service", running: await startService(), start: startService });
    say(`build service on 127.0.0.1:${ports.buildService} (releases in ${releases.dir})`);
    return {
      settings,
      parts,
      siteUrl,
      cmsUrl,
      functionsEnv,
      cmsSecrets,
      postgres: postgresCluster,
      redisUrl: redis.url,
      stop,
      restart,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
