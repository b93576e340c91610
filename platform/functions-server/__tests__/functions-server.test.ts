/** @jest-environment node */
import type { AddressInfo } from "node:net";
import type { Readable } from "node:stream";
import { createFunctionsServer } from "../functions-server.mjs";
import type { FunctionRequest, FunctionResponse } from "../gatsby-function-api.mjs";

type Handler = (req: FunctionRequest, res: FunctionResponse) => unknown;

const collect = async (stream: Readable): Promise<string> => {
  let text = "";
  for await (const chunk of stream) text += chunk;
  return text;
};

const serve = async (handlers: Record<string, Handler>, cms: { ok: true } | { ok: false; reason: string } = { ok: true }) => {
  const functions = new Map(Object.entries(handlers).map(([path, handler]) => [path, { functionId: path.slice(5), handler }]));
  const errors: string[] = [];
  const replica = createFunctionsServer({ functions, checkCms: async () => cms, logError: (message) => errors.push(message) });
  await new Promise<void>((resolve) => replica.server.listen(0, "127.0.0.1", resolve));
  const { port } = replica.server.address() as AddressInfo;
  return { ...replica, errors, url: (path: string) => `http://127.0.0.1:${port}${path}` };
};

describe("createFunctionsServer", () => {
  let replica: Awaited<ReturnType<typeof serve>> | undefined;
  afterEach(async () => {
    replica?.server.closeAllConnections();
    await new Promise((resolve) => replica?.server.close(resolve));
    replica = undefined;
  });

  it("calls the Function with Gatsby's request helpers and the unread body stream", async () => {
    replica = await serve({
      "/api/echo": async (req, res) => {
        const body = await collect(req as unknown as Readable);
        res.setHeader("X-Seen", "yes");
        res
          .status(201)
          .json({ method: req.method, query: req.query, cookies: req.cookies, parsed: req.body, params: req.params, body });
      },
    });
    const response = await fetch(replica.url("/api/echo?page=2"), {
      method: "POST",
      headers: { Cookie: "nb_session=abc%20def; other=1", "Content-Type": "application/json" },
      body: '{"email":"a@example.com"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("x-seen")).toBe("yes");
    expect(response.headers.get("x-powered-by")).toBeNull();
    expect(await response.json()).toEqual({
      method: "POST",
      query: { page: "2" },
      cookies: { nb_session: "abc def", other: "1" },
      parsed: {},
      params: {},
      body: '{"email":"a@example.com"}',
    });
  });

  it("answers JSON for an unknown path, and 500 JSON (logged) when a Function throws", async () => {
    replica = await serve({
      "/api/broken": () => {
        throw new Error("bug");
      },
    });
    const unknown = await fetch(replica.url("/api/nope"), { method: "POST" });
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: "There is no such endpoint." }]);
    const broken = await fetch(replica.url("/api/broken"));
    expect(broken.status).toBe(500);
    expect((await broken.json()).message).toMatch(/Your entries are kept/);
    expect(replica.errors).toEqual(["functions-server: broken failed: bug"]);
  });

  it("is healthy only while the CMS answers", async () => {
    replica = await serve({ "/api/a": () => undefined });
    expect((await fetch(replica.url("/healthz"))).status).toBe(200);
    const server = replica;
    replica = await serve(
      { "/api/a": () => undefined },
      { ok: false, reason: "the CMS at DIRECTUS_URL does not answer (ECONNREFUSED)" },
    );
    const answer = await fetch(replica.url("/healthz"));
    expect([answer.status, await answer.json()]).toEqual([
      503,
      { status: "unavailable", message: "Not ready: the CMS at DIRECTUS_URL does not answer (ECONNREFUSED)." },
    ]);
    server.server.close();
  });

  it("drains: stops accepting, finishes the request in flight on a closing connection, then resolves", async () => {
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    replica = await serve({
      "/api/slow": async (_req, res) => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
        res.json({ message: "done" });
      },
    });
    const url = replica.url("/api/slow");
    const answer = fetch(url);
    await running;
    let drained = false;
    const draining = replica.drain().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(replica.inFlight()).toBe(1);
    await expect(fetch(replica.url("/healthz"))).rejects.toThrow();
    expect(drained).toBe(false);
    release();
    const response = await answer;
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ message: "done" });
    await draining;
    expect(drained).toBe(true);
    expect(replica.inFlight()).toBe(0);
  });
});
