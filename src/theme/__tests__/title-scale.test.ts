import { titleFontSize } from "../title-scale";

describe("titleFontSize", () => {
  it("lets a short hero slogan fill the hero", () => {
    expect(titleFontSize("Building Tomorrow's Web, Today.", "hero")).toBe("clamp(2.5rem, 7vw, 4.5rem)");
  });

  it("steps a sentence-long hero title down so it wraps to three lines, not six", () => {
    const long = "From first prototype to funded product, with one senior team";
    expect(long.length).toBeGreaterThan(48);
    expect(titleFontSize(long, "hero")).toBe("clamp(2rem, 4vw, 3rem)");
  });

  it("never grows as a title gets longer", () => {
    const largest = (size: string) => Number(/([\d.]+)rem\)$/.exec(size)?.[1]);
    for (const placement of ["hero", "pageHeader"] as const) {
      const sizes = [10, 35, 45, 70, 90, 140].map((length) => largest(titleFontSize("x".repeat(length), placement)));
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
  });

  it("counts the visible characters, not surrounding spaces", () => {
    expect(titleFontSize(`  ${"x".repeat(40)}  `, "pageHeader")).toBe(titleFontSize("x".repeat(40), "pageHeader"));
  });
});
