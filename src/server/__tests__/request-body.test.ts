/**
 * @jest-environment node
 */
import { PassThrough, Readable } from "node:stream";
import { deflateSync, gzipSync } from "node:zlib";
import type { GatsbyFunctionRequest } from "gatsby";
import { HttpError } from "../http-error";
import { bodyDeadlineMs, readBody } from "../request-body";

/** A request whose body arrives as a stream, in chunks, as on the real server. */
const streamed = (body: Buffer, headers: Record<string, string> = {}): GatsbyFunctionRequest => {
  const chunks = [];
  for (let offset = 0; offset < body.length; offset += 1000) chunks.push(body.subarray(offset, offset + 1000));
  return Object.assign(Readable.from(chunks), { headers, body: undefined }) as unknown as GatsbyFunctionRequest;
};

const refusal = async (promise: Promise<unknown>): Promise<number> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
  throw new Error("expected a refusal");
};

const json = Buffer.from(JSON.stringify({ email: "ada@example.com" }));

describe("readBody", () => {
  it("reads a plain body", async () => {
    expect((await readBody(streamed(json), 1024)).toString()).toBe(json.toString());
  });

  it("reads gzip and deflate bodies", async () => {
    expect((await readBody(streamed(gzipSync(json), { "content-encoding": "gzip" }), 1024)).toString()).toBe(json.toString());
    expect((await readBody(streamed(deflateSync(json), { "content-encoding": "deflate" }), 1024)).toString()).toBe(
      json.toString(),
    );
  });

  it("refuses a body larger than the limit, declared or not", async () => {
    const big = Buffer.alloc(40_000, "a");
    expect(await refusal(readBody(streamed(big, { "content-length": String(big.length) }), 32_768))).toBe(413);
    expect(await refusal(readBody(streamed(big), 32_768))).toBe(413);
  });

  it("counts the size after decompression, so a small bomb cannot fill memory", async () => {
    const bomb = gzipSync(Buffer.alloc(5_000_000, "a"));
    expect(bomb.length).toBeLessThan(32_768);
    expect(await refusal(readBody(streamed(bomb, { "content-encoding": "gzip" }), 32_768))).toBe(413);
  });

  it("answers 400 for a gzip body that is not gzip", async () => {
    expect(await refusal(readBody(streamed(Buffer.from("junk, not gzip at all"), { "content-encoding": "gzip" }), 1024))).toBe(
      400,
    );
  });

  it("answers 415 for an encoding it does not read", async () => {
    expect(await refusal(readBody(streamed(json, { "content-encoding": "br" }), 1024))).toBe(415);
    expect(await refusal(readBody(streamed(json, { "content-encoding": "gzip, zstd" }), 1024))).toBe(415);
  });

  it("answers 408 when a body stalls before the deadline, plain or compressed", async () => {
    const cases: [Record<string, string>, Buffer][] = [
      [{}, json.subarray(0, 10)],
      // gzip's 10-byte header: the decoder waits for the rest.
      [{ "content-encoding": "gzip" }, gzipSync(json).subarray(0, 10)],
    ];
    for (const [headers, start] of cases) {
      const trickle = new PassThrough();
      trickle.write(start);
      const req = Object.assign(trickle, { headers, body: undefined }) as unknown as GatsbyFunctionRequest;
      const started = Date.now();
      expect(await refusal(readBody(req, 1024, 200))).toBe(408);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(190);
      expect(waited).toBeLessThan(1000);
      trickle.destroy();
    }
  });

  it("reads a slow body that arrives within the deadline", async () => {
    const trickle = new PassThrough();
    const req = Object.assign(trickle, { headers: {}, body: undefined }) as unknown as GatsbyFunctionRequest;
    const reading = readBody(req, 1024, 1000);
    for (const part of ['{"email":', '"ada@example.com"', "}"]) {
      trickle.write(Buffer.from(part));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    trickle.end();
    expect((await reading).toString()).toBe(json.toString());
  });

  it("allows about ten seconds by default", () => {
    expect(bodyDeadlineMs).toBe(10_000);
  });

  it("takes a body the runtime has already buffered", async () => {
    const req = { headers: {}, body: json } as unknown as GatsbyFunctionRequest;
    expect((await readBody(req, 1024)).toString()).toBe(json.toString());
  });
});
