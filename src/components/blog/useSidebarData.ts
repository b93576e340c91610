import { useEffect, useState } from "react";
import type { RecentPost } from "../../gatsby/node/blog-pages-query";
import { fetchBlogData, sidebarDataPath, type SidebarData } from "../../lib/blog/list-chunks";

export type FetchedSidebarData = SidebarData<RecentPost>;

type SidebarDataState = { status: "loading" } | { status: "loaded"; data: FetchedSidebarData } | { status: "failed" };

/** Fetched once per visit, by whichever panel asks first: moving between pages shows it at once. */
let loaded: FetchedSidebarData | null = null;
let request: Promise<FetchedSidebarData> | null = null;

/**
 * The sidebar's newest posts and category counts, fetched from the build's small
 * `/blog-data/sidebar.json` once the page is up, not rendered into every page's HTML: both change
 * when a post is published (and the newest posts when one of them is saved), and what every page
 * renders again then would be every page with a sidebar (2,000 pages at 1,000 posts, 20,000 at
 * 10,000) instead of the post's own and its lists. The server and the first client render both
 * show the loading state, so hydration matches; a failed fetch is tried again on the next page.
 */
export const useSidebarData = (): SidebarDataState => {
  const [state, setState] = useState<SidebarDataState>({ status: "loading" });
  useEffect(() => {
    if (loaded) {
      setState({ status: "loaded", data: loaded });
      return undefined;
    }
    let mounted = true;
    request ??= fetchBlogData<FetchedSidebarData>(sidebarDataPath);
    request
      .then((data) => {
        loaded = data;
        if (mounted) setState({ status: "loaded", data });
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
export const forgetSidebarData = (): void => {
  loaded = null;
  request = null;
};
