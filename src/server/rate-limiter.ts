/**
 * Fixed-window rate limiting per client, in memory. Each Function instance keeps its own
 * counts, which suits one server; a fleet would need a shared store.
 */
export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the client may try again (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  /** Bounds memory under a flood of distinct addresses; the oldest windows go first. */
  maxClients?: number;
}

export const createRateLimiter = ({ limit, windowMs, maxClients = 10_000 }: RateLimiterOptions) => {
  const windows = new Map<string, { startedAt: number; count: number }>();

  return (client: string, now: number = Date.now()): RateLimitDecision => {
    let window = windows.get(client);
    if (!window || now - window.startedAt >= windowMs) {
      windows.delete(client);
      if (windows.size >= maxClients) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      window = { startedAt: now, count: 0 };
      windows.set(client, window);
    }
    window.count += 1;
    const allowed = window.count <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)) };
  };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
