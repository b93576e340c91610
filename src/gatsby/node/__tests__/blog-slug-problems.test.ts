import { blogSlugProblems } from "../blog-slug-problems";

const category = (directusId: string, slug: string, name = "Design") => ({ directusId, slug, name });
const post = (directusId: string, tags: string[], title = "Shipping weekly") => ({ directusId, title, tags });

describe("blogSlugProblems", () => {
  it("accepts plain slugs and tags that make one", () => {
    expect(
      blogSlugProblems({
        categories: [category("1", "design"), category("2", "ui-ux-design"), category("3", "web3")],
        posts: [post("7", ["UI/UX Design", "C#", "Node.js"])],
      }),
    ).toEqual([]);
  });

  it.each(["../x", "..", "a/b", "Design", "ui--ux", "-design", "design-", "", "design\n", "caf\u00e9", "%2e%2e"])(
    "names the category whose slug is %p",
    (slug) => {
      const problems = blogSlugProblems({ categories: [category("4", slug, "Sneaky")], posts: [] });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('Category 4 ("Sneaky")');
      expect(problems[0]).toContain(JSON.stringify(slug));
    },
  );

  it.each(["../", "%%%", "  ", "///"])("names the post and the tag %p that makes no slug", (tag) => {
    const problems = blogSlugProblems({ categories: [], posts: [post("12", ["react", tag], "Offline first")] });
    expect(problems).toEqual([expect.stringContaining('Post 12 ("Offline first") has the tag ' + JSON.stringify(tag))]);
  });
});
