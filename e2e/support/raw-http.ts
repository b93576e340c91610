import net from "node:net";

/**
 * An HTTP/1.1 POST written by hand on a TCP socket, so a test controls how the body
 * arrives (in slow chunks, or stalling part-way) and sees when the answer comes relative
 * to the upload. HTTP clients (Playwright's, fetch) send the whole body before they read
 * an answer, and report a server that answers early and closes as an error.
 */
export interface RawPost {
  /** `http://host:port` of the server. */
  origin: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  /** Bytes written per step, and the pause between steps (default: all at once). */
  chunkBytes?: number;
  pauseMs?: number;
  /** Stop writing after this many body bytes, keeping the connection open (a stalled body). */
  stallAfterBytes?: number;
  /** How long to wait for an answer before giving up. */
  timeoutMs?: number;
}

export interface RawAnswer {
  /** The answer's status, or null when none came within `timeoutMs`. */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from the request's first byte to the answer's complete arrival. */
  answeredAfterMs: number;
  /** Body bytes written before the answer arrived, and the body's full size. */
  bodyBytesSent: number;
  bodyBytes: number;
  /** Whether the server closed the connection within a second of answering. */
  closedByServer: boolean;
}

const headerEnd = "\r\n\r\n";

/** The status, headers and body of a complete answer in `received`, or null while incomplete. */
const parseAnswer = (received: Buffer): Pick<RawAnswer, "status" | "headers" | "body"> | null => {
  const end = received.indexOf(headerEnd);
  if (end < 0) return null;
  const [statusLine = "", ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const body = received.subarray(end + headerEnd.length);
  const length = Number(headers["content-length"] ?? 0);
  if (body.length < length) return null;
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.subarray(0, length).toString("utf8") };
};

export const rawPost = ({
  origin,
  path,
  headers,
  body,
  chunkBytes = body.length,
  pauseMs = 0,
  stallAfterBytes = body.length,
  // Answers to these posts came in 0.3-0.4 s here; 5 s rather than three times that, as a Node
  // or server turn on the loaded two-core machine can take a few seconds by itself.
  timeoutMs = 5_000,
}: RawPost): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    const socket = net.connect(Number(port), hostname);
    const started = Date.now();
    let received = Buffer.alloc(0);
    let sent = 0;
    let answer: RawAnswer | undefined;
    let closed = false;

    const finish = (result: RawAnswer) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve(result);
    };
    const giveUp = setTimeout(
      () =>
        finish({
          status: null,
          headers: {},
          body: "",
          answeredAfterMs: Date.now() - started,
          bodyBytesSent: sent,
          bodyBytes: body.length,
          closedByServer: false,
        }),
      timeoutMs,
    );

    const writeBody = async () => {
      while (sent < Math.min(stallAfterBytes, body.length) && !answer && !closed) {
        const chunk = body.subarray(sent, Math.min(sent + chunkBytes, stallAfterBytes));
        socket.write(chunk);
        sent += chunk.length;
        if (pauseMs > 0) await new Promise((done) => setTimeout(done, pauseMs));
      }
    };

    socket.once("connect", () => {
      const head = [
        `POST ${path} HTTP/1.1`,
        `Host: ${new URL(origin).host}`,
        `Content-Length: ${body.length}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ].join("\r\n");
      socket.write(`${head}${headerEnd}`);
      void writeBody();
    });
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const parsed = answer ? null : parseAnswer(received);
      if (!parsed) return;
      answer = {
        ...parsed,
        answeredAfterMs: Date.now() - started,
        bodyBytesSent: sent,
        bodyBytes: body.length,
        closedByServer: false,
      };
      const complete = answer;
      // A server that closes after answering does so at once; one that keeps the connection
      // open would wait for the next request.
      const settle = setTimeout(() => finish(complete), 1000);
      socket.once("close", () => {
        clearTimeout(settle);
        finish({ ...complete, closedByServer: true });
      });
    });
    socket.on("end", () => (closed = true));
    socket.on("error", (error) => {
      closed = true;
      // Writing on after the server answered and closed resets the connection: expected.
      if (!answer) {
        clearTimeout(giveUp);
        reject(error);
      }
    });
  });
