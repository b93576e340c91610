/**
 * Whether the CMS the Functions write to answers: a replica is ready only then (`/healthz`).
 * Asks Directus's public `/server/ping`, at DIRECTUS_URL as the Functions read it when they run.
 */

/** @typedef {{ ok: true } | { ok: false, reason: string }} CmsHealth */

/**
 * @param {{ directusUrl: string | undefined, timeoutMs?: number, fetch?: typeof globalThis.fetch }} options
 * @returns {Promise<CmsHealth>}
 */
export const cmsHealth = async ({ directusUrl, timeoutMs = 2000, fetch = globalThis.fetch }) => {
  const url = directusUrl?.trim().replace(/\/+$/, "");
  if (!url) return { ok: false, reason: "DIRECTUS_URL is not set" };
  try {
    const response = await fetch(`${url}/server/ping`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return response.ok ? { ok: true } : { ok: false, reason: `the CMS at DIRECTUS_URL answered ${response.status}` };
  } catch (error) {
    const { cause, message } = /** @type {Error & { cause?: { code?: string, message?: string } }} */ (error);
    const why = cause?.code ?? cause?.message ?? message;
    return { ok: false, reason: `the CMS at DIRECTUS_URL does not answer (${why})` };
  }
};
