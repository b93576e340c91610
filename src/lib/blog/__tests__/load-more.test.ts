import { hasMoreToShow, initialVisibleCount, nextVisibleCount } from "../load-more";
import { blogIndexPaging, blogListPaging } from "../constants";

const clicksUntilDone = (total: number, paging: { initial: number; step: number }): number[] => {
  const counts = [initialVisibleCount(total, paging)];
  while (hasMoreToShow(counts.at(-1)!, total)) counts.push(nextVisibleCount(counts.at(-1)!, total, paging));
  return counts;
};

describe("load more", () => {
  it("shows 4 blog posts, then 3 more per click, up to all 14", () => {
    expect(clicksUntilDone(14, blogIndexPaging)).toEqual([4, 7, 10, 13, 14]);
  });

  it("shows 5 posts in the list layout, then 3 more per click", () => {
    expect(clicksUntilDone(14, blogListPaging)).toEqual([5, 8, 11, 14]);
  });

  it("shows everything at once and offers no button when there are fewer than the first page", () => {
    expect(initialVisibleCount(2, blogIndexPaging)).toBe(2);
    expect(hasMoreToShow(2, 2)).toBe(false);
  });

  it("handles an empty blog", () => {
    expect(clicksUntilDone(0, blogIndexPaging)).toEqual([0]);
  });

  it("never shows more than there are", () => {
    expect(nextVisibleCount(13, 14, blogIndexPaging)).toBe(14);
    expect(nextVisibleCount(14, 14, blogIndexPaging)).toBe(14);
  });
});
