/** @jest-environment node */
// The module lives with the embedded CMS's extension (cms/extensions/site-rebuild), whose
// folder Jest does not crawl.
import {
  affectsPublishedSite,
  callBuildHook,
  createCoalescer,
  createStash,
  defaultKeepDays,
  defaultWindowSeconds,
  describeChanges,
  keptSince,
  parseKeepDays,
  parseWindowSeconds,
  publicationDate,
  scheduleProblem,
  statesAfterUpdate,
  summarizeChanges,
  timeOf,
} from "../../extensions/site-rebuild/lib.mjs";

type Change = Parameters<typeof affectsPublishedSite>[0];

const post = (status: string, title = "A post", id: number | string = 1) => ({ id, status, title });

const update = (before: string | null, after: string, title = "A post"): Change => ({
  collection: "posts",
  event: "update",
  keys: [1],
  before: before === null ? null : [post(before, title)],
  after: [post(after, title)],
});

describe("affectsPublishedSite", () => {
  it("counts a published post created, edited, unpublished, archived or deleted", () => {
    expect(
      affectsPublishedSite({ collection: "posts", event: "create", keys: [1], before: [], after: [post("published")] }),
    ).toBe(true);
    expect(affectsPublishedSite(update("published", "published"))).toBe(true);
    expect(affectsPublishedSite(update("published", "draft"))).toBe(true);
    expect(affectsPublishedSite(update("published", "archived"))).toBe(true);
    expect(
      affectsPublishedSite({ collection: "posts", event: "delete", keys: [1], before: [post("published")], after: [] }),
    ).toBe(true);
  });

  it("counts a draft or scheduled post that becomes published (the publish flow's change too)", () => {
    expect(affectsPublishedSite(update("draft", "published"))).toBe(true);
    expect(affectsPublishedSite(update("scheduled", "published"))).toBe(true);
  });

  it("ignores drafts, scheduled and archived posts that stay unpublished", () => {
    expect(affectsPublishedSite({ collection: "posts", event: "create", keys: [1], before: [], after: [post("draft")] })).toBe(
      false,
    );
    expect(
      affectsPublishedSite({ collection: "posts", event: "create", keys: [1], before: [], after: [post("scheduled")] }),
    ).toBe(false);
    expect(affectsPublishedSite(update("draft", "draft"))).toBe(false);
    expect(affectsPublishedSite(update("draft", "scheduled"))).toBe(false);
    expect(affectsPublishedSite(update("scheduled", "scheduled"))).toBe(false);
    expect(affectsPublishedSite(update("archived", "draft"))).toBe(false);
    expect(affectsPublishedSite({ collection: "posts", event: "delete", keys: [1], before: [post("draft")], after: [] })).toBe(
      false,
    );
  });

  it("counts one published post among several", () => {
    const change: Change = {
      collection: "posts",
      event: "update",
      keys: [1, 2],
      before: [post("draft", "a", 1), post("published", "b", 2)],
      after: [post("draft", "a", 1), post("published", "b", 2)],
    };
    expect(affectsPublishedSite(change)).toBe(true);
  });

  it("counts a change whose state before is unknown, and every category and redirect change", () => {
    expect(affectsPublishedSite(update(null, "draft"))).toBe(true);
    expect(affectsPublishedSite({ collection: "posts", event: "delete", keys: [1], before: null, after: [] })).toBe(true);
    for (const event of ["create", "update", "delete"] as const) {
      expect(affectsPublishedSite({ collection: "categories", event, keys: [3], before: null, after: [] })).toBe(true);
      expect(affectsPublishedSite({ collection: "redirects", event, keys: [5], before: null, after: [] })).toBe(true);
    }
  });
});

