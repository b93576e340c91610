/**
 * The logic of the site-rebuild hook (index.mjs), kept free of Directus so that it can be
 * unit-tested (cms/test/__tests__/site-rebuild.test.ts):
 *
 * - which content changes can affect the published site (affectsPublishedSite);
 * - the coalescing window: the first relevant change opens it, later ones join it, and one
 *   build-hook call is made when it closes (createCoalescer);
 * - the build-hook call with its retries (callBuildHook);
 * - what a scheduled post needs (scheduleProblem) and the date it gets when it is published
 *   (publicationDate);
 * - how long `site_builds` rows are kept (parseKeepDays, keptSince).
 */

/** Seconds a rebuild window stays open unless SITE_REBUILD_WINDOW_SECONDS says otherwise. */
export const defaultWindowSeconds = 30;

/** Days a `site_builds` row is kept unless SITE_BUILDS_KEEP_DAYS says otherwise. */
export const defaultKeepDays = 90;

/**
 * The fields of a post the hook reads before a change.
 * @typedef {{ id: string | number, status?: string | null, title?: string | null, publish_at?: string | number | Date | null }} PostState
 */

/**
 * A change of a post, landing page or category, as the hook saw it (a page's block changing is
 * a change of the pages that show it: pages.mjs). `before` is null when the state before
 * the change is unknown (the hook did not see it); it is empty for a create. `after` is empty
 * for a delete.
 * @typedef {object} Change
 * @property {"posts" | "pages" | SiteContentCollection} collection
 * @property {"create" | "update" | "delete"} event
 * @property {(string | number)[]} keys
 * @property {PostState[] | null} before
 * @property {PostState[]} after
 * @property {string[]} [names] names of the items (categories, menus, menu links; the old
 *   addresses of redirects), when known
 */

/**
 * Collections whose every change can alter the published site: the blog lists the categories,
 * the site serves each redirect, and every page shows the menus and site details (cms/provisioning/site-navigation.mjs). For
 * each, what a summary calls one item and several, the field that names an item, and whether it
 * is a singleton (named without a key).
 * @type {Record<string, { one: string, many: string, nameField: string | null, singleton?: boolean }>}
 */
export const siteContentCollections = {
  categories: { one: "category", many: "categories", nameField: "name" },
  redirects: { one: "redirect", many: "redirects", nameField: "from" },
  site_globals: { one: "site details", many: "site details", nameField: null, singleton: true },
  navigation_menus: { one: "menu", many: "menus", nameField: "title" },
  navigation_links: { one: "menu link", many: "menu links", nameField: "title" },
};

/** @typedef {keyof typeof siteContentCollections} SiteContentCollection */

/** Collections with a status, whose drafts the site does not show, and how a summary names them. */
const publishedOnlyCollections = {
  posts: { one: "post", many: "posts" },
  pages: { one: "page", many: "pages" },
};

/**
 * Whether a change can alter the published site. Any change of a category, a redirect, a menu,
 * a menu link or the site details can (siteContentCollections). A post or landing page change can when it is
 * published before or after it: a published one created, edited, unpublished, archived or
 * deleted, and a draft or scheduled one published. Edits of drafts, scheduled and archived ones
 * cannot. When the state before an
 * update or delete is unknown, the change counts (a needless rebuild is cheaper than a
 * missing one).
 * @param {Change} change
 * @returns {boolean}
 */
export const affectsPublishedSite = (change) => {
  if (change.collection in siteContentCollections) return true;
  if (!(change.collection in publishedOnlyCollections)) return false;
  if (change.event !== "create" && change.before === null) return true;
  return [...(change.before ?? []), ...change.after].some((post) => post.status === "published");
};

/**
 * The posts' states after an update: the states before with the payload's fields applied.
 * Without states before (unknown), only what the payload says.
 * @param {(string | number)[]} keys
 * @param {PostState[] | null} before
 * @param {Record<string, unknown>} payload
 * @returns {PostState[]}
 */
export const statesAfterUpdate = (keys, before, payload) => {
  /** @type {Partial<PostState>} */
  const changed = {};
  for (const field of /** @type {const} */ (["status", "title", "publish_at"])) {
    if (field in payload) changed[field] = /** @type {string | null} */ (payload[field]);
  }
  return (before ?? keys.map((id) => ({ id }))).map((post) => ({ ...post, ...changed }));
};

/** @param {string | null | undefined} title */
const quoted = (title) => (title ? `“${title.length > 60 ? `${title.slice(0, 59)}…` : title}”` : "");

