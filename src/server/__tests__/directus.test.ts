/**
 * @jest-environment node
 */
import { stubDirectusFetch } from "../../test-utils/directus-fetch";
import { createItem, directusErrorCodes, directusRequest, directusSettings } from "../directus";
import { HttpError } from "../http-error";

const settings = { url: "http://cms.test", token: "forms-token" };
const busy = { status: 503, body: { errors: [{ message: "Under pressure" }] } };
const limited = { status: 429, body: { errors: [{ message: "Too many requests" }] } };
const ok = { status: 200, body: { data: { id: 1 } } };
const noAnswer = () => new TypeError("fetch failed");

/** The error a promise rejects with, or the value it resolves to. */
const settle = <T>(promise: Promise<T>): Promise<T | unknown> => promise.catch((error: unknown) => error);

const expectUnavailable = (outcome: unknown) => {
  expect(outcome).toBeInstanceOf(HttpError);
  expect((outcome as HttpError).status).toBe(503);
  expect((outcome as HttpError).message).toMatch(/try again in a few minutes; your entries are kept/);
};

beforeEach(() => {
  jest.useFakeTimers();
  // The jitter factor is 0.5 + Math.random(): 0.5 makes each pause exactly its base delay.
  jest.spyOn(Math, "random").mockReturnValue(0.5);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("directusSettings", () => {
  it("reads the URL without trailing slashes and the token", () => {
    expect(directusSettings({ DIRECTUS_URL: "http://cms.test//", DIRECTUS_FORMS_TOKEN: "t" })).toEqual({
      url: "http://cms.test",
      token: "t",
    });
  });

  it.each([
    [{ DIRECTUS_FORMS_TOKEN: "t" }],
    [{ DIRECTUS_URL: "http://cms.test" }],
    [{ DIRECTUS_URL: "/", DIRECTUS_FORMS_TOKEN: "t" }],
  ])("answers 503 when a setting is missing (%j)", (env) => {
    expect(() => directusSettings(env)).toThrow(
      expect.objectContaining({ status: 503, message: expect.stringMatching(/not configured/) }),
    );
  });
});

describe("directusRequest", () => {
  it("sends JSON with the token to the URL and returns the status and parsed body", async () => {
    const { calls } = stubDirectusFetch(ok);
    await expect(directusRequest(settings, "/items/contact", { method: "POST", body: { name: "Ada" } })).resolves.toEqual({
      status: 200,
      body: { data: { id: 1 } },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("http://cms.test/items/contact");
    expect(calls[0]!.init).toMatchObject({
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer forms-token" },
      body: JSON.stringify({ name: "Ada" }),
    });
  });

  it("leaves the token out when auth is false, and the body out when there is none", async () => {
    const { calls } = stubDirectusFetch(ok);
    await directusRequest(settings, "/auth/login", { method: "GET", auth: false });
    expect(calls[0]!.init.headers).toEqual({ "Content-Type": "application/json" });
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it("gives each attempt a 10 second timeout", async () => {
    const timeout = jest.spyOn(AbortSignal, "timeout");
    const { calls } = stubDirectusFetch(ok);
    await directusRequest(settings, "/users", { method: "GET" });
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(calls[0]!.init.signal).toBe(timeout.mock.results[0]!.value);
  });

  it("returns a client error as it is, with a null body when it is empty or not JSON", async () => {
    stubDirectusFetch(
      { status: 400, body: { errors: [{ extensions: { code: "INVALID_PAYLOAD" } }] } },
      { status: 403, text: "<html>" },
      { status: 204 },
    );
    await expect(directusRequest(settings, "/a", { method: "POST" })).resolves.toEqual({
      status: 400,
      body: { errors: [{ extensions: { code: "INVALID_PAYLOAD" } }] },
    });
    await expect(directusRequest(settings, "/b", { method: "POST" })).resolves.toEqual({ status: 403, body: null });
    await expect(directusRequest(settings, "/c", { method: "DELETE" })).resolves.toEqual({ status: 204, body: null });
  });

  it.each([
    ["busy (503)", busy],
    ["rate limited (429)", limited],
  ])("retries a %s CMS after 250, 750 and 2000 ms", async (_name, transient) => {
    const { fetchMock } = stubDirectusFetch(transient, transient, transient, ok);
    const outcome = settle(directusRequest(settings, "/items/contact", { method: "POST", body: {} }));

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(249);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(749);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(outcome).resolves.toEqual({ status: 200, body: { data: { id: 1 } } });
  });

  it("jitters each pause between half and one and a half times its base delay", async () => {
    jest.spyOn(Math, "random").mockReturnValue(0);
    const { fetchMock } = stubDirectusFetch(busy, ok);
    const outcome = directusRequest(settings, "/x", { method: "GET" });
    await jest.advanceTimersByTimeAsync(124);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(outcome).resolves.toMatchObject({ status: 200 });

    // 0.999 gives 1.499 times 250 ms, about 375 ms.
    jest.spyOn(Math, "random").mockReturnValue(0.999);
    fetchMock.mockClear();
    stubDirectusFetch(busy, ok);
    const slower = directusRequest(settings, "/x", { method: "GET" });
    await jest.advanceTimersByTimeAsync(370);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await expect(slower).resolves.toMatchObject({ status: 200 });
  });

  it.each([
    ["busy", busy],
    ["rate limiting", limited],
  ])("gives up after four attempts when the CMS stays %s, with our 503", async (_name, transient) => {
    const { fetchMock } = stubDirectusFetch(transient, transient, transient, transient);
    const outcome = settle(directusRequest(settings, "/x", { method: "POST" }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expectUnavailable(await outcome);
  });

  it.each([500, 502, 504])("does not retry a server error (%i) and answers 503", async (status) => {
    const { fetchMock } = stubDirectusFetch({ status, body: { errors: [] } });
    const outcome = settle(directusRequest(settings, "/x", { method: "POST" }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expectUnavailable(await outcome);
  });

  it.each([400, 401, 403, 404])("does not retry a client error (%i)", async (status) => {
    const { fetchMock } = stubDirectusFetch({ status });
    await expect(directusRequest(settings, "/x", { method: "GET" })).resolves.toEqual({ status, body: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("tries once more after 250 ms when no answer comes", async () => {
    const { fetchMock } = stubDirectusFetch(noAnswer(), ok);
    const outcome = directusRequest(settings, "/x", { method: "GET" });
    await jest.advanceTimersByTimeAsync(249);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ status: 200, body: { data: { id: 1 } } });
  });

  it("answers 503 when the second attempt gets no answer either (a timeout counts as none)", async () => {
    const timedOut = new DOMException("The operation was aborted due to timeout", "TimeoutError");
    const { fetchMock } = stubDirectusFetch(timedOut, timedOut);
    const outcome = settle(directusRequest(settings, "/x", { method: "POST" }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expectUnavailable(await outcome);
  });

  it("does not retry a lost answer after a busy one: two attempts, then 503", async () => {
    const { fetchMock } = stubDirectusFetch(busy, noAnswer());
    const outcome = settle(directusRequest(settings, "/x", { method: "POST" }));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expectUnavailable(await outcome);
  });
});

describe("directusErrorCodes", () => {
  it("lists each error's code, UNKNOWN where it has none", () => {
    expect(directusErrorCodes({ errors: [{ extensions: { code: "RECORD_NOT_UNIQUE" } }, { message: "x" }] })).toEqual([
      "RECORD_NOT_UNIQUE",
      "UNKNOWN",
    ]);
    expect(directusErrorCodes(null)).toEqual([]);
    expect(directusErrorCodes({})).toEqual([]);
  });
});

describe("createItem", () => {
  it.each([200, 204])("creates the item (%i) in the collection", async (status) => {
    const { calls, sentBodies } = stubDirectusFetch({ status });
    await expect(createItem(settings, "newsletter", { email: "a@b.test" })).resolves.toEqual({ duplicate: false });
    expect(calls[0]!.url).toBe("http://cms.test/items/newsletter");
    expect(sentBodies()).toEqual([{ email: "a@b.test" }]);
  });

  it("reports a value a unique field already holds as a duplicate", async () => {
    stubDirectusFetch({ status: 400, body: { errors: [{ extensions: { code: "RECORD_NOT_UNIQUE" } }] } });
    await expect(createItem(settings, "newsletter", { email: "a@b.test" })).resolves.toEqual({ duplicate: true });
  });

  it("counts a submission key already stored as this submission stored by an earlier attempt", async () => {
    stubDirectusFetch({
      status: 400,
      body: { errors: [{ extensions: { code: "RECORD_NOT_UNIQUE", field: "submission_key" } }] },
    });
    await expect(createItem(settings, "contact", { submission_key: "k" })).resolves.toEqual({ duplicate: false });
  });

  it.each([
    ["a rejected token", { status: 401, body: { errors: [{ extensions: { code: "INVALID_CREDENTIALS" } }] } }],
    ["a forbidden collection", { status: 403, body: { errors: [{ extensions: { code: "FORBIDDEN" } }] } }],
    ["a payload the schema refuses", { status: 400, body: { errors: [{ extensions: { code: "INVALID_PAYLOAD" } }] } }],
  ])("answers the visitor 503 for %s (the operator's problem)", async (_name, reply) => {
    stubDirectusFetch(reply);
    expectUnavailable(await settle(createItem(settings, "contact", {})));
  });
});
