import {
  DirectusConfigurationError,
  rejectedTokenMessage,
  unexpectedResponseMessage,
  unreachableMessage,
} from "./errors";
import type { DirectusPluginOptions } from "./options";

export type Fetch = typeof fetch;
export type Sleep = (ms: number) => Promise<void>;

const wait: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const isTransient = (status: number): boolean => status === 429 || status >= 500;

export interface DirectusClient {
  get<T>(path: string, params?: Record<string, string>): Promise<T>;
  /** Every item of a collection endpoint, page by page. */
  getAll<T>(path: string, params?: Record<string, string>): Promise<T[]>;
}

/**
 * REST client with retries and exponential back-off on transient failures. Anything the
 * operator must fix (unreachable host, rejected token) becomes a DirectusConfigurationError
 * whose message names DIRECTUS_URL or DIRECTUS_TOKEN.
 */
export const createDirectusClient = (
  options: Pick<DirectusPluginOptions, "url" | "token" | "pageSize" | "retries">,
  { fetchImpl = fetch, sleep = wait, baseDelayMs = 500 }: { fetchImpl?: Fetch; sleep?: Sleep; baseDelayMs?: number } = {},
): DirectusClient => {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;

  const get = async <T>(path: string, params: Record<string, string> = {}): Promise<T> => {
    const query = new URLSearchParams(params).toString();
    const url = `${options.url}${path}${query ? `?${query}` : ""}`;
    let lastProblem = "";
    for (let attempt = 0; attempt <= options.retries; attempt += 1) {
      if (attempt > 0) await sleep(baseDelayMs * 2 ** (attempt - 1));
      let response: Response;
      try {
        response = await fetchImpl(url, { headers });
      } catch (error) {
        const cause = error as Error & { cause?: { code?: string } };
        lastProblem = cause.cause?.code ?? cause.message;
        continue;
      }
      if (response.ok) return ((await response.json()) as { data: T }).data;
      if (response.status === 401 || response.status === 403) {
        throw new DirectusConfigurationError(rejectedTokenMessage(options.url, response.status, Boolean(options.token)));
      }
      if (!isTransient(response.status)) {
        throw new DirectusConfigurationError(
          unexpectedResponseMessage(options.url, path, response.status, await response.text()),
        );
      }
      lastProblem = `HTTP ${response.status}`;
    }
    throw new DirectusConfigurationError(
      unreachableMessage(options.url, `${lastProblem} after ${options.retries + 1} attempts`),
    );
  };

  const getAll = async <T>(path: string, params: Record<string, string> = {}): Promise<T[]> => {
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const batch = await get<T[]>(path, { ...params, limit: String(options.pageSize), page: String(page) });
      items.push(...batch);
      if (batch.length < options.pageSize) return items;
    }
  };

  return { get, getAll };
};