/**
 * What happened to one post, in an editor's words.
 * @param {"create" | "update" | "delete"} event
 * @param {PostState | undefined} before
 * @param {PostState | undefined} after
 */
const postVerb = (event, before, after) => {
  if (event === "create") return after?.status === "published" ? "created, published" : "created";
  if (event === "delete") return "deleted";
  const was = before?.status;
  const is = after?.status;
  if (was !== "published" && is === "published") return was === "scheduled" ? "published (scheduled)" : "published";
  if (was === "published" && is !== "published" && is) return is === "archived" ? "archived" : `unpublished (now ${is})`;
  return "edited";
};

/**
 * What happened, in an editor's words: one line per post, landing page, category, menu, menu
 * link or the site details (repeated saves of one item are counted, not repeated), e.g.
 * `post 12 “Designing forms” edited (5×)`, `menu link 7 “Journal” edited`.
 * @param {Change[]} changes
 * @returns {string[]}
 */
export const describeChanges = (changes) => {
  /** @type {Map<string, { subject: string, title: string | null, verbs: string[], count: number }>} */
  const groups = new Map();
  for (const change of changes) {
    const several = change.keys.length > 1;
    const content = siteContentCollections[change.collection];
    const { one, many } = content ?? publishedOnlyCollections[/** @type {"posts" | "pages"} */ (change.collection)];
    const subject = content?.singleton ? one : several ? `${change.keys.length} ${many}` : `${one} ${change.keys[0] ?? ""}`;
    const key = `${change.collection}:${content?.singleton ? "" : change.keys.join(",")}`;
    const group = groups.get(key) ?? { subject, title: null, verbs: [], count: 0 };
    groups.set(key, group);
    group.count += 1;
    if (content) {
      group.title = change.names?.find(Boolean) ?? group.title;
      const verb = { create: "created", update: "edited", delete: "deleted" }[change.event];
      if (!group.verbs.includes(verb)) group.verbs.push(verb);
      continue;
    }
    const states = change.event === "delete" ? (change.before ?? []) : change.after;
    if (!several) group.title = states[0]?.title ?? change.before?.[0]?.title ?? group.title;
    for (const [index] of change.keys.entries()) {
      const verb = postVerb(change.event, change.before?.[index], change.after[index]);
      if (!group.verbs.includes(verb)) group.verbs.push(verb);
    }
  }
  return [...groups.values()].map(({ subject, title, verbs, count }) =>
    `${subject} ${quoted(title)} ${verbs.join(", ")}${count > 1 ? ` (${count}×)` : ""}`.replace(/\s+/g, " "),
  );
};

/**
 * The summary of a window's changes, at most `maxLength` characters.
 * @param {Change[]} changes
 * @param {number} [maxLength]
 * @returns {string}
 */
export const summarizeChanges = (changes, maxLength = 500) => {
  const lines = describeChanges(changes);
  const head = `${changes.length} ${changes.length === 1 ? "change" : "changes"}: `;
  let text = head;
  for (const [index, line] of lines.entries()) {
    const separator = index === 0 ? "" : "; ";
    const later = lines.length - index - 1;
    const room = later > 0 ? `; and ${later} more`.length : 0;
    if (`${text}${separator}${line}`.length + room > maxLength)
      return `${text}${separator}and ${lines.length - index} more`.slice(0, maxLength);
    text += `${separator}${line}`;
  }
  return text;
};

/**
 * A whole-number setting from the environment, from `min` to `max`; an unset value gives
 * `fallback`, an unusable one too, with a warning naming the setting.
 * @param {{ name: string, value: unknown, min: number, max: number, fallback: number, unit: string }} setting
 * @param {(message: string) => void} warn
 * @returns {number}
 */
const numberSetting = ({ name, value, min, max, fallback, unit }, warn) => {
  if (value === undefined || value === null || String(value).trim() === "") return fallback;
  const number = Number(value);
  if (Number.isFinite(number) && number >= min && number <= max) return number;
  warn(`${name}=${String(value)} is not a number of ${unit} from ${min} to ${max}; using ${fallback}`);
  return fallback;
};

/**
 * SITE_REBUILD_WINDOW_SECONDS as seconds (0 calls the hook right after each relevant change).
 * An unusable value gives the default, with a warning.
 * @param {unknown} value
 * @param {(message: string) => void} warn
 * @returns {number}
 */
export const parseWindowSeconds = (value, warn) =>
  numberSetting(
    { name: "SITE_REBUILD_WINDOW_SECONDS", value, min: 0, max: 3600, fallback: defaultWindowSeconds, unit: "seconds" },
    warn,
  );

