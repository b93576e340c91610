import { blogSummary, type SummaryPost } from "../blog-summary";

const categories = [
  { directusId: "1", name: "Web Development", slug: "web-development" },
  { directusId: "2", name: "Design", slug: "design" },
  { directusId: "3", name: "Unused", slug: "unused" },
];

const post = (index: number, overrides: Partial<SummaryPost> = {}): SummaryPost => ({
  id: `node-${index}`,
  directusId: String(index),
  dateCreated: new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString(),
  category: index % 3 === 0 ? "2" : "1",
  tags: index % 2 === 0 ? ["React", "performance"] : ["ux"],
  ...overrides,
});

describe("blogSummary", () => {
  const posts = Array.from({ length: 10_000 }, (_, index) => post(index));

  it("counts the posts of each category in use, alphabetically", () => {
    expect(blogSummary(posts, categories).categories).toEqual([
      { name: "Design", slug: "design", count: 3_334 },
      { name: "Web Development", slug: "web-development", count: 6_666 },
    ]);
  });

  it("names the four newest posts, newest first", () => {
    expect(blogSummary(posts, categories).recentPosts).toEqual(["node-9999", "node-9998", "node-9997", "node-9996"]);
  });

  it("holds a place in the sidebar for each of the four newest posts there are", () => {
    expect(blogSummary(posts, categories).recentPostSlots).toBe(4);
    expect(blogSummary(posts.slice(0, 2), categories).recentPostSlots).toBe(2);
    expect(blogSummary([], categories).recentPostSlots).toBe(0);
  });

  it("lists the seven most used tags, alphabetically", () => {
    const many = [
      ...posts,
      post(10_001, { tags: ["zeta", "b", "c", "d", "e", "f", "g", "h"] }),
      post(10_002, { tags: ["zeta", "b"] }),
    ];
    const tags = blogSummary(many, categories).popularTags;
    expect(tags).toHaveLength(7);
    expect(tags.map((tag) => tag.name)).toEqual(["b", "c", "d", "performance", "React", "ux", "zeta"]);
    expect(tags.find((tag) => tag.slug === "react")).toEqual({ name: "React", slug: "react", count: 5_000 });
  });

  it("gives pages the same names and places when a post is published or unpublished", () => {
    const rendered = (summary: ReturnType<typeof blogSummary>) => ({
      categories: summary.categories.map(({ name, slug }) => ({ name, slug })),
      popularTags: summary.popularTags.map(({ name, slug }) => ({ name, slug })),
      recentPostSlots: summary.recentPostSlots,
    });
    const before = blogSummary(posts, categories);
    const published = blogSummary([...posts, post(10_000, { tags: ["ux", "React"] })], categories);
    const unpublished = blogSummary(posts.slice(1), categories);
    expect(published.categories).not.toEqual(before.categories);
    expect(rendered(published)).toEqual(rendered(before));
    expect(rendered(unpublished)).toEqual(rendered(before));
  });

  it("stays the same when an older post's title or body changes, and its size does not grow with the archive", () => {
    const small = JSON.stringify(blogSummary(posts.slice(0, 100), categories)).length;
    const large = JSON.stringify(blogSummary(posts, categories)).length;
    expect(large).toBeLessThan(small * 1.2);
    const edited = posts.map((item) => (item.directusId === "42" ? { ...item, title: "Edited" } : item));
    expect(blogSummary(edited, categories)).toEqual(blogSummary(posts, categories));
  });

  it("breaks ties of the same date by the higher id, as the pages' sort does", () => {
    const sameDay = [post(1, { dateCreated: "2024-05-01T00:00:00.000Z" }), post(2, { dateCreated: "2024-05-01T00:00:00.000Z" })];
    expect(blogSummary(sameDay, categories).recentPosts).toEqual(["node-2", "node-1"]);
  });
});
