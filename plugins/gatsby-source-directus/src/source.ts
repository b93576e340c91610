import type { GatsbyNode, NodePluginArgs } from "gatsby";
import { createDirectusClient, type DirectusClient } from "./client";
import { canSyncDelta, nextLastSync, planSync, visibilityFilter, type SyncState } from "./delta";
import { DirectusConfigurationError } from "./errors";
import { bodyImageIds } from "./asset-url";
import { fileIdsUsedBy, type FileReferences } from "./files";
import { syncPages } from "./landing-pages/page-sync";
import { assetNodeInput, categoryNodeInput, nodeIdFor as nodeIdOf, postNodeInput, type NodeInput } from "./nodes";
import { fetchNavigation, navigationNodeTypes } from "./navigation";
import { resolveOptions, type DirectusPluginOptions, type DirectusSettings } from "./options";
import { fetchRedirects } from "./redirects";
import {
  fileFields,
  nodeTypes,
  postFields,
  type DirectusCategoryItem,
  type DirectusFileItem,
  type DirectusPostItem,
} from "./types";

const syncStateKey = "directus-sync-state";

type Helpers = Pick<NodePluginArgs, "actions" | "createNodeId" | "createContentDigest" | "getNode" | "getNodesByType">;

const nodeIdFor = (helpers: Helpers, type: string, key: string): string => nodeIdOf(helpers.createNodeId, type, key);

/** Resolves once Gatsby's data store has written the node (and every one made before it). */
const upsertNode = (helpers: Helpers, input: NodeInput): void | Promise<void> =>
  helpers.actions.createNode({
    ...input.fields,
    id: nodeIdFor(helpers, input.type, input.key),
    parent: null,
    children: [],
    internal: { type: input.type, contentDigest: helpers.createContentDigest(input.fields) },
  });

/**
 * Upserts the nodes of collections fetched whole (or, for files, of every file the posts and
 * pages show) and deletes the nodes of those types that are no longer among them: this plugin's
 * nodes are never collected by Gatsby as stale (`enableStatefulSourceNodes`).
 */
const replaceNodesOfTypes = (
  helpers: Helpers,
  types: readonly string[],
  inputs: readonly NodeInput[],
): (void | Promise<void>)[] => {
  const current = new Set(inputs.map((input) => nodeIdFor(helpers, input.type, input.key)));
  for (const type of types) {
    for (const node of helpers.getNodesByType(type)) if (!current.has(node.id)) helpers.actions.deleteNode(node);
  }
  return inputs.map((input) => upsertNode(helpers, input));
};

/** What a post node refers to; a node made before `bodyImages` existed has its body searched. */
const referencesOfNode = (node: Record<string, unknown>, apiUrl: string): FileReferences => ({
  heroImage: (node.heroImage as string | null) ?? null,
  shareImage: (node.shareImage as string | null | undefined) ?? null,
  bodyImages: Array.isArray(node.bodyImages) ? (node.bodyImages as string[]) : bodyImageIds(String(node.body ?? ""), apiUrl),
});

// Every paged list has a total order (a unique field last), so no post is skipped or
// repeated between pages while Directus pages with offsets.
const fetchPosts = (client: DirectusClient, filter: Record<string, unknown>) =>
  client.getAll<DirectusPostItem>("/items/posts", {
    fields: postFields,
    filter: JSON.stringify(filter),
    sort: "-date_created,-id",
  });

