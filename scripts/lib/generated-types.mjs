import { spawnSync } from "node:child_process";

/*
 * Gatsby writes the GraphQL result types of every query into one committed file on each
 * build (gatsby-config's graphqlTypegen, generateOnBuild). A change of a query or of the
 * schema that was built but not committed leaves the committed types out of date, and
 * type checking on a clean clone then checks against the old ones. CI's build compares.
 */

export const generatedTypesPath = "src/gatsby-types.d.ts";

/**
 * Whether the generated types in the working tree equal the committed ones: true or false,
 * or undefined where git cannot tell (no checkout, no git).
 * @param {string} [cwd]
 * @returns {boolean | undefined}
 */
export const generatedTypesMatchCommit = (cwd = process.cwd()) => {
  const git = (/** @type {string[]} */ ...args) => spawnSync("git", args, { cwd, stdio: "ignore" });
  // Outside a checkout `git diff` compares files instead of answering for the commit.
  const checkout = git("rev-parse", "--verify", "--quiet", "HEAD");
  if (checkout.error || checkout.status !== 0) return undefined;
  const result = git("diff", "--quiet", "HEAD", "--", generatedTypesPath);
  if (result.status !== 0 && result.status !== 1) return undefined;
  return result.status === 0;
};

/**
 * After a build on CI: 1 (and what to do) when the build generated other types than the
 * committed ones, else 0.
 * @returns {number}
 */
export const checkGeneratedTypes = () => {
  const matches = generatedTypesMatchCommit();
  if (matches === undefined) {
    process.stderr.write(`Not a git checkout: ${generatedTypesPath} was not compared with the commit.\n`);
    return 0;
  }
  if (matches) return 0;
  process.stderr.write(
    `${generatedTypesPath} differs from what this build generated (git diff ${generatedTypesPath}): ` +
      "a query or the schema changed without its types. Build once locally and commit the file.\n",
  );
  return 1;
};