/**
 * SITE_BUILDS_KEEP_DAYS as days: how long the rows of `site_builds` are kept (1 to 3650).
 * @param {unknown} value
 * @param {(message: string) => void} warn
 * @returns {number}
 */
export const parseKeepDays = (value, warn) =>
  numberSetting({ name: "SITE_BUILDS_KEEP_DAYS", value, min: 1, max: 3650, fallback: defaultKeepDays, unit: "days" }, warn);

/**
 * The moment before which `site_builds` rows are removed: `keepDays` before `now`.
 * @param {number} now milliseconds since the epoch
 * @param {number} keepDays
 * @returns {string} an ISO date-time
 */
export const keptSince = (now, keepDays) => new Date(now - keepDays * 24 * 60 * 60 * 1000).toISOString();

/**
 * The changes of one window.
 * @typedef {{ openedAt: number, closedAt: number, changes: Change[] }} Batch
 */

/**
 * Timers the coalescer uses (the real ones by default; tests pass Jest's fake ones).
 * @typedef {{ setTimeout: (callback: () => void, ms: number) => unknown, clearTimeout: (handle: any) => void }} Timers
 */

/**
 * A fixed window: the first change opens it, changes until it closes join it, and `onClose`
 * gets them all once, `windowMs` after the first. A steady stream of saves therefore calls the
 * hook once per window, never less often (a window that restarted on every save could wait
 * forever). Changes made while `onClose` runs open the next window.
 * @param {{ windowMs: number, onClose: (batch: Batch) => Promise<void>, onError?: (error: unknown) => void, timers?: Timers, now?: () => number }} options
 */
export const createCoalescer = ({ windowMs, onClose, onError = () => {}, timers = globalThis, now = Date.now }) => {
  /** @type {{ openedAt: number, changes: Change[], handle: unknown } | null} */
  let open = null;

  const close = async () => {
    const batch = open;
    open = null;
    if (!batch) return;
    try {
      await onClose({ openedAt: batch.openedAt, closedAt: now(), changes: batch.changes });
    } catch (error) {
      onError(error);
    }
  };

  return {
    /**
     * Adds a change to the open window, or opens one with it; tells whether it opened one.
     * @param {Change} change
     * @returns {boolean}
     */
    add(change) {
      const opened = open === null;
      if (!open) {
        const handle = timers.setTimeout(() => void close(), windowMs);
        // A pending window must not keep Directus from shutting down.
        /** @type {{ unref?: () => void }} */ (handle)?.unref?.();
        open = { openedAt: now(), changes: [], handle };
      }
      open.changes.push(change);
      return opened;
    },
    /** How many changes wait in the open window (0 when none is open). */
    pending: () => open?.changes.length ?? 0,
    /** Closes the open window now (its call is made); resolves when `onClose` has finished. */
    async flush() {
      if (!open) return;
      timers.clearTimeout(open.handle);
      await close();
    },
  };
};

/**
 * The outcome of a build-hook call. `error` never names the hook's URL beyond its origin (a
 * build hook's path is often its secret) nor its token.
 * @typedef {{ ok: boolean, status: number | null, attempts: number, error: string | null }} HookResult
 */

/**
 * A URL's origin only, e.g. https://api.netlify.com for a Netlify build hook.
 * @param {string} url
 */
export const hookOrigin = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return "(not a URL)";
  }
};

/** @param {unknown} error */
const networkReason = (error) => {
  const failure = /** @type {{ message?: string, cause?: { message?: string, code?: string } }} */ (error);
  if (failure?.cause?.message) return failure.cause.message;
  return failure?.message ?? String(error);
};

/**
 * POSTs `body` as JSON to the build hook, with the token as the Authorization header when
 * there is one. Network failures, timeouts, 429 and 5xx answers are tried again after
 * `delaysMs` (2 s, then 10 s: three attempts); other answers are final.
 * @param {{ url: string, token?: string, body: unknown, fetch?: typeof globalThis.fetch, sleep?: (ms: number) => Promise<void>, delaysMs?: number[], timeoutMs?: number }} options
 * @returns {Promise<HookResult>}
 */
