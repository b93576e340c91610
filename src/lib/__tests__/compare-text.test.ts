import { compareText } from "../compare-text";

describe("compareText", () => {
  it("orders alphabetically whatever the case", () => {
    expect(["ux", "React", "api", "Forms", "devops"].sort(compareText)).toEqual(["api", "devops", "Forms", "React", "ux"]);
  });

  it("puts lower case first when two names differ only in case", () => {
    expect(["API", "api", "Api"].sort(compareText)).toEqual(["api", "Api", "API"]);
  });

  it("orders digits and hyphens before letters, like the slugs they become", () => {
    expect(["web", "a11y", "3d", "ci-cd"].sort(compareText)).toEqual(["3d", "a11y", "ci-cd", "web"]);
  });

  it("says equal names are equal", () => {
    expect(compareText("react", "react")).toBe(0);
  });

  it("agrees with localeCompare on plain ASCII words", () => {
    const words = ["security", "React", "react", "API", "api", "devops", "UX", "ux", "forms", "Performance"];
    const sign = (value: number) => Math.sign(value);
    for (const a of words)
      for (const b of words) expect([a, b, sign(compareText(a, b))]).toEqual([a, b, sign(a.localeCompare(b, "en"))]);
  });
});
