/**
 * The stack's build service as its tests and benchmarks see it: `GET /status` with the hook's
 * secret (platform/build-service/receiver.mjs).
 */
import { stackSecrets } from "../stack/secrets.mjs";
import { request } from "./http-client.mjs";

/**
 * @typedef {{ queue: Record<string, number>, builds: { started: number, building: boolean }, release: string }} BuildServiceStatus
 */

/**
 * A reader of the stack's build service status.
 * @param {{ ports: { buildService: number }, dirs: { secrets: string } }} settings the stack's settings
 * @returns {() => Promise<BuildServiceStatus>}
 */
export const buildServiceStatusReader = (settings) => {
  const secret = stackSecrets(settings.dirs.secrets).buildHook;
  return async () =>
    (
      await request({ port: settings.ports.buildService, path: "/status", headers: { Authorization: `Bearer ${secret}` } })
    ).json();
};

/** The queue's counts of builds not yet done (BullMQ's states before "completed" and "failed"). */
const pendingStates = ["waiting", "active", "delayed", "prioritized"];

/**
 * Whether the service has a build running or waiting.
 * @param {BuildServiceStatus} status
 */
export const buildServiceBusy = (status) =>
  status.builds.building || pendingStates.some((state) => (status.queue[state] ?? 0) > 0);
