/** @jest-environment node */
// The hook as Directus registers it (cms/extensions/site-rebuild/index.mjs), with Directus's
// services faked: its daily removal of old site_builds rows.
import registerSiteRebuild, { pruneSchedule } from "../../extensions/site-rebuild/index.mjs";

jest.mock("@directus/errors", () => ({ InvalidPayloadError: class InvalidPayloadError extends Error {} }), { virtual: true });

type Handler = () => Promise<void>;

/** Registers the hook with `env`, and returns its scheduled jobs and what reached the fakes. */
const registered = (env: Record<string, unknown>, deleteByQuery: (query: unknown) => Promise<unknown[]>) => {
  const jobs: { cron: string; handler: Handler }[] = [];
  const queries: unknown[] = [];
  const logs: string[] = [];
  class ItemsService {
    constructor(readonly collection: string) {}
    deleteByQuery(query: unknown) {
      queries.push({ collection: this.collection, query });
      return deleteByQuery(query);
    }
  }
  registerSiteRebuild(
    {
      filter: () => undefined,
      action: () => undefined,
      schedule: (cron: string, handler: Handler) => jobs.push({ cron, handler }),
    },
    {
      services: { ItemsService },
      getSchema: async () => ({}),
      database: () => undefined,
      env: { BUILD_HOOK_URL: "http://127.0.0.1:8000/__refresh", ...env },
      logger: {
        info: (message: string) => logs.push(message),
        warn: (message: string) => logs.push(message),
        debug: () => undefined,
      },
    },
  );
  return { jobs, queries, logs };
};

describe("the daily removal of old site_builds rows", () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse("2026-11-24T04:23:00.000Z") }));
  afterEach(() => jest.useRealTimers());

  it("runs once a day and removes every row created before SITE_BUILDS_KEEP_DAYS days ago", async () => {
    const { jobs, queries, logs } = registered({ SITE_BUILDS_KEEP_DAYS: "30" }, async () => [3, 4, 5]);
    expect(jobs.map((job) => job.cron)).toEqual([pruneSchedule]);
    expect(pruneSchedule).toMatch(/^\d+ \d+ \* \* \*$/);
    await jobs[0]?.handler();
    expect(queries).toEqual([
      { collection: "site_builds", query: { filter: { date_created: { _lt: "2026-10-25T04:23:00.000Z" } }, limit: -1 } },
    ]);
    expect(logs).toContain("site-rebuild: removed 3 site_builds rows older than 30 days");
  });

  it("keeps 90 days by default, says nothing when nothing was old, and logs a failure instead of throwing", async () => {
    const quiet = registered({}, async () => []);
    await quiet.jobs[0]?.handler();
    expect(quiet.queries).toEqual([
      { collection: "site_builds", query: { filter: { date_created: { _lt: "2026-08-26T04:23:00.000Z" } }, limit: -1 } },
    ]);
    expect(quiet.logs).toEqual([]);

    const failing = registered({}, async () => {
      throw new Error("SQLITE_BUSY: database is locked");
    });
    await expect(failing.jobs[0]?.handler()).resolves.toBeUndefined();
    expect(failing.logs).toEqual(["site-rebuild: could not remove old site_builds rows: SQLITE_BUSY: database is locked"]);
  });
});
