/** @jest-environment node */
import { createRequire } from "node:module";
import path from "node:path";
import type * as CodeFileLoaderModule from "@graphql-tools/code-file-loader";
import type * as LoadModule from "@graphql-tools/load";
import type { DocumentNode } from "graphql";
import gatsbyConfig from "../../../../gatsby-config";

/*
 * Gatsby's typegen finds the Node side's queries in gatsby-config's documentSearchPaths with
 * graphql-tools (gatsby/dist/utils/graphql-typegen/ts-codegen.js): `graphql(`...`)` calls and
 * template literals marked `/* GraphQL *\/`, read with every `${...}` removed. One document that
 * does not parse makes it drop them all without a word, and the build then writes no
 * `Queries.*Query` type for any of them. The same loading, here, fails the tests instead.
 */
const gatsbyRequire = createRequire(require.resolve("gatsby/package.json"));
const { loadDocuments } = gatsbyRequire("@graphql-tools/load") as typeof LoadModule;
const { CodeFileLoader } = gatsbyRequire("@graphql-tools/code-file-loader") as typeof CodeFileLoaderModule;

const projectRoot = path.resolve(__dirname, "../../../..");

const documentSearchPaths = (): string[] => {
  const typegen = gatsbyConfig.graphqlTypegen;
  if (typeof typegen !== "object" || !typegen.documentSearchPaths)
    throw new Error("gatsby-config sets no graphqlTypegen.documentSearchPaths");
  return typegen.documentSearchPaths;
};

const operationNames = (document: DocumentNode): (string | undefined)[] =>
  document.definitions.flatMap((definition) => (definition.kind === "OperationDefinition" ? [definition.name?.value] : []));

describe("the Node side's queries, as Gatsby's typegen finds them", () => {
  it("all parse and are named, so each gets its Queries.<Name>Query type", async () => {
    const documents = await loadDocuments(documentSearchPaths(), {
      cwd: projectRoot,
      loaders: [new CodeFileLoader({ pluckConfig: { modules: [{ name: "gatsby", identifier: "graphql" }] } })],
      sort: true,
    });
    const names = documents.flatMap((source) => (source.document ? operationNames(source.document) : []));
    expect(names).not.toContain(undefined);
    expect([...names].sort()).toEqual([
      "BlogCardImages",
      "BlogPages",
      "BlogPostRows",
      "FeedBase",
      "FeedPosts",
      "LandingPages",
      "SearchIndexPosts",
    ]);
  });
});
