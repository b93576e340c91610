import { changedSources } from "../source-changes.mjs";

describe("changedSources", () => {
  it("names added, removed and modified files, sorted", () => {
    const before = new Map([
      ["src/a.ts", 1],
      ["src/b.ts", 2],
      ["src/gone.ts", 3],
    ]);
    const after = new Map([
      ["src/b.ts", 5],
      ["src/a.ts", 1],
      ["src/new.ts", 4],
    ]);
    expect(changedSources(before, after)).toEqual(["src/b.ts", "src/gone.ts", "src/new.ts"]);
    expect(changedSources(before, new Map(before))).toEqual([]);
  });
});
