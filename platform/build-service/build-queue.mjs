/**
 * The site's build queue: a BullMQ queue on the stack's Redis, one build at a time.
 *
 * Every request carries the same deduplication id with BullMQ's `keepLastIfActive`: while no
 * build waits, a request queues one; while one waits, a request joins it (its changes are read
 * when that build starts); while one runs, a request leaves exactly one build waiting behind
 * it, however many requests come. So builds never pile up, and a change saved during a build
 * is in the next one.
 */
import { Queue } from "bullmq";

export const queueName = "site-build";
/** The one deduplication id of every build request. */
export const buildDeduplicationId = "site-build";

/**
 * BullMQ's connection settings from a redis:// URL (the stack's, with its password).
 * @param {string} url
 * @returns {import("bullmq").ConnectionOptions}
 */
export const redisConnection = (url) => {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    // A worker's blocking reads must wait for Redis as long as it takes (BullMQ's requirement).
    maxRetriesPerRequest: null,
  };
};

/**
 * How the queue took a request: a new build queued; joined the build waiting to start; or,
 * during a build, the one build that runs after it (BullMQ answers with the running build's id
 * and makes that next build when the running one ends).
 * @typedef {"queued" | "joined the waiting build" | "after the running build"} RequestOutcome
 */

/**
 * What a request did, from the job id BullMQ answered with and the jobs running and waiting
 * just before (informational: another request may come in between).
 * @param {{ active: string | null, waiting: string | null }} before
 * @param {string | undefined} answeredId
 * @returns {RequestOutcome}
 */
export const requestOutcome = (before, answeredId) => {
  if (answeredId !== undefined && answeredId === before.waiting) return "joined the waiting build";
  if (answeredId !== undefined && answeredId === before.active) return "after the running build";
  return "queued";
};

/**
 * @param {string} redisUrl
 */
export const openBuildQueue = (redisUrl) => {
  const queue = new Queue(queueName, {
    connection: redisConnection(redisUrl),
    defaultJobOptions: { attempts: 1, removeOnComplete: { count: 200 }, removeOnFail: { count: 200 } },
  });

  // While Redis is away BullMQ reconnects by itself; a request meanwhile fails (503, and the
  // CMS's hook tries again). Without a listener each attempt would be an uncaught error.
  queue.on("error", () => {});
  /** @param {import("bullmq").JobType[]} states */
  const firstJobId = async (states) => (await queue.getJobs(states, 0, 0))[0]?.id ?? null;

  return {
    queue,
    /**
     * Asks for a build.
     * @param {Record<string, unknown>} request what the caller said (kept with the job)
     * @returns {Promise<RequestOutcome>}
     */
    async request(request) {
      const before = { active: await firstJobId(["active"]), waiting: await firstJobId(["waiting", "prioritized", "delayed"]) };
      const job = await queue.add(
        "build",
        { ...request, requestedAt: new Date().toISOString() },
        { deduplication: { id: buildDeduplicationId, keepLastIfActive: true } },
      );
      return requestOutcome(before, job.id);
    },
    /** Counts of the queue's jobs by state. */
    counts: () => queue.getJobCounts("waiting", "active", "completed", "failed", "delayed", "prioritized"),
    close: () => queue.close(),
  };
};
