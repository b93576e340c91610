import type { CardPost } from "../blog-pages-query";
import { archivePages } from "../blog-archive-pages";

const posts = (count: number): CardPost[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `n${index}`,
    directusId: String(count - index),
    title: `Post ${count - index}`,
    subTitle: "A card's subtitle, not on the archive",
    dateCreated: "2024-03-05T10:00:00.000Z",
    dateCreatedText: "05 Mar 2024",
    category: { name: "Design", slug: "design" },
    heroImage: null,
  }));

describe("archivePages", () => {
  it("pages 10,000 posts a hundred at a time, newest first, each page with its own posts", () => {
    const pages = archivePages(posts(10_000));
    expect(pages).toHaveLength(100);
    expect(pages[0]).toMatchObject({ path: "/blog/archive/", context: { page: 1, pageCount: 100, skip: 0 } });
    expect(pages[99]).toMatchObject({ path: "/blog/archive/100/", context: { page: 100, pageCount: 100, skip: 9_900 } });
    expect(pages.map((page) => page.context.posts.length)).toEqual(Array.from({ length: 100 }, () => 100));
    expect(pages[0]!.context.posts[0]).toEqual({
      id: "n0",
      directusId: "10000",
      title: "Post 10000",
      dateCreated: "2024-03-05T10:00:00.000Z",
      dateCreatedText: "05 Mar 2024",
      category: { name: "Design", slug: "design" },
    });
    expect(pages[99]!.context.posts.at(-1)?.title).toBe("Post 1");
  });

  it("has one page for a small or empty blog", () => {
    expect(archivePages(posts(14)).map((page) => [page.path, page.context.posts.length])).toEqual([["/blog/archive/", 14]]);
    expect(archivePages([]).map((page) => [page.path, page.context.posts.length])).toEqual([["/blog/archive/", 0]]);
  });
});
