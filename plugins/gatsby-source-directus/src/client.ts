import {
  DirectusConfigurationError,
  keptFailingMessage,
  refusedMessage,
  summariseAnswer,
  tooLargeMessage,
  unexpectedAnswerMessage,
  unreachableMessage,
  type AnswerSummary,
} from "./errors";
import type { DirectusSettings } from "./options";

export type Fetch = typeof fetch;
export type Sleep = (ms: number) => Promise<void>;

const wait: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const isTransient = (status: number): boolean => status === 429 || status >= 500;

/**
 * Ids per request of `getByIds`. A uuid costs 45 characters of a URL-encoded `_in` filter,
 * so 100 of them make a URL of about 5 KB, far below Node's 16 KB header limit (beyond it
 * Directus answers 431) and below the 8 KB many proxies allow.
 */
export const idsPerRequest = 100;

/**
 * Ids per request of `getIds`. An id list is a few bytes per item, so a large page keeps an
 * archive of 10,000 posts to a few requests (at 100 per page, the id list alone took about
 * 100 requests, several seconds of every build).
 */
export const idsPerPage = 5000;

/** Query parameters of a paged list: `sort` must give a total order (end it with a unique field). */
export type PagedParams = Record<string, string> & { sort: string };

export interface DirectusClient {
  get<T>(path: string, params?: Record<string, string>): Promise<T>;
  /**
   * Every item of a collection endpoint, page by page (`limit`/`page`). The sort must be a
   * total order, or Directus may return an item on two pages and skip another.
   */
  getAll<T>(path: string, params: PagedParams): Promise<T[]>;
  /**
   * The numeric primary keys of every item matching `filter`, ascending, in pages of `idsPerPage`
   * read by key (each page starts after the last id of the one before), until a page comes back
   * empty: a Directus whose QUERY_LIMIT_MAX is lower than the page only makes more pages.
   */
  getIds(path: string, filter: Record<string, unknown>): Promise<number[]>;
  /**
   * The items whose primary key is in `ids`, in requests of at most `idsPerRequest` ids, so
   * no request grows with the archive. Each id is asked for once; the chunks' results come
   * back in the order of the chunks (within a chunk, sorted by id). `filter` is combined
   * with the id filter.
   */
  getByIds<T>(
    path: string,
    ids: readonly (string | number)[],
    params?: Record<string, string>,
    filter?: Record<string, unknown>,
  ): Promise<T[]>;
}

const failure = (message: string): DirectusConfigurationError => new DirectusConfigurationError(message);

/**
 * REST client with retries and exponential back-off on transient failures (network, 429,
 * 5xx). Any failure it gives up on is a DirectusConfigurationError saying what happened:
 * the status, the request's path (not its query) and Directus's own message. It names
 * DIRECTUS_URL only for an unreachable host or an answer that is not Directus's, and
 * DIRECTUS_TOKEN only for 401/403.
 */
export const createDirectusClient = (
  options: Pick<DirectusSettings, "url" | "token" | "pageSize" | "retries">,
  { fetchImpl = fetch, sleep = wait, baseDelayMs = 500 }: { fetchImpl?: Fetch; sleep?: Sleep; baseDelayMs?: number } = {},
): DirectusClient => {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const attempts = options.retries + 1;

  const get = async <T>(path: string, params: Record<string, string> = {}): Promise<T> => {
    const query = new URLSearchParams(params).toString();
    const url = `${options.url}${path}${query ? `?${query}` : ""}`;
    let networkProblem = "";
    let lastFailure: { status: number; answer: AnswerSummary } | undefined;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      if (attempt > 0) await sleep(baseDelayMs * 2 ** (attempt - 1));
      let response: Response;
      let body: string;
      try {
        response = await fetchImpl(url, { headers });
        body = await response.text();
      } catch (error) {
        const cause = error as Error & { cause?: { code?: string } };
        networkProblem = cause.cause?.code ?? cause.message;
        lastFailure = undefined;
        continue;
      }
      if (response.ok) {
        try {
          const parsed = JSON.parse(body) as { data?: T };
          if (parsed && typeof parsed === "object" && "data" in parsed) return parsed.data as T;
        } catch {
          // reported below: a 2xx that is not Directus JSON is another server
        }
        throw failure(unexpectedAnswerMessage(options.url, path, response.status, summariseAnswer(body)));
      }
      const answer = summariseAnswer(body);
      if (response.status === 401 || response.status === 403) {
        throw failure(refusedMessage(options.url, path, response.status, Boolean(options.token), answer));
      }
      if (response.status === 414 || response.status === 431) {
        throw failure(tooLargeMessage(options.url, path, response.status));
      }
      if (!isTransient(response.status)) {
        throw failure(unexpectedAnswerMessage(options.url, path, response.status, answer));
      }
      lastFailure = { status: response.status, answer };
    }
    if (lastFailure) throw failure(keptFailingMessage(options.url, path, lastFailure.status, attempts, lastFailure.answer));
    throw failure(unreachableMessage(options.url, `${networkProblem} after ${attempts} attempts`));
  };

  const getAll = async <T>(path: string, params: PagedParams): Promise<T[]> => {
    if (!params.sort) throw new Error(`getAll(${path}) needs a sort that is a total order`);
    const items: T[] = [];
    for (let page = 1; ; page += 1) {
      const batch = await get<T[]>(path, { ...params, limit: String(options.pageSize), page: String(page) });
      items.push(...batch);
      if (batch.length < options.pageSize) return items;
    }
  };

  const getIds = async (path: string, filter: Record<string, unknown>): Promise<number[]> => {
    const ids: number[] = [];
    for (;;) {
      const after = ids.at(-1);
      const batch = await get<{ id: number }[]>(path, {
        fields: "id",
        filter: JSON.stringify(after === undefined ? filter : { _and: [filter, { id: { _gt: after } }] }),
        sort: "id",
        limit: String(idsPerPage),
      });
      if (batch.length === 0) return ids;
      ids.push(...batch.map((item) => item.id));
    }
  };

  const getByIds = async <T>(
    path: string,
    ids: readonly (string | number)[],
    params: Record<string, string> = {},
    filter?: Record<string, unknown>,
  ): Promise<T[]> => {
    const unique = [...new Set(ids)];
    const items: T[] = [];
    for (let start = 0; start < unique.length; start += idsPerRequest) {
      const chunk = unique.slice(start, start + idsPerRequest);
      const byId = { id: { _in: chunk } };
      // Ids are unique, so one request of `limit = chunk.length` holds every match.
      const batch = await get<T[]>(path, {
        ...params,
        filter: JSON.stringify(filter ? { _and: [filter, byId] } : byId),
        sort: "id",
        limit: String(chunk.length),
      });
      items.push(...batch);
    }
    return items;
  };

  return { get, getAll, getIds, getByIds };
};
