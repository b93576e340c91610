import { searchPosts, type SearchablePost } from "../search";

const posts: SearchablePost[] = [
  { id: "1", title: "How we cut a React app's JavaScript in half", subTitle: "Bundle splitting", category: "Engineering", tags: ["performance", "react"] },
  { id: "2", title: "Designing forms people finish", subTitle: "Fewer questions, better answers", category: "Design", tags: ["forms", "ux"] },
  { id: "3", title: "Offline-first mobile apps", subTitle: "Sync without tears", category: null, tags: [] },
  { id: "4", title: "Threat modelling in an afternoon", subTitle: "A café-table exercise", category: "Security", tags: ["owasp"] },
];

const ids = (query: string): string[] => searchPosts(posts, query).map((post) => post.id);

describe("searchPosts", () => {
  it("finds posts by a word of the title, case-insensitively", () => {
    expect(ids("FORMS")).toEqual(["2"]);
  });

  it("finds posts by sub-title, category and tag", () => {
    expect(ids("sync")).toEqual(["3"]);
    expect(ids("security")).toEqual(["4"]);
    expect(ids("owasp")).toEqual(["4"]);
  });

  it("requires every word of the query, in any order", () => {
    expect(ids("react performance")).toEqual(["1"]);
    expect(ids("react forms")).toEqual([]);
  });

  it("ignores accents and extra spaces", () => {
    expect(ids("  cafe  ")).toEqual(["4"]);
  });

  it("matches nothing for an empty query or nonsense", () => {
    expect(ids("")).toEqual([]);
    expect(ids("   ")).toEqual([]);
    expect(ids("xylophone-quasar")).toEqual([]);
  });

  it("keeps posts without a category or tags searchable by title", () => {
    expect(ids("offline")).toEqual(["3"]);
  });

  it("keeps the original newest-first order", () => {
    expect(ids("a")).toEqual(["1", "2", "3", "4"]);
  });
});
