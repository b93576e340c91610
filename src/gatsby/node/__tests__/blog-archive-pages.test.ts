import { archivePages } from "../blog-archive-pages";

describe("archivePages", () => {
  it("pages 10,000 posts a hundred at a time, newest first", () => {
    const pages = archivePages(10_000);
    expect(pages).toHaveLength(100);
    expect(pages[0]).toEqual({ path: "/blog/archive/", context: { page: 1, pageCount: 100, skip: 0, limit: 100 } });
    expect(pages[99]).toEqual({ path: "/blog/archive/100/", context: { page: 100, pageCount: 100, skip: 9_900, limit: 100 } });
  });

  it("has one page for a small or empty blog", () => {
    expect(archivePages(14).map((page) => page.path)).toEqual(["/blog/archive/"]);
    expect(archivePages(0).map((page) => page.path)).toEqual(["/blog/archive/"]);
  });
});
