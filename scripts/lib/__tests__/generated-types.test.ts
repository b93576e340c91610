/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generatedTypesMatchCommit, generatedTypesPath } from "../generated-types.mjs";

describe("generatedTypesMatchCommit", () => {
  let directory: string;
  const writeTypes = (text: string) => writeFileSync(path.join(directory, generatedTypesPath), text);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: directory, stdio: "ignore" });

  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), "generated-types-"));
  });

  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const commitTypes = (text: string) => {
    git("init", "-q");
    mkdirSync(path.join(directory, "src"));
    writeTypes(text);
    git("add", generatedTypesPath);
    git("-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "types");
  };

  it("is true when the build wrote the committed types again", () => {
    commitTypes("type A = string;\n");
    writeTypes("type A = string;\n");
    expect(generatedTypesMatchCommit(directory)).toBe(true);
  });

  it("is false when the build generated other types", () => {
    commitTypes("type A = string;\n");
    writeTypes("type A = number;\n");
    expect(generatedTypesMatchCommit(directory)).toBe(false);
  });

  it("cannot tell outside a git checkout", () => {
    expect(generatedTypesMatchCommit(directory)).toBeUndefined();
  });
});
