export interface Paging {
  /** Items shown before the visitor asks for more. */
  initial: number;
  /** Items added by each 'load more'. */
  step: number;
}

/** How many of `total` items show at first. */
export const initialVisibleCount = (total: number, { initial }: Paging): number => Math.min(total, initial);

/** How many show after one more 'load more' (never more than there are). */
export const nextVisibleCount = (visible: number, total: number, { step }: Paging): number => Math.min(total, visible + step);

export const hasMoreToShow = (visible: number, total: number): boolean => visible < total;
