/**
 * @jest-environment node
 */
import { createRateLimiter } from "../rate-limiter";

describe("createRateLimiter", () => {
  it("allows `limit` requests per window per client, then says when to retry", () => {
    const take = createRateLimiter({ limit: 2, windowMs: 60_000 });
    expect(take("a", 0)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(take("a", 1000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(take("a", 15_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(take("b", 15_000).allowed).toBe(true);
    expect(take("a", 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("forgets the oldest clients when it holds too many", () => {
    const take = createRateLimiter({ limit: 1, windowMs: 60_000, maxClients: 2 });
    take("a", 0);
    take("b", 0);
    take("c", 0);
    expect(take("a", 1).allowed).toBe(true);
    expect(take("c", 1).allowed).toBe(false);
  });
});
