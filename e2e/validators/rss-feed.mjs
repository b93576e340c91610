/**
 * The site's feed checked as RSS 2.0 (https://www.rssboard.org/rss-specification): parsed by a
 * strict XML parser (jsdom's, saxes underneath: a feed that is not well-formed XML stops here),
 * then its structure, its dates (RFC 822, rfc822-date.mjs) and its links, which feed readers
 * show away from the site and so must all be absolute: the channel's and items' links, guids
 * that are permalinks, and every address in the items' HTML (`content:encoded`, `description`).
 */
import { Parser } from "htmlparser2";
import { JSDOM } from "jsdom";
import { parseRfc822Date } from "./rfc822-date.mjs";

const contentNamespace = "http://purl.org/rss/1.0/modules/content/";
const atomNamespace = "http://www.w3.org/2005/Atom";

/** RSS 2.0's own elements; anything else must be in a namespace (the specification's "Extending RSS"). */
const channelElements = new Set([
  ...["title", "link", "description", "language", "copyright", "managingEditor", "webMaster", "pubDate", "lastBuildDate"],
  ...["category", "generator", "docs", "cloud", "ttl", "image", "rating", "textInput", "skipHours", "skipDays", "item"],
]);
const itemElements = new Set([
  "title",
  "link",
  "description",
  "author",
  "category",
  "comments",
  "enclosure",
  "guid",
  "pubDate",
  "source",
]);

/** Attributes that hold addresses in HTML, by element. */
const urlAttributes = /** @type {Record<string, string[]>} */ ({
  a: ["href"],
  area: ["href"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  iframe: ["src"],
  embed: ["src"],
  object: ["data"],
  link: ["href"],
  blockquote: ["cite"],
  q: ["cite"],
});

/**
 * @param {string} value
 * @param {string[]} [schemes]
 */
export const isAbsoluteUrl = (value, schemes = ["http:", "https:"]) => {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Every address an HTML fragment links or embeds that is not absolute.
 * @param {string} html
 * @returns {string[]}
 */
export const relativeUrlsInHtml = (html) => {
  /** @type {string[]} */
  const relative = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      for (const attribute of urlAttributes[name] ?? []) {
        const value = attributes[attribute];
        if (value === undefined) continue;
        const urls =
          attribute === "srcset" ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") : [value];
        for (const url of urls) {
          if (!isAbsoluteUrl(url.trim(), ["http:", "https:", "mailto:", "tel:"])) relative.push(url);
        }
      }
    },
  });
  parser.write(html);
  parser.end();
  return relative;
};

/**
 * @typedef {object} FeedItem
 * @property {string} title
 * @property {string} link
 * @property {Date | undefined} published
 */

/**
 * @typedef {object} FeedReport
 * @property {string[]} problems empty for a valid feed
 * @property {FeedItem[]} items
 * @property {number} bodyLinks addresses found in the items' HTML (all absolute when there is no problem)
 */

/**
 * @param {Element} parent
 * @param {string} name
 * @returns {Element[]} the children named `name` in no namespace
 */
const childrenNamed = (parent, name) =>
  [...parent.children].filter((child) => child.namespaceURI === null && child.localName === name);

/**
 * @param {string} xml the feed as served
 * @returns {FeedReport}
 */
