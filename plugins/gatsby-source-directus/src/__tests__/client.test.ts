/** @jest-environment node */
import { createDirectusClient, type Fetch } from "../client";
import { DirectusConfigurationError } from "../errors";

const options = { url: "http://cms.test", token: "secret-token", pageSize: 2, retries: 2 };

const jsonResponse = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

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

const connectionRefused = () => Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
const noSleep = jest.fn(async () => undefined);

describe("Directus client", () => {
  beforeEach(() => noSleep.mockClear());

  it("sends the token and returns the data of the answer", async () => {
    const { impl, calls } = fakeFetch(jsonResponse(200, { data: [{ id: 1 }] }));
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.get("/items/posts", { fields: "id" })).resolves.toEqual([{ id: 1 }]);
    expect(calls[0]!.url).toBe("http://cms.test/items/posts?fields=id");
    expect(calls[0]!.headers.Authorization).toBe("Bearer secret-token");
  });

  it("reads every page until a short one", async () => {
    const { impl, calls } = fakeFetch(
      jsonResponse(200, { data: [{ id: 1 }, { id: 2 }] }),
      jsonResponse(200, { data: [{ id: 3 }] }),
    );
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.getAll("/items/posts")).resolves.toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(calls.map((call) => new URL(call.url).searchParams.get("page"))).toEqual(["1", "2"]);
  });

  it("retries transient failures with exponential back-off", async () => {
    const { impl } = fakeFetch(connectionRefused(), jsonResponse(503, {}), jsonResponse(200, { data: "ok" }));
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep, baseDelayMs: 100 });
    await expect(client.get("/server/ping")).resolves.toBe("ok");
    expect(noSleep.mock.calls).toEqual([[100], [200]]);
  });

  it("names DIRECTUS_URL when the CMS stays unreachable", async () => {
    const { impl } = fakeFetch(connectionRefused(), connectionRefused(), connectionRefused());
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    const failure = client.get("/items/posts");
    await expect(failure).rejects.toBeInstanceOf(DirectusConfigurationError);
    await expect(failure).rejects.toThrow(/Could not reach Directus at http:\/\/cms\.test \(ECONNREFUSED after 3 attempts\).*DIRECTUS_URL/);
  });

  it.each([401, 403])("names DIRECTUS_TOKEN when the CMS answers %i, without retrying", async (status) => {
    const { impl, calls } = fakeFetch(jsonResponse(status, { errors: [] }));
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.get("/items/posts")).rejects.toThrow(/DIRECTUS_TOKEN/);
    expect(calls).toHaveLength(1);
  });

  it("asks for DIRECTUS_TOKEN when an anonymous request is refused, instead of blaming a token", async () => {
    const { impl } = fakeFetch(jsonResponse(403, { errors: [] }));
    const client = createDirectusClient({ ...options, token: undefined }, { fetchImpl: impl, sleep: noSleep });
    await expect(client.get("/files")).rejects.toThrow(/refused an anonymous request with 403\. Set DIRECTUS_TOKEN/);
  });

  it("reports other client errors with the answer", async () => {
    const { impl } = fakeFetch(new Response("no such collection", { status: 404 }));
    const client = createDirectusClient(options, { fetchImpl: impl, sleep: noSleep });
    await expect(client.get("/items/posts")).rejects.toThrow(/answered 404 to \/items\/posts: no such collection/);
  });
});
