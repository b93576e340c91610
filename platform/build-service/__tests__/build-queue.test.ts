/** @jest-environment node */
import { redisConnection, requestOutcome } from "../build-queue.mjs";

describe("requestOutcome", () => {
  it("is a new build when BullMQ answers with a new job", () => {
    expect(requestOutcome({ active: null, waiting: null }, "1")).toBe("queued");
    expect(requestOutcome({ active: "1", waiting: null }, "2")).toBe("queued");
  });

  it("joins the waiting build when BullMQ answers with its id", () => {
    expect(requestOutcome({ active: "1", waiting: "2" }, "2")).toBe("joined the waiting build");
    expect(requestOutcome({ active: null, waiting: "2" }, "2")).toBe("joined the waiting build");
  });

  it("is the one build after the running one when BullMQ answers with the running build's id", () => {
    expect(requestOutcome({ active: "1", waiting: null }, "1")).toBe("after the running build");
  });
});

describe("redisConnection", () => {
  it("reads host, port and the password from the stack's redis:// URL, and lets blocking reads wait", () => {
    expect(redisConnection("redis://:p%40ss@127.0.0.1:6380")).toEqual({
      host: "127.0.0.1",
      port: 6380,
      password: "p@ss",
      maxRetriesPerRequest: null,
    });
    expect(redisConnection("redis://127.0.0.1")).toEqual({ host: "127.0.0.1", port: 6379, maxRetriesPerRequest: null });
  });
});
