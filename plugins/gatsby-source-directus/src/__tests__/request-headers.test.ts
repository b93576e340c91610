/** @jest-environment node */
import type { ParentSpanPluginArgs, PluginOptions } from "gatsby";
import { getRequestHeadersForUrl } from "gatsby-plugin-utils/polyfill-remote-file/utils/get-request-headers-for-url";
import { assetNodeInput } from "../nodes";
import { onPluginInit } from "../request-headers";

type Store = Parameters<typeof getRequestHeadersForUrl>[1];

/** Gatsby's store as far as remote files read it: setRequestHeaders keeps headers by host name. */
const fakeGatsby = () => {
  const requestHeaders = new Map<string, Record<string, string>>();
  const setRequestHeaders = jest.fn(({ domain, headers }: { domain: string; headers: Record<string, string> }) => {
    requestHeaders.set(new URL(domain).hostname, headers);
  });
  const store = { getState: () => ({ requestHeaders }) } as unknown as Store;
  const init = (options: Record<string, unknown>) =>
    onPluginInit!(
      { actions: { setRequestHeaders } } as unknown as ParentSpanPluginArgs,
      options as unknown as PluginOptions,
      () => undefined,
    );
  return { setRequestHeaders, store, init };
};

const file = {
  id: "5ac6f08f-1426-444d-9c22-6245b2dcb9b5",
  title: null,
  description: null,
  filename_download: "hero.jpg",
  type: "image/jpeg",
  width: 1600,
  height: 900,
  filesize: "1234",
  modified_on: null,
};

describe("onPluginInit", () => {
  const saved = process.env.DIRECTUS_TOKEN;
  afterEach(() => {
    if (saved === undefined) delete process.env.DIRECTUS_TOKEN;
    else process.env.DIRECTUS_TOKEN = saved;
  });

  it("makes Gatsby fetch the CMS's files with the token from DIRECTUS_TOKEN, and nothing else with it", () => {
    const { store, init } = fakeGatsby();
    process.env.DIRECTUS_TOKEN = "build-token";
    init({ url: "http://127.0.0.1:8055/" });

    const assetUrl = String(assetNodeInput(file, "http://127.0.0.1:8055").fields.url);
    expect(getRequestHeadersForUrl(assetUrl, store)).toEqual({ Authorization: "Bearer build-token" });
    expect(getRequestHeadersForUrl("https://images.example/photo.jpg", store)).toBeUndefined();
  });

  it("sets no headers without a token", () => {
    const { setRequestHeaders, init } = fakeGatsby();
    delete process.env.DIRECTUS_TOKEN;
    init({ url: "http://127.0.0.1:8055" });
    expect(setRequestHeaders).not.toHaveBeenCalled();
  });
});
