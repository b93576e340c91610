import { buildPhases, phaseTable } from "../build-phases.mjs";

const warmLog = `success compile gatsby files - 3.437s
\u001b[32msuccess\u001b[39m Checking for changed pages - 0.001s
success Sourcing from Directus at http://127.0.0.1:26509 - 0.459s - 514 posts
success Clean up stale nodes - 0.200s - 1178/0 0.00/s
success Checking for changed pages - 0.044s
info bootstrap finished - 14.261s
success run queries in workers - 0.512s - 9/9 17.58/s
success onPostBuild - 2.185s
info Done building in 20.611 sec
`;

describe("buildPhases", () => {
  it("reads each phase once, in the log's order, adding repeated ones, with the totals last", () => {
    const phases = buildPhases(warmLog);
    expect(phases.map((phase) => phase.name)).toEqual([
      "compile gatsby files",
      "Checking for changed pages",
      "Sourcing from Directus",
      "Clean up stale nodes",
      "run queries in workers",
      "onPostBuild",
      "(bootstrap)",
      "(whole build)",
    ]);
    expect(phases.find((phase) => phase.name === "Checking for changed pages")?.seconds).toBeCloseTo(0.045, 6);
    expect(phases.find((phase) => phase.name === "(whole build)")?.seconds).toBe(20.611);
  });

  it("refuses a log without the build's end", () => {
    expect(() => buildPhases("success onPostBuild - 2.185s\n")).toThrow(/Done building/);
  });
});

describe("phaseTable", () => {
  it("puts builds side by side, dashes where a build lacks a phase, and leaves out phases short in every build", () => {
    const table = phaseTable([
      { label: "before", phases: buildPhases(warmLog) },
      { label: "after", phases: buildPhases("success onPostBuild - 0.1s\ninfo Done building in 9.5 sec\n") },
    ]).split("\n");
    expect(table[0]).toBe("| phase (Gatsby's own timing) | before | after |");
    expect(table).toContain("| compile gatsby files | 3.4 s | – |");
    expect(table).toContain("| onPostBuild | 2.2 s | 0.1 s |");
    expect(table).toContain("| (whole build) | 20.6 s | 9.5 s |");
    expect(table.some((row) => row.startsWith("| Clean up stale nodes"))).toBe(false);
  });
});
