/** @jest-environment node */
import { HeaderSets } from "../header-sets.mjs";

describe("HeaderSets", () => {
  it("numbers each distinct combination once, whatever the order and case of its names", () => {
    const sets = new HeaderSets();
    const a = sets.numberOf([
      { key: "Cache-Control", value: "no-cache" },
      { key: "x-frame-options", value: "DENY" },
    ]);
    const b = sets.numberOf([
      { key: "x-frame-options", value: "DENY" },
      { key: "cache-control", value: "no-cache" },
    ]);
    const c = sets.numberOf([{ key: "x-frame-options", value: "DENY" }]);
    const again = sets.numberOf([
      { key: "x-frame-options", value: "DENY" },
      { key: "cache-control", value: "no-cache" },
    ]);
    expect([a, b, c, again]).toEqual([1, 1, 2, 1]);
    expect(sets.size).toBe(2);
  });

  it("lists every header name with the value of each set that has it", () => {
    const sets = new HeaderSets();
    sets.numberOf([
      { key: "cache-control", value: "no-cache" },
      { key: "x-frame-options", value: "DENY" },
    ]);
    sets.numberOf([{ key: "x-frame-options", value: "SAMEORIGIN" }]);
    expect(sets.byHeaderName()).toEqual([
      { name: "cache-control", values: new Map([[1, "no-cache"]]) },
      {
        name: "x-frame-options",
        values: new Map([
          [1, "DENY"],
          [2, "SAMEORIGIN"],
        ]),
      },
    ]);
  });
});
