import type { Readable } from "node:stream";
import { createGunzip, createInflate } from "node:zlib";
import type { GatsbyFunctionRequest } from "gatsby";
import { HttpError } from "./http-error";
import { requestHeader } from "./request-header";

const tooLarge = (maxBytes: number) => new HttpError(413, `The form is too large (at most ${Math.floor(maxBytes / 1024)} KB).`);

/** Browsers never compress what they send; gzip and deflate are read for other clients. */
const decoderFor = (encoding: string): (() => NodeJS.ReadWriteStream) | null | undefined => {
  switch (encoding) {
    case "":
    case "identity":
      return null;
    case "gzip":
    case "x-gzip":
      return createGunzip;
    case "deflate":
      return createInflate;
    default:
      return undefined;
  }
};

/** Collects a stream's bytes, refusing more than `maxBytes` (counted after decompression). */
const collect = async (source: Iterable<Buffer> | AsyncIterable<Buffer | string>, maxBytes: number): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of source) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    total += bytes.length;
    if (total > maxBytes) throw tooLarge(maxBytes);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
};

/**
 * How long a form's body may take to arrive in full. A form is at most 32 KB, which even a
 * poor mobile connection sends in a second or two; a client that trickles or stalls its body
 * would otherwise hold a connection (and this Function) until Node's own request timeout,
 * 300 s. Past the deadline the answer is 408 and the connection is closed.
 */
export const bodyDeadlineMs = 10_000;

const tooSlow = () =>
  new HttpError(408, "The form took too long to arrive. Please check your connection and send it again; your entries are kept.");

/**
 * `work`'s result, or our 408 once `ms` have passed. The read left behind ends when the
 * connection closes after the answer (see unreadBodyHeaders); the race has handled its outcome.
 */
const withinDeadline = async <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(tooSlow()), ms);
  });
  try {
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The request's body, at most `maxBytes` of it once decoded, arrived within `deadlineMs`.
 * Read here rather than by Gatsby's body parsers, whose refusals (too large, bad encoding) are
 * Express's HTML error pages. A body a runtime has already buffered (tests, some adapters) is
 * taken as it is. A refused request's unread rest is not read: the answer closes the
 * connection (see unreadBodyHeaders).
 */
export const readBody = async (
  req: GatsbyFunctionRequest,
  maxBytes: number,
  deadlineMs: number = bodyDeadlineMs,
): Promise<Buffer> => {
  const encoding = (requestHeader(req, "content-encoding") ?? "").trim().toLowerCase();
  const decoder = decoderFor(encoding);
  if (decoder === undefined) {
    throw new HttpError(415, `Content-Encoding "${encoding.slice(0, 40)}" is not supported; send the form uncompressed.`);
  }
  const declared = Number(requestHeader(req, "content-length") ?? 0);
  if (decoder === null && declared > maxBytes) throw tooLarge(maxBytes);

  const buffered: unknown = req.body;
  const raw: Iterable<Buffer> | AsyncIterable<Buffer> =
    Buffer.isBuffer(buffered) || typeof buffered === "string" ? [Buffer.from(buffered)] : (req as unknown as Readable);
  if (!decoder) return withinDeadline(collect(raw, maxBytes), deadlineMs);

  const decoded = decoder();
  const feeding = (async () => {
    for await (const chunk of raw) if (!decoded.write(chunk)) await new Promise((resolve) => decoded.once("drain", resolve));
    decoded.end();
  })();
  // A refusal stops reading early; whatever the feeder meets after that is of no interest.
  feeding.catch(() => undefined);
  try {
    const [body] = await withinDeadline(
      Promise.all([collect(decoded as unknown as AsyncIterable<Buffer>, maxBytes), feeding]),
      deadlineMs,
    );
    return body;
  } catch (error) {
    (decoded as unknown as Readable).destroy();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, `The form's ${encoding} body could not be decompressed.`);
  }
};
