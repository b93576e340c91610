/** @jest-environment node */
/**
 * Every build, Gatsby parses each component with Babel to find its queries (about 1.1 s of a
 * build with nothing to do here) and keeps what it found in memory only.
 * patches/gatsby+5.16.1.patch keeps it between builds: a record in
 * .cache/query-extraction-record.json, used for a file whose path and text are unchanged. These
 * tests run Gatsby's own, patched FileParser in a child process over a few components: what a
 * kept parse gives equals what a parse gives, a change to the record shows that it was used, and
 * every case the record must not cover is parsed again.
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeFixtureFiles } from "../../../jest/fixture-files";

const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
const fileParser = path.join(gatsbyDir, "dist/query/file-parser.js");
const recordFile = ".cache/query-extraction-record.json";

/** Extracts the queries of the files named as arguments, as `gatsby build` does, and prints them. */
const parseScript = `
const path = require("path");
const { store } = require(${JSON.stringify(path.join(gatsbyDir, "dist/redux"))});
const { print } = require(${JSON.stringify(require.resolve("graphql"))});
const FileParser = require(${JSON.stringify(fileParser)}).default;
store.dispatch({ type: "SET_PROGRAM", payload: { directory: process.cwd() } });
store.dispatch({ type: "SET_SITE_FLATTENED_PLUGINS", payload: [] });
const files = process.argv.slice(2).map((file) => path.resolve(file));
for (const file of files) {
  store.dispatch({
    type: "CREATE_PAGE",
    payload: { path: "/" + path.basename(file), component: file, componentPath: file, componentChunkName: "c", context: {} },
    plugin: { name: "fixture" },
  });
}
const errors = [];
new FileParser().parseFiles(files, (error) => errors.push(error.id)).then((documents) => {
  const features = [...store.getState().components.values()].map(({ componentPath, Head, serverData, config }) => ({
    file: path.relative(process.cwd(), componentPath), Head, serverData, config,
  }));
  const queries = documents.map(({ doc, filePath, ...found }) => ({ ...found, file: path.relative(process.cwd(), filePath), printed: print(doc) }));
  queries.sort((a, b) => a.file.localeCompare(b.file));
  process.stdout.write(JSON.stringify({ errors, features, queries }));
});
`;

const footer = `import { graphql, useStaticQuery } from "gatsby";
export function Footer() {
  const data = useStaticQuery(graphql\`{ site { siteMetadata { copyright } } }\`);
  return data.site.siteMetadata.copyright;
}
`;

const components: Record<string, string> = {
  "src/pages/index.tsx": `import * as React from "react";
import { graphql } from "gatsby";
export default function Index({ data }) { return <h1>{data.site.siteMetadata.title}</h1>; }
export const Head = () => <title>Home</title>;
export const query = graphql\`
  query IndexPage {
    site { siteMetadata { title } }
  }
\`;
`,
  "src/components/footer.tsx": footer,
  "src/components/portrait.tsx": `import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { StaticImage } from "gatsby-plugin-image";
export function Portrait() {
  const data = useStaticQuery(graphql\`{ site { siteMetadata { owner } } }\`);
  return <StaticImage src="../images/owner.jpg" alt={data.site.siteMetadata.owner} />;
}
`,
  "src/components/broken.tsx": `import { graphql, useStaticQuery } from "gatsby";
export function Broken() {
  return useStaticQuery(graphql\`{ site { siteMetadata \`);
}
`,
};
const files = Object.keys(components);

interface Extraction {
  errors: string[];
  features: Array<{ file: string; Head: boolean; serverData: boolean; config: boolean }>;
  queries: Array<{ file: string; printed: string; isStaticQuery: boolean; isHook: boolean; hash: number }>;
}

/** The footer's static query as the extraction printed it ("" when it found none). */
const footerQuery = ({ queries }: Extraction): string =>
  queries.find(({ file }) => file === "src/components/footer.tsx")?.printed ?? "";

describe("Gatsby's query extraction (patched)", () => {
  let site: string;
  const extract = (): Extraction =>
    JSON.parse(
      execFileSync(process.execPath, ["parse.cjs", ...files], {
        cwd: site,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    );
  const readRecord = async () => JSON.parse(await readFile(path.join(site, recordFile), "utf8"));
  const editRecord = async (edit: (text: string) => string) =>
    writeFile(path.join(site, recordFile), edit(await readFile(path.join(site, recordFile), "utf8")));
  const recordedFiles = async () => {
    const { parses } = await readRecord();
    return Object.values(parses as Record<string, { documents: Array<{ filePath: string }> }>)
      .flatMap(({ documents }) => documents.map(({ filePath }) => path.relative(site, filePath)))
      .sort();
  };

  beforeEach(async () => {
    site = await mkdtemp(path.join(os.tmpdir(), "gatsby-queries-"));
    await writeFixtureFiles(site, { ...components, "parse.cjs": parseScript });
  });
  afterEach(() => rm(site, { recursive: true, force: true }));

  it("is the patched one", async () => {
    expect(await readFile(fileParser, "utf8")).toContain(
      "Patched (northbeam-site): what each component's parse found, kept between builds",
    );
  });

  it("gives from the record what a parse gives, and parses a file whose text changed", async () => {
    const parsed = extract();
    expect(parsed.queries.map(({ file }) => file)).toEqual([
      "src/components/footer.tsx",
      "src/components/portrait.tsx",
      "src/pages/index.tsx",
    ]);
    expect(parsed.features.find(({ file }) => file === "src/pages/index.tsx")?.Head).toBe(true);
    expect(parsed.errors).toHaveLength(1);
    // Only what parsed without a problem and gives gatsby-plugin-image nothing to do is recorded.
    expect(await recordedFiles()).toEqual(["src/components/footer.tsx", "src/pages/index.tsx"]);

    const kept = extract();
    expect(kept).toEqual(parsed);
    // The unnamed static query keeps the name Gatsby gave it.
    expect(footerQuery(kept)).toMatch(/^query static\w+ \{/);

    // A changed record shows it is what the build used...
    await editRecord((text) => text.replaceAll("copyright", "copyleft"));
    expect(footerQuery(extract())).toContain("copyleft");
    // ...until the file itself changes.
    await writeFile(path.join(site, "src/components/footer.tsx"), `${footer}\n`);
    expect(footerQuery(extract())).toContain("copyright");
    expect((await readRecord()).parses).not.toEqual({});
  }, 60_000);

  it("parses every file when the record was written by another Gatsby or with other plugins", async () => {
    extract();
    await editRecord((text) => JSON.stringify({ ...JSON.parse(text.replaceAll("copyright", "copyleft")), header: "other" }));
    expect(await readFile(path.join(site, recordFile), "utf8")).toContain("copyleft");
    expect(footerQuery(extract())).toContain("copyright");
  }, 60_000);

  it("parses every file when the record cannot be read", async () => {
    const parsed = extract();
    await writeFile(path.join(site, recordFile), "{ not json");
    expect(extract()).toEqual(parsed);
    await writeFile(path.join(site, recordFile), JSON.stringify({ header: (await readRecord()).header }));
    expect(extract()).toEqual(parsed);
  }, 60_000);
});