/** Posts: a full fetch on a cold cache, otherwise only what changed since the last sync. */
const syncPosts = async (
  client: DirectusClient,
  helpers: Helpers,
  options: DirectusSettings,
  state: SyncState | undefined,
  reporter: NodePluginArgs["reporter"],
): Promise<{ fileIds: string[]; state: SyncState | undefined }> => {
  const visible = visibilityFilter(options.includeDrafts);
  if (!canSyncDelta(state, options.includeDrafts, options.url)) {
    const posts = await fetchPosts(client, visible);
    const inputs = posts.map((post) => postNodeInput(post, options.url));
    // Post nodes cached by an earlier run that this one may not show (a preview's drafts before
    // a published build) go now, before the site's own sourceNodes (the blog summary) reads the
    // posts: Gatsby collects none of this plugin's nodes.
    const fetched = new Set(posts.map((post) => String(post.id)));
    for (const node of helpers.getNodesByType(nodeTypes.post)) {
      if (!fetched.has(String(node.directusId))) helpers.actions.deleteNode(node);
    }
    inputs.forEach((input) => upsertNode(helpers, input));
    const lastSync = nextLastSync(undefined, posts);
    return {
      fileIds: fileIdsUsedBy(inputs.map((input) => referencesOfNode(input.fields, options.url))),
      state: lastSync ? { lastSync, includeDrafts: options.includeDrafts, url: options.url } : undefined,
    };
  }

  const [visibleIds, changed] = await Promise.all([
    client.getIds("/items/posts", visible),
    fetchPosts(client, {
      _and: [visible, { _or: [{ date_updated: { _gte: state.lastSync } }, { date_created: { _gte: state.lastSync } }] }],
    }),
  ]);
  const existingIds = helpers.getNodesByType(nodeTypes.post).map((node) => String(node.directusId));
  const plan = planSync(
    visibleIds.map(String),
    changed.map((post) => String(post.id)),
    existingIds,
  );
  const refetched = await client.getByIds<DirectusPostItem>(
    "/items/posts",
    plan.refetch.map(Number),
    { fields: postFields },
    visible,
  );

  const kept: FileReferences[] = [];
  for (const id of plan.keep) {
    const node = helpers.getNode(nodeIdFor(helpers, nodeTypes.post, id));
    if (node) kept.push(referencesOfNode(node, options.url));
  }
  for (const id of plan.remove) {
    const node = helpers.getNode(nodeIdFor(helpers, nodeTypes.post, id));
    if (node) helpers.actions.deleteNode(node);
  }
  const fetched = [...changed, ...refetched].map((post) => postNodeInput(post, options.url));
  fetched.forEach((input) => upsertNode(helpers, input));
  reporter.info(
    `gatsby-source-directus: delta sync, ${changed.length} changed, ${plan.remove.length} removed, ${plan.keep.length} unchanged`,
  );

  return {
    fileIds: fileIdsUsedBy([...fetched.map((input) => referencesOfNode(input.fields, options.url)), ...kept]),
    state: {
      lastSync: nextLastSync(state.lastSync, changed) ?? state.lastSync,
      includeDrafts: options.includeDrafts,
      url: options.url,
    },
  };
};

/**
 * Categories and redirects are few and fetched whole; files are fetched by id in fixed-size
 * chunks, so no request grows with the archive. Unchanged digests cost nothing.
 */
const syncCategoriesAndAssets = async (
  client: DirectusClient,
  helpers: Helpers,
  options: DirectusSettings,
  fileIds: string[],
): Promise<void> => {
  const categories = await client.getAll<DirectusCategoryItem>("/items/categories", { fields: "id,name,slug", sort: "id" });
  replaceNodesOfTypes(helpers, [nodeTypes.category], categories.map(categoryNodeInput));
  replaceNodesOfTypes(helpers, [nodeTypes.redirect], await fetchRedirects(client));

  const files = await client.getByIds<DirectusFileItem>("/files", fileIds, { fields: fileFields });
  replaceNodesOfTypes(
    helpers,
    [nodeTypes.asset],
    files.map((file) => assetNodeInput(file, options.url)),
  );
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, pluginOptions) => {
  const { cache, reporter } = args;
  const options = resolveOptions(pluginOptions as unknown as Partial<DirectusPluginOptions>);
  const client = createDirectusClient(options);
  const activity = reporter.activityTimer(`Sourcing from Directus at ${options.url}`);
  activity.start();
  // Every sync below keeps the nodes of what did not change and deletes those of what the CMS no
  // longer shows, so Gatsby need not collect this plugin's nodes as stale, nor this plugin touch
  // the thousands it keeps (both about 1 s of a warm build at 10,000 posts).
  if (!args.actions.enableStatefulSourceNodes) {
    reporter.panic("gatsby-source-directus needs Gatsby 5.12 or later (actions.enableStatefulSourceNodes).");
  }
  args.actions.enableStatefulSourceNodes!();
  try {
    const previous = (await cache.get(syncStateKey)) as SyncState | undefined;
    const { fileIds, state } = await syncPosts(client, args, options, previous, reporter);
    const pages = await syncPages(client, args, options, (input) => upsertNode(args, input));
    await syncCategoriesAndAssets(client, args, options, [...new Set([...fileIds, ...pages.fileIds])]);
    // The last nodes this sync makes. Waiting for them waits until Gatsby's store (LMDB, written
    // asynchronously) holds every node made above, so that what reads nodes by type next (the
    // count below, the site's blog summary) sees them all: a cold build under load once read no
    // post there, built an empty blog sidebar, and the next build rendered its pages again.
    await Promise.all(replaceNodesOfTypes(args, Object.values(navigationNodeTypes), await fetchNavigation(client, options.url)));
    await cache.set(syncStateKey, state);
    activity.setStatus(`${args.getNodesByType(nodeTypes.post).length} posts`);
  } catch (error) {
    activity.end();
    if (error instanceof DirectusConfigurationError) reporter.panic(error.message);
    throw error;
  }
  activity.end();
};
