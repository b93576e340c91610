/** @jest-environment node */
// The post-body-files hook's logic (cms/extensions/post-body-files/lib.mjs), whose folder Jest
// does not crawl: which CMS files a body shows, and the rows that say so.
import { bodyFileIds, planRows, rowId } from "../../extensions/post-body-files/lib.mjs";
import { bodyImageIds } from "../../../plugins/gatsby-source-directus/src/asset-url";

const a = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";
const b = "0b6e1c7a-3f7d-4a55-9d1e-2f0c8b1e7a10";
const cms = "http://127.0.0.1:8055";

describe("bodyFileIds", () => {
  it("finds every CMS image of a body once, with a filename, a query or in capitals", () => {
    const body = `<p>Intro</p><img src="${cms}/assets/${a}" alt="">
      <figure><img alt="x" src="${cms}/assets/${b.toUpperCase()}/diagram.png?width=800&amp;format=webp"></figure>
      <img src="${cms}/assets/${a}?width=400">`;
    expect(bodyFileIds(body)).toEqual([a, b]);
  });

  it("takes any host and path prefix, so it is never narrower than the build's own rule", () => {
    const bodies = [
      `<img src="${cms}/assets/${a}">`,
      `<img src="https://cms.example/directus/assets/${a}">`,
      `<img src="/assets/${a}">`,
      `<img src=" ${cms}/assets/${a}/name.jpg ">`,
      `<img src="${cms}&#x2F;assets&#x2F;${a}">`,
    ];
    for (const body of bodies) {
      expect(bodyFileIds(body)).toEqual([a]);
      // Every image the source plugin would fetch from this CMS is among them.
      for (const id of bodyImageIds(body, cms)) expect(bodyFileIds(body)).toContain(id);
    }
  });

  it("ignores what is no image of the CMS", () => {
    for (const body of [
      null,
      "",
      "plain text /assets/" + a,
      `<a href="${cms}/assets/${a}">the file</a>`,
      `<img src="${cms}/assets/not-a-uuid">`,
      `<img src="${cms}/files/${a}">`,
      `<img src="${cms}/assets/${a}/name/extra">`,
      `<img src="http://[broken">`,
    ]) {
      expect(bodyFileIds(body)).toEqual([]);
    }
  });
});

describe("planRows", () => {
  it("adds the rows a body's files lack and removes those it no longer shows", () => {
    const existing = [{ id: rowId(7, a) }, { id: rowId(7, "0b6e1c7a-0000-4a55-9d1e-2f0c8b1e7a10") }];
    expect(planRows(7, existing, [a, b])).toEqual({
      add: [{ id: `7:${b}`, post: 7, file: b }],
      remove: ["7:0b6e1c7a-0000-4a55-9d1e-2f0c8b1e7a10"],
    });
  });

  it("changes nothing when the rows already say it, and removes all for a body without images", () => {
    expect(planRows(7, [{ id: `7:${a}` }], [a])).toEqual({ add: [], remove: [] });
    expect(planRows(7, [{ id: `7:${a}` }], [])).toEqual({ add: [], remove: [`7:${a}`] });
  });
});
