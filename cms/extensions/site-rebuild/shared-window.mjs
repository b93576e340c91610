/**
 * The rebuild window shared by every Directus instance through Redis, for a CMS that runs as
 * several instances (the production stack): a burst of saves spread over the instances makes
 * one build request, as it does on one instance with lib.mjs's createCoalescer.
 *
 * - Each change is appended to a Redis list first, then the instance tries to open the window
 *   with `SET window NX PX`. The one that opens it closes it `windowMs` later: in one Lua script
 *   it takes every change in the list, empties it and removes its own window key, then calls
 *   `onClose` once with them all.
 * - Appending before opening means no change is stranded: a change appended while the window
 *   closes is either taken by that close, or finds the window key gone and opens the next one
 *   (a window that finds the list empty calls nothing).
 * - The window key expires by itself (`windowMs` plus a grace period), so an instance that
 *   dies with a window open blocks nothing: every instance that appended a change checks again
 *   after that time and, finding no window open and changes waiting, closes one for them. Finding
 *   a window still open (another instance's, or the dead one's key a moment from expiring: the
 *   timer and Redis's expiry can meet within a millisecond) while changes wait, it checks again
 *   when that key expires, until the changes are taken.
 */
import { randomUUID } from "node:crypto";

/** How long after a window key's expiry a waiting change looks again. */
const rescueMarginMs = 20;

/** Takes the changes and empties the list; removes the window key only if this instance holds it. */
const takeChangesScript = `
local changes = redis.call('LRANGE', KEYS[1], 0, -1)
redis.call('DEL', KEYS[1])
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
return changes`;

/**
 * What this module uses of an ioredis client.
 * @typedef {{
 *   rpush: (key: string, value: string) => Promise<number>,
 *   set: (key: string, value: string, px: "PX", ms: number, nx: "NX") => Promise<string | null>,
 *   eval: (script: string, keys: number, ...args: string[]) => Promise<unknown>,
 *   llen: (key: string) => Promise<number>,
 *   pttl: (key: string) => Promise<number>,
 * }} WindowRedis
 */

/**
 * @param {{
 *   redis: WindowRedis,
 *   windowMs: number,
 *   onClose: (batch: import("./lib.mjs").Batch) => Promise<void>,
 *   onError?: (error: unknown) => void,
 *   keyPrefix?: string,
 *   graceMs?: number,
 *   timers?: import("./lib.mjs").Timers,
 *   now?: () => number,
 * }} options
 */
export const createSharedCoalescer = ({
  redis,
  windowMs,
  onClose,
  onError = () => {},
  keyPrefix = "site-rebuild:",
  graceMs = 10_000,
  timers = globalThis,
  now = Date.now,
}) => {
  const changesKey = `${keyPrefix}changes`;
  const windowKey = `${keyPrefix}window`;
  const instance = randomUUID();

  /** @param {() => void} callback @param {number} ms */
  const later = (callback, ms) => {
    const handle = timers.setTimeout(callback, ms);
    // A pending window must not keep Directus from shutting down.
    /** @type {{ unref?: () => void }} */ (handle)?.unref?.();
  };

  const openWindow = async () => (await redis.set(windowKey, instance, "PX", windowMs + graceMs, "NX")) === "OK";

  /** @param {number} openedAt */
  const close = async (openedAt) => {
    try {
      const taken = /** @type {string[]} */ (await redis.eval(takeChangesScript, 2, changesKey, windowKey, instance));
      if (taken.length === 0) return;
      const entries = taken.map((entry) => JSON.parse(entry));
      const first = Math.min(openedAt, ...entries.map((entry) => entry.at));
      await onClose({ openedAt: first, closedAt: now(), changes: entries.map((entry) => entry.change) });
    } catch (error) {
      onError(error);
    }
  };

  /**
   * After the longest a window can stay open: if none is open and changes wait, close one for
   * them; if one is open and changes wait, look again when it expires (its owner may be gone).
   */
  const rescue = async () => {
    try {
      if (await openWindow()) {
        await close(now());
        return;
      }
      const [waiting, expiresInMs] = await Promise.all([redis.llen(changesKey), redis.pttl(windowKey)]);
      if (waiting > 0) later(() => void rescue(), Math.max(expiresInMs, 0) + rescueMarginMs);
    } catch (error) {
      onError(error);
    }
  };

  return {
    /**
     * Adds a change to the shared window, or opens one with it; resolves with whether it opened one.
     * @param {import("./lib.mjs").Change} change
     * @returns {Promise<boolean>}
     */
    async add(change) {
      const at = now();
      await redis.rpush(changesKey, JSON.stringify({ at, change }));
      if (await openWindow()) {
        later(() => void close(at), windowMs);
        return true;
      }
      later(() => void rescue(), windowMs + graceMs);
      return false;
    },
  };
};
