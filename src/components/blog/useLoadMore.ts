import { useCallback, useState } from "react";
import { hasMoreToShow, initialVisibleCount, nextVisibleCount, type Paging } from "../../lib/blog/load-more";

export interface LoadMoreState {
  visible: number;
  hasMore: boolean;
  /** Index of the first item the last 'load more' revealed, if any. */
  firstRevealed: number | null;
  showMore: () => void;
}

export const useLoadMore = (total: number, paging: Paging): LoadMoreState => {
  const [visible, setVisible] = useState(() => initialVisibleCount(total, paging));
  const [firstRevealed, setFirstRevealed] = useState<number | null>(null);

  const showMore = useCallback(() => {
    setFirstRevealed(visible);
    setVisible(nextVisibleCount(visible, total, paging));
  }, [visible, total, paging]);

  return { visible: Math.min(visible, total), hasMore: hasMoreToShow(visible, total), firstRevealed, showMore };
};
