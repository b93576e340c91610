import { categoryPath, postIdFromPath, postPath, slugify, tagPath } from "../paths";

describe("blog paths", () => {
  it("builds /blog/{id}/ from the post's id", () => {
    expect(postPath("12")).toBe("/blog/12/");
  });

  it("reads the post's id back from its address, and nothing from any other path", () => {
    expect(postIdFromPath(postPath("12"))).toBe("12");
    expect(postIdFromPath(postPath("a b"))).toBe("a b");
    for (const path of ["/blog/", "/blog/12", "/blog/tag/react/", "/light/blog/12/", "/blog/%E0%A4%A/"]) {
      expect(postIdFromPath(path)).toBeNull();
    }
  });

  it.each([
    ["UI/UX Design", "ui-ux-design"],
    ["  Node.js  ", "node-js"],
    ["Café Culture", "cafe-culture"],
    ["C#", "c"],
  ])("slugifies %p as %p", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it("builds category and tag pages under /blog/", () => {
    expect(categoryPath("design")).toBe("/blog/category/design/");
    expect(tagPath("Web Performance")).toBe("/blog/tag/web-performance/");
  });
});
