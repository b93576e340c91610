import { expect } from "@playwright/test";
import { shardDigitsSetting, shardOfPost } from "../../../src/gatsby/node/search-shards";
import { cms, postsWithStatus, type CmsPost } from "../cms";

/**
 * An editor's content saves (e2e/content-changes.spec.ts checks the rebuilt site): a published
 * post's title revised, another published post unpublished, and a new post whose body holds
 * every kind of hostile markup.
 */
export interface ContentEdits {
  edited: CmsPost;
  unpublished: CmsPost;
  /** The hostile post's id, once it is made. */
  hostileId?: number;
}

export const hostileTitle = "Hostile markup renders inert";

export const hostileBody = `
<h2>Safe heading stays</h2>
<p>Safe paragraph stays, with a <a href="https://owasp.org/">link to OWASP</a>.</p>
<script>window.__xss = "script"; alert("script")</script>
<img src="x" onerror="window.__xss = 'onerror'; alert('onerror')">
<svg onload="window.__xss = 'svg'"><circle r="4"></circle></svg>
<a href="javascript:window.__xss='href';alert('href')">javascript link</a>
<a href="&#106;avascript:alert('entity')">entity link</a>
<iframe src="javascript:alert('iframe')"></iframe>
<iframe srcdoc="<script>parent.__xss='srcdoc'</script>"></iframe>
<div style="background:url(javascript:alert('style'))" onmouseover="window.__xss='hover'">hover text stays</div>
<details open ontoggle="window.__xss='toggle'"><summary>toggle</summary></details>
<noscript><p title="</noscript><img src=x onerror=window.__xss='mxss'>"></p></noscript>
<form action="javascript:alert('form')"><button formaction="javascript:alert(1)">Send</button></form>
<object data="javascript:alert('object')"></object>
<math><mtext><table><mglyph><style><img src=x onerror=window.__xss='math'></style></mglyph></table></mtext></math>
`;

export const revisedTitle = (title: string): string => `${title} (revised)`;

/** The posts the saves change, chosen before anything changes (so that a restore knows them). */
export const chooseContentEdits = async (): Promise<ContentEdits> => {
  const published = await postsWithStatus("published");
  const unpublished = published[2]!;
  // The post with the lowest id: its shard of the search index (SEARCH_INDEX_SHARD_DIGITS) keeps
  // its posts, as neither the unpublished post nor the new one is in it, so the edited post goes
  // into the index's revisions shard (src/gatsby/node/search-shards.ts).
  const edited = published.reduce((lowest, post) => (post.id < lowest.id ? post : lowest));
  const digits = shardDigitsSetting(process.env.SEARCH_INDEX_SHARD_DIGITS);
  expect(shardOfPost(String(edited.id), digits)).not.toBe(shardOfPost(String(unpublished.id), digits));
  return { edited, unpublished };
};

/** Saves the edits in the CMS; `edits.hostileId` is set as soon as the new post exists. */
export const applyContentEdits = async (edits: ContentEdits): Promise<void> => {
  await cms("PATCH", `/items/posts/${edits.edited.id}`, { title: revisedTitle(edits.edited.title) });
  await cms("PATCH", `/items/posts/${edits.unpublished.id}`, { status: "draft" });
  const hostile = await cms<{ id: number }>("POST", "/items/posts", {
    status: "published",
    title: hostileTitle,
    sub_title: "A post written by the content-change test.",
    body: hostileBody,
    tags: ["xss-test"],
  });
  edits.hostileId = hostile.id;
};

/** Puts the CMS content back as it was before the edits, whatever part of them was made. */
export const restoreContentEdits = async ({ edited, unpublished, hostileId }: ContentEdits): Promise<void> => {
  await cms("PATCH", `/items/posts/${edited.id}`, { title: edited.title });
  await cms("PATCH", `/items/posts/${unpublished.id}`, { status: "published" });
  if (hostileId) await cms("DELETE", `/items/posts/${hostileId}`);
};
