import { postPath } from "../../lib/blog/paths";
import { mainPathOfLightTwin } from "../../lib/light-mirror";
import { siteMetadata } from "./site-metadata";

interface SitemapPage {
  path: string;
  lastmod?: string;
}

/**
 * What a page's context says when its editor chose no-index (the SEO fields): the sitemap leaves
 * it out. Nothing otherwise, so that other pages' contexts stay as they were.
 */
export const noIndexContext = (noIndex: boolean): { noIndex?: true } => (noIndex ? { noIndex: true } : {});

/**
 * gatsby-plugin-sitemap options: every page that is its own canonical URL (not the light
 * twins, not the earlier site's duplicate addresses) and that search engines may list (no
 * `noIndex` in its context), with `lastmod` for posts.
 */
export const sitemapOptions = {
  query: /* GraphQL */ `
    query SitemapPages {
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
  // The plugin would read `site.siteMetadata.siteUrl` from the query; Node code reads the site
  // metadata from its module instead.
  resolveSiteUrl: (): string => siteMetadata.siteUrl,
  resolvePages: ({ allSitePage, allDirectusPost }: Queries.SitemapPagesQuery): SitemapPage[] => {
    const lastModified = new Map(allDirectusPost.nodes.map((post) => [postPath(post.directusId), post.dateUpdated]));
    return (
      allSitePage.nodes
        // A light twin is the same content as its main page, which its canonical URL names.
        .filter((page) => mainPathOfLightTwin(page.path) === null)
        // So is an earlier site's second address of a page (/team-details, /portfolio-details).
        .filter((page) => !page.pageContext?.canonicalPath || page.pageContext.canonicalPath === page.path)
        // A page its editors keep out of search engines (the SEO fields' no-index).
        .filter((page) => page.pageContext?.noIndex !== true)
        .map((page) => ({ path: page.path, lastmod: lastModified.get(page.path) }))
    );
  },
  serialize: ({ path, lastmod }: SitemapPage) => ({ url: path, ...(lastmod ? { lastmod } : {}) }),
};
