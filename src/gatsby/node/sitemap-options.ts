import { postPath } from "../../lib/blog/paths";
import { mainPathOfLightTwin } from "../../lib/light-mirror";

interface SitemapQuery {
  allSitePage: { nodes: { path: string; pageContext: { canonicalPath?: string } | null }[] };
  allDirectusPost: { nodes: { directusId: string; dateUpdated: string }[] };
}

interface SitemapPage {
  path: string;
  lastmod?: string;
}

/**
 * gatsby-plugin-sitemap options: every page that is its own canonical URL (not the light
 * twins, not the earlier site's duplicate addresses), with `lastmod` for posts.
 */
export const sitemapOptions = {
  query: `
    query SitemapPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
          pageContext
        }
      }
      allDirectusPost {
        nodes {
          directusId
          dateUpdated
        }
      }
    }
  `,
  resolvePages: ({ allSitePage, allDirectusPost }: SitemapQuery): SitemapPage[] => {
    const lastModified = new Map(allDirectusPost.nodes.map((post) => [postPath(post.directusId), post.dateUpdated]));
    return (
      allSitePage.nodes
        // A light twin is the same content as its main page, which its canonical URL names.
        .filter((page) => mainPathOfLightTwin(page.path) === null)
        // So is an earlier site's second address of a page (/team-details, /portfolio-details).
        .filter((page) => !page.pageContext?.canonicalPath || page.pageContext.canonicalPath === page.path)
        .map((page) => ({ path: page.path, lastmod: lastModified.get(page.path) }))
    );
  },
  serialize: ({ path, lastmod }: SitemapPage) => ({ url: path, ...(lastmod ? { lastmod } : {}) }),
};
