/** @jest-environment node */
import { checkRssFeed, isAbsoluteUrl, relativeUrlsInHtml } from "../rss-feed.mjs";

const item = (id: number, pubDate: string, body = `<p>See <a href="https://example.org/">this</a>.</p>`) => `
  <item>
    <title><![CDATA[Post ${id}]]></title>
    <description><![CDATA[About post ${id}.]]></description>
    <link>https://www.example.com/blog/${id}/</link>
    <guid isPermaLink="false">https://www.example.com/blog/${id}/</guid>
    <category><![CDATA[Design]]></category>
    <pubDate>${pubDate}</pubDate>
    <content:encoded>${body.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</content:encoded>
  </item>`;

const feed = (
  items = [item(2, "Tue, 15 Oct 2024 14:05:00 GMT"), item(1, "Mon, 14 Oct 2024 09:00:00 GMT")].join(""),
) => `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0">
<channel>
  <title><![CDATA[Example Blog]]></title>
  <description><![CDATA[Posts.]]></description>
  <link>https://www.example.com/blog/</link>
  <lastBuildDate>Wed, 25 Nov 2026 17:19:29 GMT</lastBuildDate>
  <atom:link href="https://www.example.com/rss.xml" rel="self" type="application/rss+xml"/>
  ${items}
</channel>
</rss>`;

describe("checkRssFeed", () => {
  it("passes a valid RSS 2.0 feed and lists its items, newest first", () => {
    const report = checkRssFeed(feed());
    expect(report.problems).toEqual([]);
    expect(report.items).toEqual([
      { title: "Post 2", link: "https://www.example.com/blog/2/", published: new Date("2024-10-15T14:05:00Z") },
      { title: "Post 1", link: "https://www.example.com/blog/1/", published: new Date("2024-10-14T09:00:00Z") },
    ]);
    expect(report.bodyLinks).toBe(2);
  });

  it("stops at XML that is not well-formed", () => {
    expect(checkRssFeed(feed().replace("</channel>", "")).problems).toEqual([expect.stringMatching(/^not well-formed XML/)]);
    expect(checkRssFeed(feed().replace("<![CDATA[Posts.]]>", "Posts & more")).problems[0]).toMatch(/^not well-formed XML/);
  });

  it.each([
    ["another version", (xml: string) => xml.replace('version="2.0"', 'version="0.91"'), /not 2\.0/],
    ["another root", (xml: string) => xml.replace("<rss ", "<feed ").replace("</rss>", "</feed>"), /root element is <feed>/],
    [
      "no channel link",
      (xml: string) => xml.replace("<link>https://www.example.com/blog/</link>", ""),
      /channel: needs exactly one non-empty <link>/,
    ],
    [
      "a relative channel link",
      (xml: string) => xml.replace("<link>https://www.example.com/blog/</link>", "<link>/blog/</link>"),
      /the channel's <link> is not an absolute/,
    ],
    [
      "an element RSS 2.0 lacks",
      (xml: string) => xml.replace("<lastBuildDate>", "<updated>x</updated><lastBuildDate>"),
      /<updated> is not an RSS 2\.0 element/,
    ],
    [
      "an ISO date",
      (xml: string) => xml.replace("Tue, 15 Oct 2024 14:05:00 GMT", "2024-10-15T14:05:00Z"),
      /item 1 <pubDate>: "2024-10-15T14:05:00Z" is not an RFC 822/,
    ],
    [
      "a bad build date",
      (xml: string) => xml.replace("Wed, 25 Nov", "Thu, 25 Nov"),
      /channel <lastBuildDate>: .* is a Wed, not a Thu/,
    ],
    [
      "a relative item link",
      (xml: string) => xml.replace("<link>https://www.example.com/blog/2/</link>", "<link>/blog/2/</link>"),
      /item 1's <link> is not an absolute/,
    ],
    [
      "a relative permalink guid",
      (xml: string) => xml.replace('<guid isPermaLink="false">https://www.example.com/blog/2/', "<guid>/blog/2/"),
      /item 1's permalink <guid> is not an absolute/,
    ],
    [
      "a repeated guid",
      (xml: string) => xml.replace("https://www.example.com/blog/1/</guid>", "https://www.example.com/blog/2/</guid>"),
      /item 2: <guid> .* repeats/,
    ],
    [
      "an item without a date",
      (xml: string) => xml.replace("<pubDate>Mon, 14 Oct 2024 09:00:00 GMT</pubDate>", ""),
      /item 2: has no <pubDate>/,
    ],
    [
      "items oldest first",
      (xml: string) => xml.replace("Mon, 14 Oct 2024 09:00:00", "Wed, 16 Oct 2024 09:00:00"),
      /item 2 is newer than item 1/,
    ],
    ["an empty category", (xml: string) => xml.replace("<![CDATA[Design]]>", ""), /item 1: an empty <category>/],
  ])("finds %s", (_name, breakFeed, problem) => {
    const problems = checkRssFeed(breakFeed(feed())).problems;
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(problem)]));
  });

  it("finds relative addresses in an item's HTML: links, images and srcset candidates", () => {
    const body = `<p><a href="/blog/3/">a post</a> <img src="https://www.example.com/a.webp" srcset="https://www.example.com/a.webp 1x, /b.webp 2x" alt=""></p>`;
    const report = checkRssFeed(feed(item(2, "Tue, 15 Oct 2024 14:05:00 GMT", body)));
    expect(report.problems).toEqual([
      `item 1's content:encoded: a link in its HTML is not absolute: "/blog/3/"`,
      `item 1's content:encoded: a link in its HTML is not absolute: "/b.webp"`,
    ]);
    expect(report.bodyLinks).toBe(4);
  });
});

describe("relativeUrlsInHtml and isAbsoluteUrl", () => {
  it("takes absolute http(s), mailto and tel addresses, and nothing else", () => {
    expect(
      relativeUrlsInHtml(
        '<a href="mailto:a@b.c">m</a><a href="tel:+15551234">t</a><a href="#top">t</a><a href="//cdn.example.com/x">x</a>',
      ),
    ).toEqual(["#top", "//cdn.example.com/x"]);
    expect(isAbsoluteUrl("https://www.example.com/")).toBe(true);
    expect(isAbsoluteUrl("ftp://example.com/")).toBe(false);
    expect(isAbsoluteUrl("/blog/")).toBe(false);
  });
});