describe("affectsPublishedSite for landing pages", () => {
  const page = (before: string, after: string): Change => ({
    collection: "pages",
    event: "update",
    keys: [3],
    before: [post(before, "Spring offer", 3)],
    after: [post(after, "Spring offer", 3)],
  });

  it("counts a page published before or after the change, as a post", () => {
    expect(affectsPublishedSite(page("published", "published"))).toBe(true);
    expect(affectsPublishedSite(page("draft", "published"))).toBe(true);
    expect(affectsPublishedSite(page("published", "draft"))).toBe(true);
    expect(affectsPublishedSite({ collection: "pages", event: "delete", keys: [3], before: null, after: [] })).toBe(true);
  });

  it("ignores drafts' and scheduled pages' edits", () => {
    expect(affectsPublishedSite(page("draft", "draft"))).toBe(false);
    expect(affectsPublishedSite(page("draft", "scheduled"))).toBe(false);
    expect(affectsPublishedSite({ collection: "pages", event: "create", keys: [3], before: [], after: [post("draft")] })).toBe(
      false,
    );
  });

  it("names pages in the summary", () => {
    expect(describeChanges([page("published", "published")])).toEqual(["page 3 “Spring offer” edited"]);
    expect(describeChanges([page("scheduled", "published")])).toEqual(["page 3 “Spring offer” published (scheduled)"]);
  });
});

describe("statesAfterUpdate", () => {
  it("applies the payload's status, title and publish time to the states before", () => {
    const before = [{ id: 1, status: "scheduled", title: "Old", publish_at: "2030-01-01T00:00:00.000Z" }];
    expect(statesAfterUpdate([1], before, { status: "published", body: "<p>x</p>" })).toEqual([
      { id: 1, status: "published", title: "Old", publish_at: "2030-01-01T00:00:00.000Z" },
    ]);
  });

  it("knows only the payload when the states before are unknown", () => {
    expect(statesAfterUpdate([4, 5], null, { title: "New" })).toEqual([
      { id: 4, title: "New" },
      { id: 5, title: "New" },
    ]);
  });
});

describe("summaries", () => {
  const one = (change: Change) => describeChanges([change])[0];

  it("says what happened to each post and category", () => {
    expect(one(update("published", "published", "Designing forms"))).toBe("post 1 “Designing forms” edited");
    expect(one(update("scheduled", "published", "Launch"))).toBe("post 1 “Launch” published (scheduled)");
    expect(one(update("published", "draft", "Oops"))).toBe("post 1 “Oops” unpublished (now draft)");
    expect(one({ collection: "posts", event: "delete", keys: [9], before: [post("published", "Gone", 9)], after: [] })).toBe(
      "post 9 “Gone” deleted",
    );
    expect(one({ collection: "posts", event: "create", keys: [4], before: [], after: [post("published", "New", 4)] })).toBe(
      "post 4 “New” created, published",
    );
    expect(one({ collection: "categories", event: "create", keys: [3], before: null, after: [], names: ["Design"] })).toBe(
      "category 3 “Design” created",
    );
    expect(one({ collection: "redirects", event: "update", keys: [5], before: null, after: [], names: ["/old-offer/"] })).toBe(
      "redirect 5 “/old-offer/” edited",
    );
    expect(one({ collection: "redirects", event: "delete", keys: [5, 6], before: null, after: [] })).toBe("2 redirects deleted");
    expect(
      one({
        collection: "posts",
        event: "update",
        keys: [1, 2],
        before: null,
        after: [post("draft", "a", 1), post("draft", "b", 2)],
      }),
    ).toBe("2 posts edited");
  });

  it("counts repeated saves of a post under its latest title", () => {
    const five = Array.from({ length: 5 }, (_, save) => update("published", "published", `Designing forms ${save + 1}`));
    expect(summarizeChanges(five)).toBe("5 changes: post 1 “Designing forms 5” edited (5×)");
    const mixed = [update("scheduled", "published", "Launch"), update("published", "published", "Launch!")];
    expect(summarizeChanges(mixed)).toBe("2 changes: post 1 “Launch!” published (scheduled), edited (2×)");
  });

  it("stays within its length", () => {
    const many = Array.from({ length: 40 }, (_, index) => ({
      ...update("published", "published", `Post number ${index}`),
      keys: [index],
    }));
    const summary = summarizeChanges(many, 200);
    expect(summary.length).toBeLessThanOrEqual(200);
    expect(summary).toMatch(/^40 changes: post 0 .*; and \d+ more$/);
  });
});

