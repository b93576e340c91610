/**
 * A stub `fetch` for the server code that calls Directus: it gives the listed replies in
 * turn (an Error is thrown, as fetch does when no answer comes) and fails the test on a
 * call nobody expected. Only the network is fake; everything behind fetch runs for real.
 * For tests in the node environment (`@jest-environment node`), which has Response.
 */
export interface DirectusAnswer {
  status: number;
  body?: unknown;
  /** A raw body instead of `body` as JSON. */
  text?: string;
}

/** An answer, or what fetch throws (a TypeError when the host is unreachable, a TimeoutError). */
export type DirectusReply = DirectusAnswer | Error | DOMException;

const isAnswer = (reply: DirectusReply): reply is DirectusAnswer => typeof (reply as DirectusAnswer).status === "number";

export interface FetchCall {
  url: string;
  init: RequestInit;
}

export const stubDirectusFetch = (...replies: DirectusReply[]) => {
  const queue = [...replies];
  const calls: FetchCall[] = [];
  const fetchMock = jest.spyOn(globalThis, "fetch").mockImplementation(async (input, init = {}) => {
    calls.push({ url: String(input), init });
    const reply = queue.shift();
    if (reply === undefined) throw new Error(`unexpected fetch #${calls.length}: ${String(input)}`);
    if (!isAnswer(reply)) throw reply;
    const text = reply.text ?? (reply.body === undefined ? "" : JSON.stringify(reply.body));
    return new Response(text === "" ? null : text, { status: reply.status });
  });
  return {
    fetchMock,
    calls,
    /** The JSON body each call sent. */
    sentBodies: () => calls.map((call) => (typeof call.init.body === "string" ? JSON.parse(call.init.body) : undefined)),
  };
};
