import { useCallback, useRef, useState } from "react";
import { hasMoreToShow, initialVisibleCount, nextVisibleCount, type Paging } from "../../lib/blog/load-more";
import { chunkPath, chunksCovering, fetchBlogData, type ListChunk, type ListKey } from "../../lib/blog/list-chunks";
import { listChunkSize } from "../../lib/blog/constants";

export interface LoadMoreState<Post> {
  /** The posts shown now. */
  shown: readonly Post[];
  hasMore: boolean;
  /** True while the next posts are being fetched. */
  loading: boolean;
  /** Set when the last attempt to fetch failed; the visitor can try again. */
  failed: boolean;
  /** Index of the first post the last 'load more' revealed, if any. */
  firstRevealed: number | null;
  showMore: () => void;
}

interface LoadMoreOptions<Post> {
  /** The list's first posts, rendered in the page's HTML. */
  initialPosts: readonly Post[];
  /** How many posts the list has in all. */
  total: number;
  paging: Paging;
  /** The list whose chunks hold the rest. */
  list: ListKey;
  fetchChunk?: (url: string) => Promise<ListChunk<Post>>;
}

/**
 * 'Load More Blog': the first posts come with the page; each click shows `paging.step` more,
 * fetching the static chunks that hold them only then (and each chunk once).
 */
export const useLoadMore = <Post>({
  initialPosts,
  total,
  paging,
  list,
  fetchChunk = fetchBlogData<ListChunk<Post>>,
}: LoadMoreOptions<Post>): LoadMoreState<Post> => {
  const [shown, setShown] = useState<readonly Post[]>(() => initialPosts.slice(0, initialVisibleCount(total, paging)));
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [ended, setEnded] = useState(false);
  const [firstRevealed, setFirstRevealed] = useState<number | null>(null);
  const chunks = useRef(new Map<number, readonly Post[]>());

  const showMore = useCallback(() => {
    if (loading) return;
    const from = shown.length;
    const to = nextVisibleCount(from, total, paging);
    setLoading(true);
    setFailed(false);
    const needed = chunksCovering(from, to, listChunkSize).filter((index) => !chunks.current.has(index));
    Promise.all(
      needed.map(async (index) => {
        const chunk = await fetchChunk(chunkPath(list, index));
        chunks.current.set(index, chunk.posts);
      }),
    )
      .then(() => {
        const next: Post[] = [];
        for (let position = from; position < to; position += 1) {
          const post = chunks.current.get(Math.floor(position / listChunkSize))?.[position % listChunkSize];
          // A chunk shorter than the page said (a newer build replaced it): stop there.
          if (post === undefined) break;
          next.push(post);
        }
        if (next.length < to - from) setEnded(true);
        setShown((current) => [...current, ...next]);
        setFirstRevealed(next.length > 0 ? from : null);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, [loading, shown.length, total, paging, list, fetchChunk]);

  return { shown, hasMore: !ended && hasMoreToShow(shown.length, total), loading, failed, firstRevealed, showMore };
};
