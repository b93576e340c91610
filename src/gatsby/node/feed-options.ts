import { postPath } from "../../lib/blog/paths";
import { absoluteUrl } from "../../lib/seo";
import { siteMetadata } from "./site-metadata";

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
 * The feed query's arguments, parentheses included: Gatsby's typegen reads the query with each
 * `${...}` removed, and `allDirectusPost` without arguments has the same result type (a removed
 * `limit: ${...}` would leave a query that does not parse, and no Node query would get types).
 */
export const newestPostsArguments = (postLimit: number): string =>
  `(sort: [{ dateCreated: DESC }, { directusId: DESC }], limit: ${postLimit})`;

/**
 * gatsby-plugin-feed options: /rss.xml with the latest `postLimit` published posts, newest
 * first, with their full sanitised bodies. The sitemap, not the feed, lists every post.
 */
export const feedOptions = (postLimit = feedPostLimit()) => {
  const { agencyName, description, siteUrl } = siteMetadata;
  return {
    // The plugin requires a query for the whole feed and runs it first; the feed's details come
    // from siteMetadata above, so it asks for nothing else.
    query: /* GraphQL */ `
      query FeedBase {
        site {
          id
        }
      }
    `,
    setup: () => ({
      title: `${agencyName} Blog`,
      description,
      site_url: absoluteUrl(siteUrl, "/blog/"),
      feed_url: absoluteUrl(siteUrl, "/rss.xml"),
      language: "en",
    }),
    feeds: [
      {
        output: "/rss.xml",
        title: `${agencyName} Blog`,
        query: /* GraphQL */ `
          query FeedPosts {
            allDirectusPost${newestPostsArguments(postLimit)} {
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
        serialize: ({ query }: { query: Queries.FeedPostsQuery }) =>
          query.allDirectusPost.nodes.map((post) => {
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
          }),
      },
    ],
  };
};
