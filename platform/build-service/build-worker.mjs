/**
 * The worker that runs the queued builds (build-queue.mjs), one at a time: a build, and when it
 * succeeds, its release made live. A failed build throws, so BullMQ records the job as failed
 * and nothing visitors see changes; the build has already written its own error into
 * `site_builds`, which tells staff (the CMS's flow "Announce failed site builds to staff").
 */
import { Worker } from "bullmq";
import { queueName, redisConnection } from "./build-queue.mjs";

/**
 * @typedef {{ started: number, succeeded: number, failed: number, lastRelease: string | null, lastError: string | null }} BuildStats
 */

/**
 * @param {{
 *   redisUrl: string,
 *   build: () => import("./run-build.mjs").RunningBuild,
 *   publish: (label: string) => Promise<{ release: { id: string, keptAssets: number, copiedFiles: number, unchangedFiles: number }, reloaded: boolean, pruned: string[] }>,
 *   log: (line: string) => void,
 * }} options
 */
export const startBuildWorker = ({ redisUrl, build, publish, log }) => {
  /** @type {BuildStats} */
  const stats = { started: 0, succeeded: 0, failed: 0, lastRelease: null, lastError: null };
  /** @type {import("./run-build.mjs").RunningBuild | null} */
  let running = null;

  const worker = new Worker(
    queueName,
    async (job) => {
      stats.started += 1;
      log(`build ${job.id}: starting (asked for ${String(job.data.summary ?? job.data.reason ?? "a rebuild")})`);
      running = build();
      const { code, seconds, timedOut } = await running.done;
      running = null;
      if (timedOut)
        throw new Error(`npm run build was stopped after its time limit (${seconds.toFixed(1)} s); the live release stays`);
      if (code !== 0) throw new Error(`npm run build exited with ${code} after ${seconds.toFixed(1)} s; the live release stays`);
      const { release, reloaded, pruned } = await publish(`build ${job.id}`);
      log(
        `build ${job.id}: built in ${seconds.toFixed(1)} s; release ${release.id} is live (${release.copiedFiles} files copied, ${release.unchangedFiles} unchanged ones linked, ${release.keptAssets} hashed files kept from older releases${reloaded ? ", nginx reloaded" : ""})${pruned.length > 0 ? `; pruned ${pruned.join(", ")}` : ""}`,
      );
      return { release: release.id, seconds };
    },
    { connection: redisConnection(redisUrl), concurrency: 1 },
  );
  worker.on("completed", (_job, result) => {
    stats.succeeded += 1;
    stats.lastRelease = result.release;
  });
  worker.on("failed", (job, error) => {
    stats.failed += 1;
    stats.lastError = error.message;
    log(`build ${job?.id ?? "?"}: failed: ${error.message}`);
  });
  // BullMQ reconnects by itself while Redis is away; each failed attempt is an event, not a crash.
  worker.on("error", (error) => log(`queue: ${error.message}`));

  return {
    stats: () => ({ ...stats, building: running !== null }),
    /** Stops the running build (its process group) and the worker. */
    close: async () => {
      running?.stop();
      await worker.close();
    },
  };
};