describe("parseWindowSeconds", () => {
  it("reads seconds, allows 0, and falls back to the default with a warning", () => {
    const warn = jest.fn();
    expect(parseWindowSeconds(undefined, warn)).toBe(defaultWindowSeconds);
    expect(parseWindowSeconds("", warn)).toBe(defaultWindowSeconds);
    expect(parseWindowSeconds("12", warn)).toBe(12);
    expect(parseWindowSeconds(0, warn)).toBe(0);
    expect(warn).not.toHaveBeenCalled();
    expect(parseWindowSeconds("soon", warn)).toBe(30);
    expect(parseWindowSeconds("-1", warn)).toBe(30);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe("keeping site_builds rows", () => {
  it("keeps them SITE_BUILDS_KEEP_DAYS days, 90 unless set, and warns about an unusable value", () => {
    const warn = jest.fn();
    expect(parseKeepDays(undefined, warn)).toBe(defaultKeepDays);
    expect(defaultKeepDays).toBe(90);
    expect(parseKeepDays("30", warn)).toBe(30);
    expect(warn).not.toHaveBeenCalled();
    expect(parseKeepDays("0", warn)).toBe(90);
    expect(parseKeepDays("a year", warn)).toBe(90);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith("SITE_BUILDS_KEEP_DAYS=a year is not a number of days from 1 to 3650; using 90");
  });

  it("removes rows created before keepDays ago", () => {
    expect(keptSince(Date.parse("2026-11-24T12:00:00.000Z"), 90)).toBe("2026-08-26T12:00:00.000Z");
    expect(keptSince(Date.parse("2026-03-01T00:00:00.000Z"), 1)).toBe("2026-02-28T00:00:00.000Z");
  });
});

describe("createCoalescer", () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date("2026-01-05T10:00:00Z") }));
  afterEach(() => jest.useRealTimers());

  const setUp = (windowMs = 30_000) => {
    const batches: { openedAt: number; closedAt: number; changes: Change[] }[] = [];
    const coalescer = createCoalescer({
      windowMs,
      onClose: async (batch) => {
        batches.push(batch);
      },
    });
    return { batches, coalescer };
  };

  it("makes one call for five saves within the window, when the window closes", async () => {
    const { batches, coalescer } = setUp();
    expect(coalescer.add(update("published", "published"))).toBe(true);
    for (let save = 0; save < 4; save += 1) {
      await jest.advanceTimersByTimeAsync(5_000);
      expect(coalescer.add(update("published", "published"))).toBe(false);
    }
    expect(coalescer.pending()).toBe(5);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(batches).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
    expect(batches[0]?.changes).toHaveLength(5);
    expect(batches[0]!.closedAt - batches[0]!.openedAt).toBe(30_000);
    expect(coalescer.pending()).toBe(0);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(batches).toHaveLength(1);
  });

  it("does not let a steady stream of saves postpone the call: one per window", async () => {
    const { batches, coalescer } = setUp(10_000);
    for (let second = 0; second < 35; second += 1) {
      coalescer.add(update("published", "published"));
      await jest.advanceTimersByTimeAsync(1_000);
    }
    await jest.advanceTimersByTimeAsync(10_000);
    expect(batches.map((batch) => batch.changes.length)).toEqual([10, 10, 10, 5]);
  });

  it("opens a new window for a change after the last one closed", async () => {
    const { batches, coalescer } = setUp(1_000);
    coalescer.add(update("published", "published"));
    await jest.advanceTimersByTimeAsync(1_000);
    coalescer.add(update("published", "draft"));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(batches.map((batch) => batch.changes.length)).toEqual([1, 1]);
  });

  it("closes the window at once on flush, and a window of 0 calls on the next tick", async () => {
    const { batches, coalescer } = setUp();
    coalescer.add(update("published", "published"));
    await coalescer.flush();
    expect(batches).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(batches).toHaveLength(1);

    const immediate = setUp(0);
    immediate.coalescer.add(update("published", "published"));
    await jest.advanceTimersByTimeAsync(0);
    expect(immediate.batches).toHaveLength(1);
  });

  it("reports a failing call and keeps working", async () => {
    const onError = jest.fn();
    let calls = 0;
    const coalescer = createCoalescer({
      windowMs: 1_000,
      onError,
      onClose: async () => {
        calls += 1;
        if (calls === 1) throw new Error("hook down");
      },
    });
    coalescer.add(update("published", "published"));
    await jest.advanceTimersByTimeAsync(1_000);
    coalescer.add(update("published", "published"));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(onError).toHaveBeenCalledWith(new Error("hook down"));
    expect(calls).toBe(2);
  });
});

