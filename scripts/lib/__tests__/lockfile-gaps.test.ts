/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { missingOptionalPackages } from "../lockfile-gaps.mjs";

const lockAt = (relative: string) => JSON.parse(readFileSync(path.join(__dirname, "../../..", relative), "utf8"));

describe("missingOptionalPackages", () => {
  it("finds an optional platform package the lock does not record", () => {
    const lock = {
      packages: {
        "": { dependencies: { pagefind: "1.6.0" } },
        "node_modules/pagefind": {
          optionalDependencies: { "@pagefind/linux-x64": "1.6.0", "@pagefind/darwin-arm64": "1.6.0" },
        },
        "node_modules/@pagefind/linux-x64": {},
      },
    };
    expect(missingOptionalPackages(lock)).toEqual([{ from: "node_modules/pagefind", name: "@pagefind/darwin-arm64" }]);
  });

  it("resolves a nested package's optional dependency from its own folder up to the root", () => {
    const lock = {
      packages: {
        "": {},
        "node_modules/a/node_modules/b": { optionalDependencies: { c: "1", d: "1", e: "1" } },
        "node_modules/a/node_modules/b/node_modules/c": {},
        "node_modules/a/node_modules/d": {},
        "node_modules/e": {},
      },
    };
    expect(missingOptionalPackages(lock)).toEqual([]);
  });

  it.each(["package-lock.json", "cms/package-lock.json"])(
    "%s records every optional package, so `npm ci` accepts it on a clean clone",
    (lockFile) => {
      expect(missingOptionalPackages(lockAt(lockFile))).toEqual([]);
    },
  );
});
