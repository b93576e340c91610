import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

export interface FakeRequestInit {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as the raw body Gatsby's raw parser hands over (a Buffer). */
  body?: string | Buffer;
  remoteAddress?: string;
}

/** A request as a form Function receives it with `formFunctionConfig`. */
export const fakeRequest = ({ method = "POST", headers = {}, body, remoteAddress = "203.0.113.7" }: FakeRequestInit = {}) => {
  const lowered = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method,
    headers: { host: "127.0.0.1:9000", ...lowered },
    body: typeof body === "string" ? Buffer.from(body) : body,
    socket: { remoteAddress },
    query: {},
    params: {},
    cookies: {},
  } as unknown as GatsbyFunctionRequest;
};

export interface RecordedResponse {
  status: number;
  body: unknown;
  headers: Record<string, string | string[]>;
}

/** A response that records what the Function answered. */
export const fakeResponse = () => {
  const recorded: RecordedResponse = { status: 200, body: undefined, headers: {} };
  const res = {
    setHeader(name: string, value: string | string[]) {
      recorded.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      recorded.status = code;
      return res;
    },
    json(body: unknown) {
      recorded.body = body;
      return res;
    },
  };
  return { res: res as unknown as GatsbyFunctionResponse, recorded };
};

export const jsonPost = (payload: unknown, headers: Record<string, string> = {}): FakeRequestInit => ({
  headers: { "content-type": "application/json", origin: "http://127.0.0.1:9000", "sec-fetch-site": "same-origin", ...headers },
  body: typeof payload === "string" ? payload : JSON.stringify(payload),
});
