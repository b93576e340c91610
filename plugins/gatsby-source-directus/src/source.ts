import type { GatsbyNode, NodePluginArgs } from "gatsby";
import { createDirectusClient, type DirectusClient } from "./client";
import { canSyncDelta, nextLastSync, planSync, visibilityFilter, type SyncState } from "./delta";
import { DirectusConfigurationError } from "./errors";
import { fileIdsUsedBy, type FileReferences } from "./files";
import { assetNodeInput, categoryNodeInput, postNodeInput, type NodeInput } from "./nodes";
import { resolveOptions, type DirectusPluginOptions } from "./options";
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

const nodeIdFor = (helpers: Helpers, type: string, key: string): string => helpers.createNodeId(`${type}-${key}`);

const upsertNode = (helpers: Helpers, input: NodeInput): void => {
  helpers.actions.createNode({
    ...input.fields,
    id: nodeIdFor(helpers, input.type, input.key),
    parent: null,
    children: [],
    internal: { type: input.type, contentDigest: helpers.createContentDigest(input.fields) },
  });
};

const referencesOf = (post: DirectusPostItem): FileReferences => ({ heroImage: post.hero_image, body: post.body ?? "" });

const fetchPosts = (client: DirectusClient, filter: Record<string, unknown>) =>
  client.getAll<DirectusPostItem>("/items/posts", {
    fields: postFields,
    filter: JSON.stringify(filter),
    sort: "-date_created",
  });

/** Posts: a full fetch on a cold cache, otherwise only what changed since the last sync. */
const syncPosts = async (
  client: DirectusClient,
  helpers: Helpers,
  options: DirectusPluginOptions,
  state: SyncState | undefined,
  reporter: NodePluginArgs["reporter"],
): Promise<{ fileIds: string[]; state: SyncState | undefined }> => {
  const visible = visibilityFilter(options.includeDrafts);
  if (!canSyncDelta(state, options.includeDrafts)) {
    const posts = await fetchPosts(client, visible);
    posts.forEach((post) => upsertNode(helpers, postNodeInput(post)));
    const lastSync = nextLastSync(undefined, posts);
    return {
      fileIds: fileIdsUsedBy(posts.map(referencesOf), options.url),
      state: lastSync ? { lastSync, includeDrafts: options.includeDrafts } : undefined,
    };
  }

  const [visibleIds, changed] = await Promise.all([
    client.getAll<{ id: number }>("/items/posts", { fields: "id", filter: JSON.stringify(visible) }),
    fetchPosts(client, {
      _and: [visible, { _or: [{ date_updated: { _gte: state.lastSync } }, { date_created: { _gte: state.lastSync } }] }],
    }),
  ]);
  const existingIds = helpers.getNodesByType(nodeTypes.post).map((node) => String(node.directusId));
  const plan = planSync(
    visibleIds.map((item) => String(item.id)),
    changed.map((post) => String(post.id)),
    existingIds,
  );
  const refetched = plan.refetch.length ? await fetchPosts(client, { id: { _in: plan.refetch } }) : [];

  const kept: FileReferences[] = [];
  for (const id of plan.keep) {
    const node = helpers.getNode(nodeIdFor(helpers, nodeTypes.post, id));
    if (!node) continue;
    helpers.actions.touchNode(node);
    kept.push({ heroImage: (node.heroImage as string | null) ?? null, body: String(node.body ?? "") });
  }
  for (const id of plan.remove) {
    const node = helpers.getNode(nodeIdFor(helpers, nodeTypes.post, id));
    if (node) helpers.actions.deleteNode(node);
  }
  [...changed, ...refetched].forEach((post) => upsertNode(helpers, postNodeInput(post)));
  reporter.info(
    `gatsby-source-directus: delta sync, ${changed.length} changed, ${plan.remove.length} removed, ${plan.keep.length} unchanged`,
  );

  return {
    fileIds: fileIdsUsedBy([...[...changed, ...refetched].map(referencesOf), ...kept], options.url),
    state: { lastSync: nextLastSync(state.lastSync, changed) ?? state.lastSync, includeDrafts: options.includeDrafts },
  };
};

/** Categories and file metadata are small: fetched whole, unchanged digests cost nothing. */
const syncCategoriesAndAssets = async (
  client: DirectusClient,
  helpers: Helpers,
  options: DirectusPluginOptions,
  fileIds: string[],
): Promise<void> => {
  const categories = await client.getAll<DirectusCategoryItem>("/items/categories", { fields: "id,name,slug" });
  categories.forEach((category) => upsertNode(helpers, categoryNodeInput(category)));

  const files = fileIds.length
    ? await client.getAll<DirectusFileItem>("/files", {
        fields: fileFields,
        filter: JSON.stringify({ id: { _in: fileIds } }),
      })
    : [];
  files.forEach((file) => upsertNode(helpers, assetNodeInput(file, options.url)));
};

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, pluginOptions) => {
  const { cache, reporter } = args;
  const options = resolveOptions(pluginOptions as unknown as Partial<DirectusPluginOptions>);
  const client = createDirectusClient(options);
  const activity = reporter.activityTimer(`Sourcing from Directus at ${options.url}`);
  activity.start();
  try {
    const previous = (await cache.get(syncStateKey)) as SyncState | undefined;
    const { fileIds, state } = await syncPosts(client, args, options, previous, reporter);
    await syncCategoriesAndAssets(client, args, options, fileIds);
    await cache.set(syncStateKey, state);
    activity.setStatus(`${args.getNodesByType(nodeTypes.post).length} posts`);
  } catch (error) {
    activity.end();
    if (error instanceof DirectusConfigurationError) reporter.panic(error.message);
    throw error;
  }
  activity.end();
};
