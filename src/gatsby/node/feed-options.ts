import { postPath } from "../../lib/blog/paths";
import { absoluteUrl } from "../../lib/seo";

interface FeedSite {
  siteMetadata: { description: string; siteUrl: string };
}

interface FeedQuery {
  site: FeedSite;
  allDirectusPost: {
    nodes: {
      directusId: string;
      title: string;
      subTitle: string;
      dateCreated: string;
      tags: string[];
      bodyHtml: string;
      category: { name: string } | null;
    }[];
  };
}

/** Feed readers show content outside the site, so its site-relative links must be absolute. */
export const absoluteLinks = (html: string, siteUrl: string): string =>
  html.replace(/\b(src|href)="\/(?!\/)/g, (_match, attribute: string) => `${attribute}="${absoluteUrl(siteUrl, "/")}`);

/** Posts in the feed unless FEED_POST_LIMIT says otherwise: feed readers want the latest. */
export const defaultFeedPostLimit = 50;

/** FEED_POST_LIMIT as a whole number of posts (at least 1), or the default. */
export const feedPostLimit = (setting: string | undefined = process.env.FEED_POST_LIMIT): number => {
  if (setting === undefined || setting.trim() === "") return defaultFeedPostLimit;
  const limit = Number(setting);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`FEED_POST_LIMIT must be a whole number of posts (1 or more), not ${JSON.stringify(setting)}`);
  }
  return limit;
};

/**
 * gatsby-plugin-feed options: /rss.xml with the latest `postLimit` published posts, newest
 * first, with their full sanitised bodies. The sitemap, not the feed, lists every post.
 */
export const feedOptions = (agencyName: string, postLimit = feedPostLimit()) => ({
  query: `
    query FeedSite {
      site {
        siteMetadata {
          description
          siteUrl
        }
      }
    }
  `,
  setup: ({ query }: { query: { site: FeedSite } }) => {
    const { description, siteUrl } = query.site.siteMetadata;
    return {
      title: `${agencyName} Blog`,
      description,
      site_url: absoluteUrl(siteUrl, "/blog/"),
      feed_url: absoluteUrl(siteUrl, "/rss.xml"),
      language: "en",
    };
  },
  feeds: [
    {
      output: "/rss.xml",
      title: `${agencyName} Blog`,
      query: `
        query FeedPosts {
          allDirectusPost(sort: [{ dateCreated: DESC }, { directusId: DESC }], limit: ${postLimit}) {
            nodes {
              directusId
              title
              subTitle
              dateCreated
              tags
              bodyHtml
              category {
                name
              }
            }
          }
        }
      `,
      serialize: ({ query }: { query: FeedQuery }) => {
        const { siteUrl } = query.site.siteMetadata;
        return query.allDirectusPost.nodes.map((post) => {
          const url = absoluteUrl(siteUrl, postPath(post.directusId));
          return {
            title: post.title,
            description: post.subTitle,
            date: post.dateCreated,
            url,
            guid: url,
            categories: [...(post.category ? [post.category.name] : []), ...post.tags],
            custom_elements: [{ "content:encoded": absoluteLinks(post.bodyHtml, siteUrl) }],
          };
        });
      },
    },
  ],
});
