import { useEffect, useState } from "react";
import type { RecentPost } from "../../gatsby/node/blog-pages-query";
import { fetchBlogData, recentPostsPath, type ListChunk } from "../../lib/blog/list-chunks";

type RecentPostsState = { status: "loading" } | { status: "loaded"; posts: readonly RecentPost[] } | { status: "failed" };

const fetchRecentPosts = async (): Promise<readonly RecentPost[]> =>
  (await fetchBlogData<ListChunk<RecentPost>>(recentPostsPath)).posts;

/** Fetched once per visit: moving between pages shows the list at once. */
let loaded: readonly RecentPost[] | null = null;
let request: Promise<readonly RecentPost[]> | null = null;

/**
 * The sidebar's newest posts, fetched from the build's small `/blog-data/recent.json` once the
 * page is up, not rendered into every page's HTML: otherwise a save of one of the four newest
 * posts would render every page with a sidebar again (2,000 pages at 1,000 posts, 20,000 at
 * 10,000) instead of the post's own. The server and the first client render both show the
 * loading state, so hydration matches; a failed fetch is tried again on the next page.
 */
export const useRecentPosts = (): RecentPostsState => {
  const [state, setState] = useState<RecentPostsState>({ status: "loading" });
  useEffect(() => {
    if (loaded) {
      setState({ status: "loaded", posts: loaded });
      return undefined;
    }
    let mounted = true;
    request ??= fetchRecentPosts();
    request
      .then((posts) => {
        loaded = posts;
        if (mounted) setState({ status: "loaded", posts });
      })
      .catch(() => {
        request = null;
        if (mounted) setState({ status: "failed" });
      });
    return () => {
      mounted = false;
    };
  }, []);
  return state;
};

/** Forgets what was fetched (for tests). */
export const forgetRecentPosts = (): void => {
  loaded = null;
  request = null;
};
