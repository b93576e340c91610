/** @jest-environment node */
import { cmsHealth } from "../cms-health.mjs";

describe("cmsHealth", () => {
  it("is ok when Directus answers its ping", async () => {
    const fetch = jest.fn(async () => new Response("pong"));
    expect(await cmsHealth({ directusUrl: "http://cms.test/", fetch })).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith("http://cms.test/server/ping", expect.anything());
  });

  it("names the cause otherwise", async () => {
    expect(await cmsHealth({ directusUrl: undefined })).toEqual({ ok: false, reason: "DIRECTUS_URL is not set" });
    const busy = async () => new Response("", { status: 503 });
    expect(await cmsHealth({ directusUrl: "http://cms.test", fetch: busy })).toEqual({
      ok: false,
      reason: "the CMS at DIRECTUS_URL answered 503",
    });
    const refused = async () => {
      throw Object.assign(new TypeError("fetch failed"), { cause: { code: "ECONNREFUSED" } });
    };
    expect(await cmsHealth({ directusUrl: "http://cms.test", fetch: refused })).toEqual({
      ok: false,
      reason: "the CMS at DIRECTUS_URL does not answer (ECONNREFUSED)",
    });
  });
});
