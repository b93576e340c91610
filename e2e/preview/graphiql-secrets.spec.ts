import { expect, test } from "@playwright/test";
import { localSecrets, previewToken } from "../../cms/server/index.mjs";
import { previewUrl } from "../../scripts/lib/preview-url.mjs";

/**
 * The preview server (gatsby develop with drafts) answers GraphQL at /___graphql to any page
 * that asks, cross-origin included. Its CMS token (the preview token, which reads every draft)
 * must not be in anything it answers: the source plugin reads DIRECTUS_TOKEN from the
 * environment, never from its options, which Gatsby keeps as SitePlugin nodes.
 */

/**
 * The CMS's tokens and keys, which no answer of the preview server may hold. Not the develop
 * server's own GATSBY_REFRESH_TOKEN: gatsby develop puts it into every GraphQL answer
 * (`extensions.refreshToken`, for GraphiQL's refresh button) and it can only make the server
 * re-source (see docs/security.md).
 */
const cmsSecrets = (): string[] => {
  const secrets = localSecrets();
  return [
    previewToken(),
    ...(["adminToken", "formsToken", "buildToken", "sessionSecret", "key", "secret"] as const).map((name) => secrets[name]),
  ];
};

/** A POST to /___graphql from another origin, as a page elsewhere would send it. */
const graphql = async (query: string): Promise<{ status: number; text: string }> => {
  const answer = await fetch(`${previewUrl}/___graphql`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://stranger.example" },
    body: JSON.stringify({ query }),
  });
  return { status: answer.status, text: await answer.text() };
};

interface IntrospectedType {
  name: string;
  kind: string;
  interfaces: { name: string }[] | null;
  fields:
    | {
        name: string;
        args: { name: string }[];
        type: { kind: string; name: string | null; ofType: { kind: string; name: string | null } | null };
      }[]
    | null;
}

test("no plugin's options carry the CMS token", async () => {
  const answer = await graphql("{ allSitePlugin { nodes { name pluginOptions } } }");
  expect(answer.status).toBe(200);
  const plugins = (JSON.parse(answer.text) as { data: { allSitePlugin: { nodes: { name: string; pluginOptions: unknown }[] } } })
    .data.allSitePlugin.nodes;
  const source = plugins.find((plugin) => plugin.name === "gatsby-source-directus");
  expect(source, "the source plugin is registered").toBeDefined();
  expect(Object.keys(source!.pluginOptions as object)).not.toContain("token");
  for (const secret of cmsSecrets()) expect(answer.text).not.toContain(secret);
});

test("no stored string of any node type queryable in GraphiQL carries a CMS secret", async () => {
  // The 100-odd queries took 1.0-1.6 s in all here.
  test.setTimeout(10_000);
  const schema = await graphql(
    "{ __schema { types { name kind interfaces { name } fields { name args { name } type { kind name ofType { kind name } } } } } }",
  );
  expect(schema.status).toBe(200);
  const types = (JSON.parse(schema.text) as { data: { __schema: { types: IntrospectedType[] } } }).data.__schema.types;
  const nodeTypes = types.filter((type) => type.kind === "OBJECT" && type.interfaces?.some((face) => face.name === "Node"));
  expect(nodeTypes.map((type) => type.name)).toEqual(
    expect.arrayContaining(["SitePlugin", "SitePage", "DirectusPost", "DirectusAsset"]),
  );

  const scalarKinds = new Set(["SCALAR", "ENUM"]);
  const secrets = cmsSecrets();
  let answeredWithData = 0;
  let asked = 0;
  for (const type of nodeTypes) {
    // Every scalar field (JSON ones included, such as pluginOptions and page context) and each
    // node's internal content, one query each: a field that is null where the schema says it
    // cannot be voids the whole answer, and must not hide the others. Not fields with arguments,
    // which compute something (image resolvers) rather than hold it.
    const fields = (type.fields ?? [])
      .filter((field) => field.args.length === 0)
      .filter((field) => scalarKinds.has(field.type.kind) || scalarKinds.has(field.type.ofType?.kind ?? ""))
      .map((field) => field.name);
    for (const selection of [...fields, "internal { content }"]) {
      const answer = await graphql(`{ all${type.name}(limit: 5000) { nodes { ${selection} } } }`);
      expect(answer.status, `all${type.name} ${selection}`).toBe(200);
      for (const secret of secrets) expect(answer.text, `all${type.name} ${selection}`).not.toContain(secret);
      asked += 1;
      if ((JSON.parse(answer.text) as { data: unknown }).data) answeredWithData += 1;
    }
  }
  // Nearly every query answered data (the rest hit a field the schema says is never null).
  expect(asked).toBeGreaterThan(100);
  expect(answeredWithData).toBeGreaterThan(asked * 0.9);
});