export const callBuildHook = async ({
  url,
  token = "",
  body,
  fetch = globalThis.fetch,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  delaysMs = [2000, 10_000],
  timeoutMs = 15_000,
}) => {
  const origin = hookOrigin(url);
  for (let attempt = 1; ; attempt += 1) {
    /** @type {{ status: number | null, error: string, retry: boolean }} */
    let failure;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(token ? { Authorization: token } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true, status: response.status, attempts: attempt, error: null };
      failure = {
        status: response.status,
        error: `the build hook (${origin}) answered ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`,
        retry: response.status === 429 || response.status >= 500,
      };
    } catch (error) {
      failure = { status: null, error: `the build hook (${origin}) could not be reached: ${networkReason(error)}`, retry: true };
    }
    const delay = delaysMs[attempt - 1];
    if (!failure.retry || delay === undefined) {
      const tries = attempt > 1 ? ` (${attempt} attempts)` : "";
      return { ok: false, status: failure.status, attempts: attempt, error: `${failure.error}${tries}` };
    }
    await sleep(delay);
  }
};

/**
 * Where an item's publish time is and what a scheduled item without one is told.
 * @typedef {{ field: string, message: string }} Schedule
 */

/** @type {Schedule} */
export const postSchedule = {
  field: "publish_at",
  message: 'A scheduled post needs a publish time: set "Publish at", or choose another status',
};

/**
 * Why an item cannot be saved as it would be after `payload`, or null: a scheduled item needs
 * a publish time (a post's `publish_at` by default; landing pages name their own field).
 * `before` is the item before an update (undefined for a create).
 * @param {Record<string, unknown> | undefined} before
 * @param {Record<string, unknown>} payload
 * @param {Schedule} [schedule]
 * @returns {string | null}
 */
export const scheduleProblem = (before, payload, schedule = postSchedule) => {
  const status = "status" in payload ? payload.status : before?.status;
  const publishAt = schedule.field in payload ? payload[schedule.field] : before?.[schedule.field];
  if (status === "scheduled" && (publishAt === null || publishAt === undefined || publishAt === "")) {
    return schedule.message;
  }
  return null;
};

/**
 * A timestamp as the database driver returns it (SQLite: milliseconds since 1970; Postgres: a
 * Date; the REST API: an ISO string) as milliseconds, or NaN.
 * @param {unknown} value
 * @returns {number}
 */
export const timeOf = (value) => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return value;
  if (typeof value !== "string" || value.trim() === "") return Number.NaN;
  return /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
};

/**
 * The date a post gets when it goes from scheduled to published, or null for any other
 * change. The site shows a post's date_created as its date, so a scheduled post is dated when
 * it goes live (and is listed first), not when its draft was begun: its publish time, or the
 * moment it is published by hand before that time. A payload that sets date_created itself
 * wins, and so do updates of several posts at once that are not all scheduled.
 * @param {PostState[]} before the posts the update changes
 * @param {Record<string, unknown>} payload
 * @param {Date} now
 * @returns {string | null}
 */
export const publicationDate = (before, payload, now) => {
  if (payload.status !== "published" || "date_created" in payload) return null;
  if (before.length === 0 || before.some((post) => post.status !== "scheduled")) return null;
  const publishAt = before.length === 1 ? timeOf(before[0]?.publish_at) : Number.NaN;
  return new Date(Number.isNaN(publishAt) || publishAt > now.getTime() ? now.getTime() : publishAt).toISOString();
};

/**
 * What a filter hook saw before a change, kept until its action hook (Directus emits the two
 * separately; an action for the same keys follows its filter, unless the change failed in
 * between, so entries expire).
 * @param {{ now?: () => number, ttlMs?: number }} [options]
 */
export const createStash = ({ now = Date.now, ttlMs = 120_000 } = {}) => {
  /** @type {Map<string, { at: number, posts: PostState[] }[]>} */
  const entries = new Map();
  /** @param {string} event @param {(string | number)[]} keys */
  const keyOf = (event, keys) => `${event}:${keys.map(String).sort().join(",")}`;
  const expire = () => {
    const oldest = now() - ttlMs;
    for (const [key, list] of entries) {
      const fresh = list.filter((entry) => entry.at >= oldest);
      if (fresh.length === 0) entries.delete(key);
      else entries.set(key, fresh);
    }
  };
  return {
    /** @param {string} event @param {(string | number)[]} keys @param {PostState[]} posts */
    put(event, keys, posts) {
      expire();
      const key = keyOf(event, keys);
      entries.set(key, [...(entries.get(key) ?? []), { at: now(), posts }]);
    },
    /**
     * The oldest state kept for these keys, removed; null when there is none.
     * @param {string} event @param {(string | number)[]} keys
     * @returns {PostState[] | null}
     */
    take(event, keys) {
      const key = keyOf(event, keys);
      const list = entries.get(key);
      const first = list?.shift();
      if (list && list.length === 0) entries.delete(key);
      return first?.posts ?? null;
    },
    size: () => entries.size,
  };
};
