import { countTags, popularTags } from "../tags";

describe("tags", () => {
  it("counts posts per tag, most used first and ties alphabetical", () => {
    const usage = countTags([["react", "performance"], ["react"], ["ux", "forms"], ["performance", "react"]]);
    expect(usage.map(({ name, count }) => [name, count])).toEqual([
      ["react", 3],
      ["performance", 2],
      ["forms", 1],
      ["ux", 1],
    ]);
  });

  it("treats spellings with the same slug as one tag and names it by the most common one", () => {
    const [tag] = countTags([["React"], ["react"], ["React"]]);
    expect(tag).toEqual({ name: "React", slug: "react", count: 3, variants: ["React", "react"] });
  });

  it("counts a tag repeated within one post once", () => {
    expect(countTags([["api", "API"]])).toEqual([{ name: "api", slug: "api", count: 1, variants: ["API", "api"] }]);
  });

  it("keeps the most used up to the limit", () => {
    const posts = [["a", "b", "c", "d", "e", "f", "g", "h"], ["h"]];
    expect(popularTags(posts, 7).map((tag) => tag.name)).toEqual(["h", "a", "b", "c", "d", "e", "f"]);
  });

  it("skips tags that have no letters or digits", () => {
    expect(countTags([["!!!", "ok"]]).map((tag) => tag.name)).toEqual(["ok"]);
  });
});
