/**
 * Resident memory of a process tree (a `gatsby build` and its workers), read from /proc.
 * Tests: platform/bench/scale/__tests__/process-memory.test.ts (the pure parts).
 */
import { readFileSync, readdirSync } from "node:fs";

/**
 * A process's pid, its parent's pid and its resident memory in kB.
 * @typedef {{ pid: number, ppid: number, rssKb: number }} ProcessRow
 */

/**
 * Parent pid of a /proc/<pid>/stat line (the command name may hold spaces and parentheses).
 * @param {string} stat
 * @returns {number}
 */
export const parentPidOfStat = (stat) => Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);

/**
 * Resident set size in kB of a /proc/<pid>/status text, 0 when it has none (a zombie).
 * @param {string} status
 * @returns {number}
 */
export const rssKbOfStatus = (status) => {
  const match = status.match(/^VmRSS:\s+(\d+)\s+kB/m);
  return match ? Number(match[1]) : 0;
};

/**
 * Sum of `rssKb` over `rootPid` and its descendants, from `{ pid, ppid, rssKb }` rows.
 * @param {ProcessRow[]} processes
 * @param {number} rootPid
 * @returns {number}
 */
export const treeRssKb = (processes, rootPid) => {
  /** @type {Map<number, ProcessRow[]>} */
  const children = new Map();
  for (const row of processes) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  const root = processes.find((row) => row.pid === rootPid);
  if (!root) return 0;
  let total = 0;
  const pending = [root];
  const seen = new Set();
  let row;
  while ((row = pending.pop()) !== undefined) {
    if (seen.has(row.pid)) continue;
    seen.add(row.pid);
    total += row.rssKb;
    pending.push(...(children.get(row.pid) ?? []));
  }
  return total;
};

/** Every process's row, from /proc. */
const readProcesses = () => {
  /** @type {ProcessRow[]} */
  const rows = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      rows.push({
        pid: Number(entry),
        ppid: parentPidOfStat(readFileSync(`/proc/${entry}/stat`, "utf8")),
        rssKb: rssKbOfStatus(readFileSync(`/proc/${entry}/status`, "utf8")),
      });
    } catch {
      // the process ended while we read it
    }
  }
  return rows;
};

/**
 * Polls the tree of `rootPid` every `intervalMs`; `stop()` ends the polling and returns the
 * peak in MB (1 MB = 1024 kB).
 * @param {number} rootPid
 * @returns {{ stop: () => number }}
 */
export const watchPeakMemory = (rootPid, intervalMs = 250) => {
  let peakKb = 0;
  const sample = () => {
    peakKb = Math.max(peakKb, treeRssKb(readProcesses(), rootPid));
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(peakKb / 1024);
    },
  };
};
