import { summarizeLinks } from "../link-summary.mjs";

type LinkResult = Parameters<typeof summarizeLinks>[0][number];
const origin = "http://127.0.0.1:9100";
const result = (url: string, state: string, status?: number, parent?: string) => ({ url, state, status, parent }) as LinkResult;

describe("summarizeLinks", () => {
  it("counts the served site's answers, names the broken ones and the local addresses skipped", () => {
    const summary = summarizeLinks(
      [
        result(`${origin}/`, "OK", 200),
        result(`${origin}/about/`, "OK", 200, `${origin}/`),
        result(`${origin}/gone/`, "BROKEN", 404, `${origin}/about/`),
        result(`${origin}/skipped/`, "SKIPPED", undefined, `${origin}/`),
        result("https://developer.mozilla.org/", "SKIPPED", undefined, `${origin}/blog/1/`),
        result("mailto:hello@example.com", "SKIPPED", 0, `${origin}/`),
        result("http://127.0.0.1:91000/", "SKIPPED", undefined, `${origin}/`),
      ],
      origin,
    );
    expect(summary).toEqual({
      ok: 2,
      broken: [{ url: `${origin}/gone/`, status: 404, parent: `${origin}/about/` }],
      skippedLocal: [`${origin}/skipped/`],
      skippedElsewhere: 3,
    });
  });
});
