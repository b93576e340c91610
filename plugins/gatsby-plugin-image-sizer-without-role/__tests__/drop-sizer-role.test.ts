import { readFileSync } from "node:fs";
import path from "node:path";
import { transformSync } from "@babel/core";
import dropSizerRole from "../drop-sizer-role";

const transform = (code: string) =>
  transformSync(code, { babelrc: false, configFile: false, compact: true, sourceType: "module", plugins: [dropSizerRole] })!;

const removedCount = (result: ReturnType<typeof transform>) =>
  (result.metadata as { sizerRolesRemoved?: number }).sizerRolesRemoved;

/** The sizer as gatsby-plugin-image's renderer build writes it (minified). */
const sizerProps = `e.createElement("img",{alt:"",role:"presentation","aria-hidden":"true",src:"data:image/svg+xml;charset=utf-8,%3Csvg%20height='"+r+"'%3E%3C/svg%3E",style:{maxWidth:"100%"}});`;
/** getSizer's HTML, as the modern browser build writes it (a template) and the older one (strings). */
const sizerTemplate = '`<div style="max-width: ${t}px;"><img alt="" role="presentation" aria-hidden="true" src="data:,"></div>`';
const sizerStrings = `'<div style="max-width: '+t+'px;"><img alt="" role="presentation" aria-hidden="true" src="data:,"></div>'`;
const sizerHtmlWithoutRole = '<div style="max-width: 600px;"><img alt="" aria-hidden="true" src="data:,"></div>';

/** The string the transformed expression builds, for a 600 px wide image. */
const htmlOf = (code: string) => new Function("t", `return ${code}`)(600) as string;

const presentationRole = /["'`]presentation["'`]|role=\\?["']presentation/;

describe("drop-sizer-role", () => {
  it("removes the role from the sizer's props and keeps the rest", () => {
    const result = transform(sizerProps);
    expect(result.code).toContain('{alt:"","aria-hidden":"true",src:"data:image/svg+xml');
    expect(result.code).not.toContain("presentation");
    expect(removedCount(result)).toBe(1);
  });

  it("reads a minified true (!0) as aria-hidden", () => {
    const result = transform('x({alt:"",role:"presentation","aria-hidden":!0});');
    expect(result.code).toBe('x({alt:"","aria-hidden":!0});');
  });

  it("removes the role from getSizer's HTML, in a template and in strings", () => {
    for (const code of [sizerTemplate, sizerStrings]) {
      const result = transform(code);
      expect(htmlOf(result.code!)).toBe(sizerHtmlWithoutRole);
      expect(removedCount(result)).toBe(1);
    }
  });

  it("leaves a role alone where alt is not empty, the image not hidden, or the role another", () => {
    for (const code of [
      'x({alt:"Logo",role:"presentation","aria-hidden":"true"});',
      'x({alt:"",role:"presentation"});',
      'x({alt:"",role:"img","aria-hidden":"true"});',
      'x("<img alt=\\"\\" role=\\"presentation\\">");',
    ]) {
      const result = transform(code);
      expect(result.code).toBe(code);
      expect(removedCount(result)).toBe(0);
    }
  });

  it.each(["gatsby-image.module.js", "gatsby-image.js"])(
    "removes every sizer role from the installed package's renderer build %s",
    (file) => {
      const code = readFileSync(require.resolve(`gatsby-plugin-image/dist/${file}`), "utf8");
      expect(code).toContain('role:"presentation"');
      const result = transform(code);
      expect(removedCount(result)).toBe(1);
      expect(result.code).not.toMatch(presentationRole);
    },
  );

  it("removes the sizer role from the installed package's browser builds, props and HTML", () => {
    const dist = path.dirname(require.resolve("gatsby-plugin-image/dist/gatsby-image.browser.modern.js"));
    const [modernBundle] = readFileSync(path.join(dist, "gatsby-image.browser.modern.js"), "utf8").match(
      /index\.browser-[0-9a-f]+\.js/,
    )!;
    const [olderBundle] = readFileSync(path.join(dist, "gatsby-image.browser.js"), "utf8").match(/index\.browser-[0-9a-f]+\.js/)!;
    for (const bundle of new Set([modernBundle, olderBundle])) {
      const result = transform(readFileSync(path.join(dist, bundle), "utf8"));
      expect(removedCount(result)).toBe(2);
      expect(result.code).not.toMatch(presentationRole);
    }
  });

  it("tells the role from names that merely start with presentation", () => {
    expect(dropSizerRole.mentionsPresentationRole('x({alt:"",role:"presentation"})')).toBe(true);
    expect(dropSizerRole.mentionsPresentationRole('"<img alt=\\"\\" role=\\"presentation\\">"')).toBe(true);
    expect(dropSizerRole.mentionsPresentationRole("const { presentationWidth } = sizes;")).toBe(false);
  });
});