describe("callBuildHook", () => {
  const answer = (status: number, statusText = "") => new Response(null, { status, statusText });

  it("POSTs JSON with the token as Authorization, once when the hook takes it", async () => {
    const fetch = jest.fn(async () => answer(200));
    const result = await callBuildHook({ url: "https://api.example.com/hooks/secret-id", token: "t0ken", body: { a: 1 }, fetch });
    expect(result).toEqual({ ok: true, status: 200, attempts: 1, error: null });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://api.example.com/hooks/secret-id");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-Type": "application/json", Authorization: "t0ken" });
    expect(init.body).toBe('{"a":1}');
  });

  it("sends no Authorization header without a token", async () => {
    const fetch = jest.fn(async () => answer(204));
    await callBuildHook({ url: "https://hooks.example.com/x", body: {}, fetch });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("tries again after network failures and 5xx, then reports without the hook's path", async () => {
    const sleep = jest.fn(async () => {});
    const refused = Object.assign(new TypeError("fetch failed"), { cause: { message: "connect ECONNREFUSED 127.0.0.1:8000" } });
    const fetch = jest
      .fn<Promise<Response>, []>()
      .mockRejectedValueOnce(refused)
      .mockResolvedValueOnce(answer(502, "Bad Gateway"))
      .mockResolvedValueOnce(answer(503, "Service Unavailable"));
    const result = await callBuildHook({ url: "https://api.example.com/hooks/secret-id", body: {}, fetch, sleep });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[2000], [10_000]]);
    expect(result).toEqual({
      ok: false,
      status: 503,
      attempts: 3,
      error: "the build hook (https://api.example.com) answered 503 Service Unavailable (3 attempts)",
    });
    expect(result.error).not.toContain("secret-id");
  });

  it("succeeds on a later attempt, and gives up at once on a 4xx", async () => {
    const sleep = jest.fn(async () => {});
    const flaky = jest.fn<Promise<Response>, []>().mockResolvedValueOnce(answer(500)).mockResolvedValueOnce(answer(200));
    expect(await callBuildHook({ url: "http://127.0.0.1:8000/__refresh", body: {}, fetch: flaky, sleep })).toMatchObject({
      ok: true,
      attempts: 2,
    });
    const refused = jest.fn(async () => answer(403, "Forbidden"));
    expect(await callBuildHook({ url: "http://127.0.0.1:8000/__refresh", body: {}, fetch: refused, sleep })).toEqual({
      ok: false,
      status: 403,
      attempts: 1,
      error: "the build hook (http://127.0.0.1:8000) answered 403 Forbidden",
    });
  });

  it("names the network failure", async () => {
    const refused = Object.assign(new TypeError("fetch failed"), { cause: { message: "connect ECONNREFUSED 127.0.0.1:8000" } });
    const result = await callBuildHook({
      url: "http://127.0.0.1:8000/__refresh",
      body: {},
      fetch: jest.fn(async () => Promise.reject(refused)),
      delaysMs: [],
    });
    expect(result.error).toBe("the build hook (http://127.0.0.1:8000) could not be reached: connect ECONNREFUSED 127.0.0.1:8000");
  });
});

