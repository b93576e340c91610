import type { NodePluginArgs } from "gatsby";
import type { DirectusClient } from "../client";
import { visibilityFilter } from "../delta";
import type { NodeInput } from "../nodes";
import type { DirectusSettings } from "../options";
import { pageFields, pageStampFields, type DirectusPageItem, type DirectusPageStampItem } from "./page-items";
import { pageChangeStamp, pageNodeInput, pageNodeType } from "./page-nodes";

type Helpers = Pick<NodePluginArgs, "actions" | "getNodesByType" | "reporter">;

export interface PageSyncPlan {
  /** Pages whose node says what the CMS has: kept as they are, not fetched. */
  keep: string[];
  /** Pages fetched in full: new, or changed since their node was made. */
  fetch: string[];
  /** Nodes of pages the build may no longer show (deleted, unpublished). */
  remove: string[];
}

/**
 * What to do with each page: `visible` are the pages the build may show now with their change
 * stamps, `existing` the stamps of the nodes an earlier build left (by page id).
 */
export const planPageSync = (
  visible: readonly { id: string; stamp: string }[],
  existing: ReadonlyMap<string, string>,
): PageSyncPlan => {
  const shown = new Set(visible.map((page) => page.id));
  return {
    keep: visible.filter((page) => existing.get(page.id) === page.stamp).map((page) => page.id),
    fetch: visible.filter((page) => existing.get(page.id) !== page.stamp).map((page) => page.id),
    remove: [...existing.keys()].filter((id) => !shown.has(id)),
  };
};

/**
 * Landing pages with delta sync, as posts have: one list of every visible page's change stamp
 * (its dates and its blocks' ids and dates, no content), then the full fields of only the pages
 * that are new or changed. Unchanged pages keep their nodes, so Gatsby re-runs no query and
 * re-renders no page for them; the nodes of pages gone are deleted here (Gatsby collects none of
 * this plugin's nodes). Resolves with the files the pages show, to source them.
 */
export const syncPages = async (
  client: DirectusClient,
  helpers: Helpers,
  options: DirectusSettings,
  upsertNode: (input: NodeInput) => void,
): Promise<{ fileIds: string[] }> => {
  const visible = visibilityFilter(options.includeDrafts);
  const stamps = await client.getAll<DirectusPageStampItem>("/items/pages", {
    fields: pageStampFields,
    filter: JSON.stringify(visible),
    sort: "id",
  });
  const stampOf = new Map(stamps.map((page) => [String(page.id), pageChangeStamp(page, options.url)]));
  const nodes = new Map(helpers.getNodesByType(pageNodeType).map((node) => [String(node.directusId), node]));
  const plan = planPageSync(
    [...stampOf].map(([id, stamp]) => ({ id, stamp })),
    new Map([...nodes].map(([id, node]) => [id, String(node.changeStamp)])),
  );

  for (const id of plan.remove) helpers.actions.deleteNode(nodes.get(id)!);
  const fileIds: string[] = [];
  for (const id of plan.keep) fileIds.push(...((nodes.get(id)!.fileIds as string[] | undefined) ?? []));
  const pages = await client.getByIds<DirectusPageItem>("/items/pages", plan.fetch.map(Number), { fields: pageFields }, visible);
  for (const page of pages) {
    const input = pageNodeInput(page, {
      apiUrl: options.url,
      changeStamp: stampOf.get(String(page.id)) ?? "",
      skipped: (block) =>
        helpers.reporter.warn(
          `gatsby-source-directus: page "${page.title}" (${page.id}) has a block the build cannot show (${block.collection ?? "no type"} ${block.item?.id ?? "unreadable or deleted"}); it is left out`,
        ),
    });
    upsertNode(input);
    fileIds.push(...(input.fields.fileIds as string[]));
  }
  // A page unpublished or deleted between the two requests: its old node goes too.
  const fetched = new Set(pages.map((page) => String(page.id)));
  for (const id of plan.fetch) {
    const node = nodes.get(id);
    if (!fetched.has(id) && node) helpers.actions.deleteNode(node);
  }
  helpers.reporter.info(
    `gatsby-source-directus: pages, ${pages.length} fetched, ${plan.remove.length} removed, ${plan.keep.length} unchanged`,
  );
  return { fileIds };
};
