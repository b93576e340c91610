/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { createDirectusClient, idsPerPage, idsPerRequest, type Fetch } from "../client";
import { DirectusConfigurationError } from "../errors";

const options = { url: "http://cms.test", token: "secret-token", pageSize: 2, retries: 2 };

const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const directusError = (status: number, message: string, code = "INVALID_QUERY"): Response =>
  jsonResponse(status, { errors: [{ message, extensions: { code } }] });

const fakeFetch = (...answers: Array<Response | Error>) => {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = answers.shift();
    if (!answer) throw new Error("no more fake answers");
    if (answer instanceof Error) throw answer;
    return answer;
  }) as unknown as Fetch;
  return { impl, calls };
};

/**
 * A fake Directus collection: answers `filter={"id":{"_in":[...]}}` and `limit`/`page` with
 * `sort` the way Directus does (offset = (page - 1) * limit), and records every request.
 */
const fakeCollection = <T extends { id: string | number }>(items: T[], compare: (a: T, b: T) => number) => {
  const urls: string[] = [];
  const impl = (async (input: string) => {
    urls.push(input);
    const params = new URL(input).searchParams;
    const filter = params.get("filter") ? (JSON.parse(params.get("filter")!) as Record<string, unknown>) : undefined;
    const wanted = (filter as { id?: { _in?: Array<string | number> } } | undefined)?.id?._in;
    const limit = Number(params.get("limit"));
    const page = Number(params.get("page") ?? "1");
    const wantedIds = wanted ? new Set(wanted) : undefined;
    const matching = items.filter((item) => !wantedIds || wantedIds.has(item.id)).sort(compare);
    return jsonResponse(200, { data: matching.slice((page - 1) * limit, page * limit) });
  }) as unknown as Fetch;
  return { impl, urls };
};

const connectionRefused = () => Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
const noSleep = jest.fn(async () => undefined);

/** The message of the error `promise` rejects with. */
const failureOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DirectusConfigurationError);
    return (error as Error).message;
  }
  throw new Error("expected a failure");
};

describe("Directus client", () => {
  beforeEach(() => noSleep.mockClear());

  it("sends the token and returns the data of the answer", async () => {
    const { impl, calls } = fakeFetch(jsonResponse(200, { data: [{ id: 1 }] }));
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.get("/items/posts", { fields: "id" })).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]!.url).toBe("http://cms.test/items/posts?fields=id");
    expect(calls[0]!.headers.Authorization).toBe("Bearer secret-token");
  });

  it("retries transient failures with exponential back-off", async () => {
    const { impl } = fakeFetch(connectionRefused(), jsonResponse(503, {}), jsonResponse(200, { data: "ok" }));
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep, baseDelayMs: 100 });
    await expect(client.get("/server/ping")).resolves.toBe("ok");
    expect(noSleep.mock.calls).toEqual([[100], [200]]);
  });
});

