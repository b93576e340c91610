import { countLazyImageMarkup } from "../gatsby-image-markup.mjs";
import { elementOfMessage, sortNuMessages } from "../html-validation.mjs";
import type { NuMessage } from "../nu-html-checker.mjs";

/** gatsby-plugin-image's markup for a lazy constrained image with an AVIF source, as the build writes it. */
const gatsbyPicture =
  '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><picture><source type="image/avif" data-srcset="/a-320.avif 320w,/a-640.avif 640w" sizes="(min-width: 640px) 640px, 100vw"/>' +
  '<img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" sizes="(min-width: 640px) 640px, 100vw" decoding="async" loading="lazy" data-src="/a-640.webp" data-srcset="/a-320.webp 320w,/a-640.webp 640w" alt=""/></picture>' +
  '<noscript><picture><source type="image/avif" srcSet="/a-320.avif 320w,/a-640.avif 640w" sizes="(min-width: 640px) 640px, 100vw"/><img data-gatsby-image-ssr="" data-main-image="" sizes="(min-width: 640px) 640px, 100vw" decoding="async" loading="lazy" src="/a-640.webp" srcSet="/a-320.webp 320w,/a-640.webp 640w" alt=""/></picture></noscript></div>';
/** The site's own markup with the same errors, without the plugin's markers. */
const siteImage = '<img sizes="100vw" src="/b.webp" alt="B"/>';
const siteSource =
  '<picture><source type="image/webp" data-srcset="/c.webp 1x" sizes="100vw"/><img src="/c.jpg" alt="C"/></picture>';
const html = `<!doctype html>\n<html lang="en"><head><title>t</title></head>\n<body>${gatsbyPicture}\n${siteImage}${siteSource}</body></html>\n`;

const file = "file:/site/public/page/index.html";
const messages = {
  imgSrc: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
  sizes: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
  sourceSrcset: "Element “source” is missing required attribute “srcset”.",
};

/** A checker message pointing at the `occurrence`-th start tag that begins with `tagStart`, as vnu reports it. */
const messageAt = (message: string, tagStart: string, occurrence = 0, type: NuMessage["type"] = "error"): NuMessage => {
  let start = -1;
  for (let index = 0; index <= occurrence; index += 1) start = html.indexOf(tagStart, start + 1);
  const end = html.indexOf(">", start);
  const before = html.slice(0, start).split("\n");
  const lastLines = html.slice(0, end).split("\n");
  return {
    type,
    url: file,
    message,
    firstLine: before.length,
    firstColumn: before.at(-1)!.length + 1,
    lastLine: lastLines.length,
    lastColumn: lastLines.at(-1)!.length + 1,
    extract: html.slice(start - 5, end + 6),
    hiliteStart: 5,
    hiliteLength: end + 1 - start,
  };
};

const sort = (list: NuMessage[]) => sortNuMessages(list, () => html);

describe("elementOfMessage", () => {
  it("finds the start tag the checker points at", () => {
    const element = elementOfMessage(html, messageAt(messages.imgSrc, "<img data-gatsby-image-ssr"));
    expect(element?.tag.name).toBe("img");
    expect(element?.tag.attributes["data-src"]).toBe("/a-640.webp");
    expect(element?.rest.startsWith("</picture>")).toBe(true);
  });

  it("gives nothing when the place is not the start tag the checker quotes", () => {
    const message = messageAt(messages.imgSrc, "<img data-gatsby-image-ssr");
    expect(elementOfMessage(html, { ...message, lastColumn: message.lastColumn! - 1 })).toBeUndefined();
    expect(elementOfMessage(html, { ...message, extract: message.extract!.replace("data-src", "data-xxx") })).toBeUndefined();
  });
});

describe("sortNuMessages", () => {
  it("counts gatsby-plugin-image's lazy markup errors by kind", () => {
    const sorted = sort([
      messageAt(messages.imgSrc, "<img data-gatsby-image-ssr"),
      messageAt(messages.sizes, "<img data-gatsby-image-ssr"),
      messageAt(messages.sizes, '<source type="image/avif"'),
      messageAt(messages.sourceSrcset, '<source type="image/avif"'),
    ]);
    expect(sorted.site).toEqual([]);
    expect(sorted.gatsbyImage).toEqual({
      "lazy img: no src or srcset yet": 1,
      "lazy img: sizes before its srcset": 1,
      "lazy source: sizes before its srcset": 1,
      "lazy source: no srcset yet": 1,
    });
  });

  it("keeps the site's own errors of the same kinds, which lack the plugin's markers", () => {
    const own = [
      messageAt(messages.sizes, "<img sizes="),
      messageAt(messages.sizes, '<source type="image/webp"'),
      messageAt(messages.sourceSrcset, '<source type="image/webp"'),
    ];
    expect(sort(own).site).toEqual(own);
  });

  it("keeps every other error, and a gatsby element's error of another kind", () => {
    const other = [
      messageAt("The “aria-label” attribute must not be specified on any “span” element.", "<img sizes="),
      messageAt("Element “source” is missing required attribute “type”.", '<source type="image/avif"'),
      { type: "non-document-error" as const, subType: "io", message: "File not found", url: file },
    ];
    expect(sort(other).site).toEqual(other);
  });

  it("keeps the plugin's kind when it points at the noscript copy (which has its addresses)", () => {
    const noscriptImage = messageAt(messages.imgSrc, "<img data-gatsby-image-ssr", 1);
    expect(sort([noscriptImage]).site).toEqual([noscriptImage]);
  });
});

describe("countLazyImageMarkup", () => {
  it("counts the lazy images and sources outside noscript", () => {
    expect(countLazyImageMarkup(html)).toEqual({
      "lazy img: no src or srcset yet": 1,
      "lazy img: sizes before its srcset": 1,
      "lazy source: sizes before its srcset": 1,
      "lazy source: no srcset yet": 1,
    });
    expect(countLazyImageMarkup(siteImage + siteSource)).toEqual({
      "lazy img: no src or srcset yet": 0,
      "lazy img: sizes before its srcset": 0,
      "lazy source: sizes before its srcset": 0,
      "lazy source: no srcset yet": 0,
    });
  });
});
