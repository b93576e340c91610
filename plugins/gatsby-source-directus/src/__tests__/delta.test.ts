import { canSyncDelta, nextLastSync, planSync, visibilityFilter } from "../delta";
import type { DirectusPostItem } from "../types";

const post = (id: number, date_created: string, date_updated: string | null): DirectusPostItem => ({
  id,
  status: "published",
  title: `Post ${id}`,
  sub_title: null,
  category: null,
  hero_image: null,
  meta_title: null,
  meta_description: null,
  share_image: null,
  no_index: false,
  date_created,
  date_updated,
  body: "",
  tags: null,
});

describe("delta sync", () => {
  it("keeps unchanged posts, removes vanished ones and refetches lost nodes", () => {
    expect(planSync(["1", "2", "3", "5"], ["3"], ["1", "2", "3", "4"])).toEqual({
      keep: ["1", "2"],
      remove: ["4"],
      refetch: ["5"],
    });
  });

  it("changes nothing when nothing changed", () => {
    expect(planSync(["1", "2"], [], ["1", "2"])).toEqual({ keep: ["1", "2"], remove: [], refetch: [] });
  });

  it("removes every node when the CMS shows no post any more", () => {
    expect(planSync([], [], ["1", "2"]).remove).toEqual(["1", "2"]);
  });

  it("advances the sync stamp to the newest change", () => {
    const posts = [
      post(1, "2024-01-01T00:00:00Z", null),
      post(2, "2024-01-02T00:00:00Z", "2024-06-01T10:00:00Z"),
      post(3, "2024-03-01T00:00:00Z", "2024-05-01T00:00:00Z"),
    ];
    expect(nextLastSync(undefined, posts)).toBe("2024-06-01T10:00:00Z");
    expect(nextLastSync("2024-07-01T00:00:00Z", posts)).toBe("2024-07-01T00:00:00Z");
    expect(nextLastSync("2024-07-01T00:00:00Z", [])).toBe("2024-07-01T00:00:00Z");
    expect(nextLastSync(undefined, [])).toBeUndefined();
  });

  it("syncs a delta only from a state made with the same draft setting, from the same CMS", () => {
    const url = "http://127.0.0.1:8055";
    const state = { lastSync: "2024-06-01T00:00:00Z", includeDrafts: false, url };
    expect(canSyncDelta(state, false, url)).toBe(true);
    expect(canSyncDelta(state, true, url)).toBe(false);
    expect(canSyncDelta(state, false, "http://127.0.0.1:8081")).toBe(false);
    expect(canSyncDelta({ lastSync: state.lastSync, includeDrafts: false }, false, url)).toBe(false);
    expect(canSyncDelta(undefined, false, url)).toBe(false);
    expect(canSyncDelta({ lastSync: "garbage", includeDrafts: false, url }, false, url)).toBe(false);
  });

  it("never lets a published build see drafts", () => {
    expect(visibilityFilter(false)).toEqual({ status: { _eq: "published" } });
    expect(visibilityFilter(true)).toEqual({ status: { _in: ["published", "scheduled", "draft"] } });
  });
});