describe("getAll: stable paging", () => {
  it("reads every page until a short one, with the sort it is given on every page", async () => {
    const { impl, calls } = fakeFetch(
      jsonResponse(200, { data: [{ id: 1 }, { id: 2 }] }),
      jsonResponse(200, { data: [{ id: 3 }] }),
    );
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.getAll("/items/posts", { sort: "-date_created,-id" })).resolves.toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
    const params = calls.map((call) => new URL(call.url).searchParams);
    expect(params.map((param) => param.get("page"))).toEqual(["1", "2"]);
    expect(params.map((param) => param.get("limit"))).toEqual(["2", "2"]);
    expect(params.map((param) => param.get("sort"))).toEqual(["-date_created,-id", "-date_created,-id"]);
  });

  it("returns each post exactly once when many share a creation date (the id breaks ties)", async () => {
    // 9 posts, 3 of them with the same date_created: only a total order pages them reliably.
    const posts = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) => ({
      id,
      date_created: id >= 4 && id <= 6 ? "2024-05-01T00:00:00Z" : `2024-0${id}-02T00:00:00Z`,
    }));
    const byDateThenId = (a: (typeof posts)[number], b: (typeof posts)[number]) =>
      b.date_created.localeCompare(a.date_created) || b.id - a.id;
    const { impl, urls } = fakeCollection(posts, byDateThenId);
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    const result = await client.getAll<(typeof posts)[number]>("/items/posts", { sort: "-date_created,-id" });
    expect(result.map((post) => post.id)).toEqual([...posts].sort(byDateThenId).map((post) => post.id));
    expect(new Set(result.map((post) => post.id)).size).toBe(posts.length);
    expect(urls).toHaveLength(5); // 4 full pages of 2 and a short one
  });

  it("asks for one more page when the last page is exactly full, and stops at the empty one", async () => {
    const items = [1, 2, 3, 4].map((id) => ({ id }));
    const { impl, urls } = fakeCollection(items, (a, b) => a.id - b.id);
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.getAll("/items/categories", { sort: "id" })).resolves.toEqual(items);
    expect(urls.map((url) => new URL(url).searchParams.get("page"))).toEqual(["1", "2", "3"]);
  });

  it("refuses a paged list without a sort", async () => {
    const { impl, calls } = fakeFetch();
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.getAll("/items/posts", { sort: "" })).rejects.toThrow(/needs a sort/);
    expect(calls).toHaveLength(0);
  });
});

describe("getIds: ids by key, in large pages", () => {
  /** A collection of ids answering `id > n` filters, at most `cap` per answer (Directus's QUERY_LIMIT_MAX). */
  const idCollection = (ids: number[], cap: number) => {
    const filters: unknown[] = [];
    const impl = (async (input: string) => {
      const params = new URL(input).searchParams;
      const filter = JSON.parse(params.get("filter")!) as { _and?: [unknown, { id: { _gt: number } }] };
      filters.push(filter);
      const after = filter._and?.[1].id._gt ?? -Infinity;
      const limit = Math.min(Number(params.get("limit")), cap);
      expect(params.get("sort")).toBe("id");
      expect(params.get("fields")).toBe("id");
      return jsonResponse(200, {
        data: ids
          .filter((id) => id > after)
          .slice(0, limit)
          .map((id) => ({ id })),
      });
    }) as unknown as Fetch;
    return { impl, filters };
  };
  const visible = { status: { _eq: "published" } };

  it("reads 12,000 ids in pages of idsPerPage, ending at the empty page", async () => {
    const ids = Array.from({ length: 12_000 }, (_, index) => index * 2 + 1);
    const { impl, filters } = idCollection(ids, Infinity);
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.getIds("/items/posts", visible)).resolves.toEqual(ids);
    expect(idsPerPage).toBe(5000);
    expect(filters).toHaveLength(4); // 5,000 + 5,000 + 2,000, then the empty page
    expect(filters[0]).toEqual(visible);
    expect(filters[1]).toEqual({ _and: [visible, { id: { _gt: ids[4999] } }] });
  });

  it("misses no id when the CMS answers fewer than asked for (a lower QUERY_LIMIT_MAX)", async () => {
    const ids = Array.from({ length: 25 }, (_, index) => index + 1);
    const { impl, filters } = idCollection(ids, 10);
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.getIds("/items/posts", visible)).resolves.toEqual(ids);
    expect(filters).toHaveLength(4);
  });
});

