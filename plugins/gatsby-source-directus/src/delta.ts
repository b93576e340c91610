import type { DirectusPostItem } from "./types";

/** What a build remembers about the last sync (in Gatsby's plugin cache). */
export interface SyncState {
  /** Newest `date_updated` (or `date_created`) seen, in Directus's own clock. */
  lastSync: string;
  includeDrafts: boolean;
  /** The CMS synced from: another one (the embedded CMS, then the stack's) has other ids and files. */
  url?: string;
}

export interface SyncPlan {
  /** Ids whose nodes are kept as they are. */
  keep: string[];
  /** Ids whose nodes are removed: deleted, unpublished or archived since the last sync. */
  remove: string[];
  /** Ids that must be fetched in full although unchanged: their node is missing. */
  refetch: string[];
}

export const changeStamp = (post: Pick<DirectusPostItem, "date_created" | "date_updated">): string =>
  post.date_updated ?? post.date_created;

/** The newest change stamp among `posts`, or `previous` if there are none newer. */
export const nextLastSync = (previous: string | undefined, posts: readonly DirectusPostItem[]): string | undefined =>
  posts.reduce<string | undefined>((newest, post) => {
    const stamp = changeStamp(post);
    return newest === undefined || Date.parse(stamp) > Date.parse(newest) ? stamp : newest;
  }, previous);

/**
 * Decides what happens to the nodes of posts that did not change: `visibleIds` are all
 * posts the build may show now, `changedIds` those fetched in full because they changed,
 * `existingIds` the posts that have a node from the previous build.
 */
export const planSync = (
  visibleIds: readonly string[],
  changedIds: readonly string[],
  existingIds: readonly string[],
): SyncPlan => {
  const visible = new Set(visibleIds);
  const changed = new Set(changedIds);
  const existing = new Set(existingIds);
  const unchanged = visibleIds.filter((id) => !changed.has(id));
  return {
    keep: unchanged.filter((id) => existing.has(id)),
    remove: existingIds.filter((id) => !visible.has(id)),
    refetch: unchanged.filter((id) => !existing.has(id)),
  };
};

/**
 * A delta sync is possible only from a state made with the same draft setting, from the same
 * CMS (a state from before the URL was kept gets one full sync).
 */
export const canSyncDelta = (state: SyncState | undefined, includeDrafts: boolean, url: string): state is SyncState =>
  state !== undefined && state.includeDrafts === includeDrafts && state.url === url && !Number.isNaN(Date.parse(state.lastSync));

/**
 * Directus filter for the posts a build may show: published ones, and for the preview also
 * drafts and scheduled posts (shown like drafts until the publish flow publishes them).
 */
export const visibilityFilter = (includeDrafts: boolean): Record<string, unknown> =>
  includeDrafts ? { status: { _in: ["published", "scheduled", "draft"] } } : { status: { _eq: "published" } };