describe("scheduling", () => {
  it("requires a publish time for a scheduled post, on create and update", () => {
    expect(scheduleProblem(undefined, { status: "scheduled", title: "x" })).toMatch(/needs a publish time/);
    expect(scheduleProblem(undefined, { status: "scheduled", publish_at: "2030-01-01T09:00:00Z" })).toBeNull();
    expect(scheduleProblem({ id: 1, status: "draft", publish_at: null }, { status: "scheduled" })).toMatch(
      /needs a publish time/,
    );
    expect(scheduleProblem({ id: 1, status: "draft", publish_at: "2030-01-01T09:00:00Z" }, { status: "scheduled" })).toBeNull();
    expect(scheduleProblem({ id: 1, status: "scheduled", publish_at: "2030-01-01T09:00:00Z" }, { publish_at: null })).toMatch(
      /needs/,
    );
    expect(scheduleProblem({ id: 1, status: "scheduled", publish_at: "2030-01-01T09:00:00Z" }, { title: "edit" })).toBeNull();
    expect(scheduleProblem({ id: 1, status: "draft", publish_at: null }, { title: "edit" })).toBeNull();
  });

  it("dates a scheduled post by its publish time when it is published, or now when published early", () => {
    const now = new Date("2026-03-05T10:00:30.000Z");
    const scheduled = (publishAt: string) => [{ id: 1, status: "scheduled", publish_at: publishAt }];
    expect(publicationDate(scheduled("2026-03-05T10:00:00.000Z"), { status: "published" }, now)).toBe("2026-03-05T10:00:00.000Z");
    expect(publicationDate(scheduled("2026-03-09T08:00:00.000Z"), { status: "published" }, now)).toBe(now.toISOString());
  });

  it("reads the publish time as each database driver returns it", () => {
    const now = new Date("2026-03-05T10:00:30.000Z");
    const at = Date.parse("2026-03-05T10:00:00.000Z");
    for (const publishAt of [at, String(at), new Date(at), "2026-03-05T10:00:00.000Z"]) {
      expect(publicationDate([{ id: 1, status: "scheduled", publish_at: publishAt }], { status: "published" }, now)).toBe(
        "2026-03-05T10:00:00.000Z",
      );
    }
    expect(timeOf(null)).toBeNaN();
    expect(timeOf("")).toBeNaN();
  });

  it("leaves the date alone otherwise", () => {
    const now = new Date("2026-03-05T10:00:30.000Z");
    expect(publicationDate([{ id: 1, status: "draft" }], { status: "published" }, now)).toBeNull();
    expect(publicationDate([{ id: 1, status: "scheduled", publish_at: "2026-03-05T10:00:00Z" }], { title: "x" }, now)).toBeNull();
    expect(
      publicationDate(
        [{ id: 1, status: "scheduled", publish_at: "2026-03-05T10:00:00Z" }],
        { status: "published", date_created: "2020-01-01" },
        now,
      ),
    ).toBeNull();
    expect(
      publicationDate(
        [
          { id: 1, status: "scheduled" },
          { id: 2, status: "draft" },
        ],
        { status: "published" },
        now,
      ),
    ).toBeNull();
    expect(
      publicationDate(
        [
          { id: 1, status: "scheduled" },
          { id: 2, status: "scheduled" },
        ],
        { status: "published" },
        now,
      ),
    ).toBe(now.toISOString());
  });
});

describe("createStash", () => {
  it("hands each filter's states to the action for the same keys, oldest first, and forgets stale ones", () => {
    let now = 0;
    const stash = createStash({ now: () => now, ttlMs: 1_000 });
    stash.put("update", [2, 1], [post("draft", "a", 1)]);
    stash.put("update", [1, 2], [post("published", "b", 1)]);
    expect(stash.take("update", ["1", "2"])).toEqual([post("draft", "a", 1)]);
    expect(stash.take("update", [1, 2])).toEqual([post("published", "b", 1)]);
    expect(stash.take("update", [1, 2])).toBeNull();
    expect(stash.take("delete", [3])).toBeNull();

    stash.put("delete", [3], [post("published", "c", 3)]);
    now = 5_000;
    stash.put("update", [4], []);
    expect(stash.take("delete", [3])).toBeNull();
    expect(stash.size()).toBe(1);
  });
});