describe("getByIds: requests that never grow with the archive", () => {
  const files = Array.from({ length: 10_000 }, () => ({ id: randomUUID(), title: "a file" }));
  const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  it("asks for 10,000 ids in chunks: every URL under 8 KB, every id once, results in chunk order", async () => {
    const { impl, urls } = fakeCollection(files, byId);
    const client = createDirectusClient({ ...options, pageSize: 100 }, { fetchImpl: impl, sleep: noSleep });
    const ids = files.map((file) => file.id);

    const result = await client.getByIds<{ id: string }>("/files", ids, { fields: "id,title" });

    expect(urls).toHaveLength(10_000 / idsPerRequest);
    for (const url of urls) expect(Buffer.byteLength(url)).toBeLessThan(8 * 1024);
    const requested = urls.flatMap(
      (url) => (JSON.parse(new URL(url).searchParams.get("filter")!) as { id: { _in: string[] } }).id._in,
    );
    expect(requested).toHaveLength(ids.length);
    expect(new Set(requested).size).toBe(ids.length);
    expect(new Set(requested)).toEqual(new Set(ids));
    // Chunk after chunk, each sorted by id as Directus answers it.
    const expected = Array.from({ length: urls.length }, (_, chunk) =>
      ids.slice(chunk * idsPerRequest, (chunk + 1) * idsPerRequest).sort(),
    ).flat();
    expect(result.map((file) => file.id)).toEqual(expected);
    for (const url of urls) {
      const params = new URL(url).searchParams;
      expect(params.get("fields")).toBe("id,title");
      expect(params.get("sort")).toBe("id");
      expect(Number(params.get("limit"))).toBeLessThanOrEqual(idsPerRequest);
    }
  });

  it("asks for a repeated id once and makes no request for no ids", async () => {
    const { impl, urls } = fakeCollection(files.slice(0, 3), byId);
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.getByIds("/files", [])).resolves.toEqual([]);
    expect(urls).toHaveLength(0);

    const [a, b] = [files[0]!.id, files[1]!.id];
    const result = await client.getByIds<{ id: string }>("/files", [a, b, a, b, a]);
    expect(result.map((file) => file.id).sort()).toEqual([a, b].sort());
    expect(urls).toHaveLength(1);
    expect(JSON.parse(new URL(urls[0]!).searchParams.get("filter")!)).toEqual({ id: { _in: [a, b] } });
    expect(new URL(urls[0]!).searchParams.get("limit")).toBe("2");
  });

  it("combines its id filter with a given filter", async () => {
    const { impl, calls } = fakeFetch(jsonResponse(200, { data: [{ id: 4 }] }));
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await client.getByIds("/items/posts", [4, 9], { fields: "id" }, { status: { _eq: "published" } });
    expect(JSON.parse(new URL(calls[0]!.url).searchParams.get("filter")!)).toEqual({
      _and: [{ status: { _eq: "published" } }, { id: { _in: [4, 9] } }],
    });
  });
});