export const checkRssFeed = (xml) => {
  /** @type {string[]} */
  const problems = [];
  /** @type {FeedItem[]} */
  const items = [];
  let bodyLinks = 0;
  /** @type {Document} */
  let document;
  try {
    document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  } catch (error) {
    return { problems: [`not well-formed XML: ${/** @type {Error} */ (error).message}`], items, bodyLinks };
  }
  const rss = document.documentElement;
  if (rss.localName !== "rss" || rss.namespaceURI !== null) problems.push(`the root element is <${rss.tagName}>, not <rss>`);
  if (rss.getAttribute("version") !== "2.0") problems.push(`<rss version="${rss.getAttribute("version")}">: not 2.0`);
  const channels = childrenNamed(rss, "channel");
  const [channel] = channels;
  if (channels.length !== 1 || !channel) {
    problems.push(`${channels.length} <channel> elements, not 1`);
    return { problems, items, bodyLinks };
  }

  /**
   * One element of `parent` named `name`: its text, or a problem if it is missing, repeated or empty.
   * @param {Element} parent
   * @param {string} name
   * @param {string} where
   */
  const required = (parent, name, where) => {
    const found = childrenNamed(parent, name);
    const text = found[0]?.textContent?.trim() ?? "";
    if (found.length !== 1 || text === "")
      problems.push(`${where}: needs exactly one non-empty <${name}> (found ${found.length})`);
    return text;
  };
  /**
   * @param {Element} parent
   * @param {string} name
   * @param {string} where
   * @returns {Date | undefined}
   */
  const dateOf = (parent, name, where) => {
    const [element] = childrenNamed(parent, name);
    if (!element) return undefined;
    const parsed = parseRfc822Date(element.textContent?.trim() ?? "");
    if (parsed.ok) return parsed.date;
    problems.push(`${where} <${name}>: ${parsed.problem}`);
    return undefined;
  };
  /**
   * @param {string | null | undefined} url
   * @param {string} what
   */
  const absolute = (url, what) => {
    if (url != null && !isAbsoluteUrl(url.trim())) problems.push(`${what} is not an absolute http(s) address: "${url}"`);
  };
  /**
   * @param {Element} parent
   * @param {Set<string>} known
   * @param {string} where
   */
  const onlyKnownElements = (parent, known, where) => {
    for (const child of parent.children) {
      if (child.namespaceURI === null && !known.has(child.localName)) {
        problems.push(`${where}: <${child.localName}> is not an RSS 2.0 element (extensions need a namespace)`);
      }
    }
  };
  /**
   * @param {string} html
   * @param {string} where
   */
  const absoluteLinksIn = (html, where) => {
    const relative = relativeUrlsInHtml(html);
    bodyLinks += countUrlsInHtml(html);
    for (const url of relative) problems.push(`${where}: a link in its HTML is not absolute: "${url}"`);
  };

  onlyKnownElements(channel, channelElements, "channel");
  required(channel, "title", "channel");
  absolute(required(channel, "link", "channel"), "the channel's <link>");
  required(channel, "description", "channel");
  dateOf(channel, "lastBuildDate", "channel");
  dateOf(channel, "pubDate", "channel");
  for (const self of [...channel.getElementsByTagNameNS(atomNamespace, "link")].filter(
    (link) => link.getAttribute("rel") === "self",
  )) {
    absolute(self.getAttribute("href"), "the channel's atom:link rel=self");
  }

  const guids = new Set();
  childrenNamed(channel, "item").forEach((item, index) => {
    const where = `item ${index + 1}`;
    onlyKnownElements(item, itemElements, where);
    const [title] = childrenNamed(item, "title");
    const [description] = childrenNamed(item, "description");
    if (!title?.textContent?.trim() && !description?.textContent?.trim())
      problems.push(`${where}: needs a <title> or a <description>`);
    const link = childrenNamed(item, "link")[0]?.textContent?.trim() ?? "";
    if (link === "") problems.push(`${where}: has no <link>`);
    else absolute(link, `${where}'s <link>`);
    const [guid] = childrenNamed(item, "guid");
    if (guid) {
      const permalink = guid.getAttribute("isPermaLink") ?? "true";
      if (!["true", "false"].includes(permalink)) problems.push(`${where}: <guid isPermaLink="${permalink}">: not true or false`);
      const value = guid.textContent?.trim() ?? "";
      if (permalink === "true") absolute(value, `${where}'s permalink <guid>`);
      if (guids.has(value)) problems.push(`${where}: <guid> ${value} repeats an earlier item's`);
      guids.add(value);
    }
    for (const category of childrenNamed(item, "category")) {
      if (!category.textContent?.trim()) problems.push(`${where}: an empty <category>`);
    }
    for (const enclosure of childrenNamed(item, "enclosure"))
      absolute(enclosure.getAttribute("url"), `${where}'s <enclosure url>`);
    for (const name of ["comments", "source"]) {
      const [element] = childrenNamed(item, name);
      if (element) absolute(name === "source" ? element.getAttribute("url") : element.textContent, `${where}'s <${name}>`);
    }
    const published = dateOf(item, "pubDate", where);
    if (!childrenNamed(item, "pubDate").length) problems.push(`${where}: has no <pubDate>`);
    if (description) absoluteLinksIn(description.textContent ?? "", `${where}'s <description>`);
    for (const body of item.getElementsByTagNameNS(contentNamespace, "encoded"))
      absoluteLinksIn(body.textContent ?? "", `${where}'s content:encoded`);
    items.push({ title: title?.textContent?.trim() ?? "", link, published });
  });

  items.forEach((item, index) => {
    const previous = items[index - 1]?.published;
    if (previous && item.published && item.published > previous)
      problems.push(`item ${index + 1} is newer than item ${index}: not newest first`);
  });
  return { problems, items, bodyLinks };
};

/**
 * How many addresses an HTML fragment links or embeds.
 * @param {string} html
 */
const countUrlsInHtml = (html) => {
  let count = 0;
  const parser = new Parser({
    onopentag(name, attributes) {
      for (const attribute of urlAttributes[name] ?? []) {
        const value = attributes[attribute];
        if (value !== undefined) count += attribute === "srcset" ? value.split(",").length : 1;
      }
    },
  });
  parser.write(html);
  parser.end();
  return count;
};
