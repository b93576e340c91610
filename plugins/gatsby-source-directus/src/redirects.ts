import type { DirectusClient } from "./client";
import type { NodeInput } from "./nodes";
import { nodeTypes, type DirectusRedirectItem } from "./types";

/**
 * The CMS's `redirects` collection, which editors keep (and the CMS's redirects hook adds to
 * when a published slug changes): every row becomes a `DirectusRedirect` node, which the site's
 * build turns into Gatsby redirects (src/gatsby/node/cms-redirects.ts). Few rows: fetched whole
 * on every build; unchanged ones keep their digest, so they cost nothing.
 */
export const redirectTypeDefs = `
  type ${nodeTypes.redirect} implements Node @dontInfer {
    directusId: String!
    from: String!
    to: String!
    "301 when true, 302 otherwise"
    permanent: Boolean!
  }
`;

export const redirectFields = "id,from,to,permanent";

export const redirectNodeInput = (redirect: DirectusRedirectItem): NodeInput => ({
  type: nodeTypes.redirect,
  key: String(redirect.id),
  fields: { directusId: String(redirect.id), from: redirect.from, to: redirect.to, permanent: redirect.permanent !== false },
});

/** Every redirect of the CMS, as node inputs (a total order, like every paged list). */
export const fetchRedirects = async (client: DirectusClient): Promise<NodeInput[]> =>
  (await client.getAll<DirectusRedirectItem>("/items/redirects", { fields: redirectFields, sort: "id" })).map(redirectNodeInput);