describe("what a failed request reports", () => {
  const client = (fetchImpl: Fetch, { anonymous = false } = {}) =>
    createDirectusClient({ ...options, token: anonymous ? undefined : options.token }, { fetchImpl, sleep: noSleep });

  it("400: status, path without the query, Directus's own message; no setting blamed, no retry", async () => {
    const { impl, calls } = fakeFetch(directusError(400, 'Invalid query. Invalid filter key "nope".'));
    const message = await failureOf(client(impl).get("/items/posts", { filter: '{"nope":{"_eq":1}}', fields: "id" }));
    expect(message).toBe(
      'Directus at http://cms.test answered 400 to GET /items/posts; Directus said: "Invalid query. Invalid filter key "nope".".',
    );
    expect(message).not.toMatch(/DIRECTUS_URL|DIRECTUS_TOKEN|filter=|fields=/);
    expect(calls).toHaveLength(1);
  });

  it("404 with an HTML page: not Directus, so DIRECTUS_URL is named, with a short excerpt", async () => {
    const page = `<!DOCTYPE html><html><head><title>Not Found</title></head><body>${"<p>nothing here</p>".repeat(50)}</body></html>`;
    const { impl } = fakeFetch(new Response(page, { status: 404, headers: { "Content-Type": "text/html" } }));
    const message = await failureOf(client(impl).get("/files", { filter: "{}" }));
    expect(message).toMatch(
      /^Directus at http:\/\/cms\.test answered 404 to GET \/files; the answer is not Directus JSON: "<!DOCTYPE html><html><head><title>Not Found/,
    );
    expect(message).toMatch(/Check DIRECTUS_URL points at a Directus 11 API\.$/);
    expect(message.length).toBeLessThan(450);
    expect(message).not.toMatch(/DIRECTUS_TOKEN/);
  });

  it("404 for a route Directus does not know: DIRECTUS_URL (a wrong path prefix) is the likely cause", async () => {
    const { impl } = fakeFetch(directusError(404, "Route /api/items/posts doesn't exist.", "ROUTE_NOT_FOUND"));
    const message = await failureOf(client(impl).get("/items/posts"));
    expect(message).toContain(`Directus said: "Route /api/items/posts doesn't exist."`);
    expect(message).toContain("Check DIRECTUS_URL");
  });

  it("a 200 that is not Directus JSON (another web server) names DIRECTUS_URL", async () => {
    const { impl } = fakeFetch(new Response("<html>Welcome to nginx!</html>", { status: 200 }));
    const message = await failureOf(client(impl).get("/items/posts"));
    expect(message).toContain(
      'answered 200 to GET /items/posts; the answer is not Directus JSON: "<html>Welcome to nginx!</html>"',
    );
    expect(message).toContain("Check DIRECTUS_URL");
  });

  it.each([401, 403])("%i names DIRECTUS_TOKEN with Directus's message, without retrying", async (status) => {
    const { impl, calls } = fakeFetch(directusError(status, "Invalid user credentials.", "INVALID_CREDENTIALS"));
    const message = await failureOf(client(impl).get("/items/posts", { fields: "id" }));
    expect(message).toContain(`Directus at http://cms.test rejected the request with ${status}. Check DIRECTUS_TOKEN`);
    expect(message).toContain('(GET /items/posts; Directus said: "Invalid user credentials.")');
    expect(message).not.toMatch(/DIRECTUS_URL|fields=/);
    expect(calls).toHaveLength(1);
  });

  it("asks for DIRECTUS_TOKEN when an anonymous request is refused, instead of blaming one", async () => {
    const { impl } = fakeFetch(directusError(403, "You don't have permission to access this.", "FORBIDDEN"));
    const message = await failureOf(client(impl, { anonymous: true }).get("/files"));
    expect(message).toMatch(/refused an anonymous request with 403\. Set DIRECTUS_TOKEN/);
  });

  it.each([431, 414])("%i says the request was too large, a plugin bug, and blames no setting", async (status) => {
    const { impl, calls } = fakeFetch(new Response("", { status }));
    const longQuery = { filter: JSON.stringify({ id: { _in: Array.from({ length: 400 }, () => randomUUID()) } }) };
    const message = await failureOf(client(impl).get("/files", longQuery));
    expect(message).toBe(
      `Directus at http://cms.test answered ${status} to GET /files: the request was too large. This is a bug in gatsby-source-directus (a request grew with the content), not a problem with your settings.`,
    );
    expect(message).not.toMatch(/DIRECTUS_URL|DIRECTUS_TOKEN/);
    expect(calls).toHaveLength(1);
  });

  it("a network failure that outlasts the retries names DIRECTUS_URL", async () => {
    const { impl } = fakeFetch(connectionRefused(), connectionRefused(), connectionRefused());
    const message = await failureOf(client(impl).get("/items/posts"));
    expect(message).toMatch(
      /^Could not reach Directus at http:\/\/cms\.test \(ECONNREFUSED after 3 attempts\)\. Check DIRECTUS_URL/,
    );
  });

  it("a 5xx that outlasts the retries reports Directus's failure, not the operator's settings", async () => {
    const { impl, calls } = fakeFetch(
      directusError(503, "Service Unavailable", "SERVICE_UNAVAILABLE"),
      connectionRefused(),
      directusError(500, "An unexpected error occurred.", "INTERNAL_SERVER_ERROR"),
    );
    const message = await failureOf(client(impl).get("/items/posts"));
    expect(message).toBe(
      'Directus at http://cms.test kept answering 500 to GET /items/posts (3 attempts); Directus said: "An unexpected error occurred.".',
    );
    expect(calls).toHaveLength(3);
  });
});
