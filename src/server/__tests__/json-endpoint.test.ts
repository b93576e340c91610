/**
 * @jest-environment node
 */
import type { GatsbyFunctionRequest } from "gatsby";
import { HttpError } from "../http-error";
import { jsonEndpoint, unreadBodyHeaders } from "../json-endpoint";
import { fakeRequest, fakeResponse } from "../../test-utils/fake-http";

/** A request whose body has (complete: true) or has not (false) fully arrived. */
const arriving = (complete: boolean): GatsbyFunctionRequest => Object.assign(fakeRequest(), { complete });

describe("answers given while a body is still arriving", () => {
  it("close the connection, so Node does not read the rest", () => {
    expect(unreadBodyHeaders(arriving(false))).toEqual({ Connection: "close" });
    expect(unreadBodyHeaders(arriving(true))).toEqual({});
    // A body the runtime buffered before the Function ran.
    expect(unreadBodyHeaders(fakeRequest())).toEqual({});
  });

  it("whatever the outcome: a refusal, a success or a bug", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const outcomes = [
      jsonEndpoint(async () => {
        throw new HttpError(415, "Send the form as application/json.", { headers: { "X-Test": "kept" } });
      }),
      jsonEndpoint(async () => ({ status: 200, body: { message: "ok" } })),
      jsonEndpoint(async () => {
        throw new Error("a bug");
      }),
    ];
    const statuses: number[] = [];
    for (const endpoint of outcomes) {
      const { res, recorded } = fakeResponse();
      await endpoint(arriving(false), res);
      statuses.push(recorded.status);
      expect(recorded.headers.connection).toBe("close");
    }
    expect(statuses).toEqual([415, 200, 500]);
    const { res, recorded } = fakeResponse();
    await outcomes[0]!(arriving(true), res);
    expect(recorded.headers).toEqual({ "cache-control": "no-store", "x-content-type-options": "nosniff", "x-test": "kept" });
    jest.restoreAllMocks();
  });
});
