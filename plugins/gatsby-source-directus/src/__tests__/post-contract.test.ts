/** @jest-environment node */
import { postContractResolvers, type PostResolverContext } from "../post-contract";

const cms = "http://127.0.0.1:8055";
const siteUrl = "https://www.northbeam.studio";
const pipeline = "5ac6f08f-1426-444d-9c22-6245b2dcb9b5";
const chart = "0b8f0c1e-6f55-4b2c-9d7e-3a1f2b4c5d6e";
const deleted = "9d2b7c41-0c7e-4a43-8f1e-2b6a9c0d1e2f";

/** Node ids the way Gatsby's createNodeId makes them: opaque, but the same for the same input. */
const createNodeId = (input: string): string => `node:${input}`;

/** Gatsby's node store as the resolvers see it: asset nodes by id, and a scan that must not happen. */
const fakeContext = (assetIds: string[]) => {
  const nodes = new Map(
    assetIds.map((id) => [
      createNodeId(`DirectusAsset-${id}`),
      { id: createNodeId(`DirectusAsset-${id}`), directusId: id, width: 2000 },
    ]),
  );
  const getNodeById = jest.fn(({ id }: { id: string }) => nodes.get(id) ?? null);
  const findAll = jest.fn(() => {
    throw new Error("bodyHtml must not scan all assets");
  });
  return { context: { nodeModel: { getNodeById, findAll } } as PostResolverContext, getNodeById, findAll };
};

const setup = (assetIds: string[]) => {
  const warnings: string[] = [];
  const localCopy = jest.fn(async (asset: Record<string, unknown>) => ({
    src: `/_gatsby/image/${String(asset.directusId)}.webp`,
    width: 1440,
    height: 810,
  }));
  const resolvers = postContractResolvers({
    apiUrl: cms,
    siteUrl,
    createNodeId,
    localCopy,
    warn: (message) => warnings.push(message),
  });
  return { resolvers, localCopy, warnings, ...fakeContext(assetIds) };
};

const post = (body: string, bodyImages: string[] = []) => ({
  title: "Release pipelines",
  body,
  dateCreated: "2024-03-05T14:30:00.000Z",
  bodyImages,
});

describe("DirectusPost.bodyHtml", () => {
  it("localises a CMS image written with a query string, with its real dimensions", async () => {
    const { resolvers, context, warnings } = setup([pipeline]);
    const html = await resolvers.bodyHtml(
      post(`<p>Hi</p><img src="${cms}/assets/${pipeline}?width=800" alt="Pipeline">`),
      {},
      context,
    );
    expect(html).toBe(
      `<p>Hi</p><img alt="Pipeline" src="/_gatsby/image/${pipeline}.webp" loading="lazy" decoding="async" width="1440" height="810" />`,
    );
    expect(html).not.toContain(cms);
    expect(warnings).toEqual([]);
  });

  it("localises every form of the asset URL (file name, transforms, upper-case id)", async () => {
    const { resolvers, context } = setup([pipeline, chart]);
    const html = await resolvers.bodyHtml(
      post(
        `<img src="${cms}/assets/${pipeline}/pipeline.png?width=800&amp;format=webp" alt="">` +
          `<img src="${cms}/assets/${chart.toUpperCase()}" alt="">`,
      ),
      {},
      context,
    );
    expect(html).toContain(`src="/_gatsby/image/${pipeline}.webp"`);
    expect(html).toContain(`src="/_gatsby/image/${chart}.webp"`);
    expect(html).not.toContain(cms);
  });

  it("looks up only the images of its body, by node id, never scanning all assets", async () => {
    const { resolvers, context, getNodeById, findAll, localCopy } = setup([pipeline, chart]);
    await resolvers.bodyHtml(
      post(`<img src="${cms}/assets/${pipeline}"><img src="${cms}/assets/${pipeline}?width=400">`),
      {},
      context,
    );
    expect(findAll).not.toHaveBeenCalled();
    expect(getNodeById.mock.calls.map(([args]) => args)).toEqual([
      { id: `node:DirectusAsset-${pipeline}`, type: "DirectusAsset" },
      { id: `node:DirectusAsset-${pipeline}`, type: "DirectusAsset" },
    ]);
    expect(localCopy).toHaveBeenCalledTimes(2);
  });

  it("sanitises before localising, and warns about images that are not CMS files", async () => {
    const { resolvers, context, warnings, getNodeById } = setup([pipeline]);
    const html = await resolvers.bodyHtml(
      post(
        `<h1>Title</h1><script>alert(1)</script><img src="${cms}/assets/${pipeline}" onerror="alert(2)">` +
          `<img src="https://images.example.org/chart.png" alt="">` +
          `<img src="${cms}/assets/${deleted}" alt=""><a href="https://example.org/">out</a>`,
      ),
      {},
      context,
    );
    expect(html).not.toMatch(/script|onerror|alert/);
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain('<a href="https://example.org/" rel="noopener noreferrer">out</a>');
    expect(html).toContain(`src="/_gatsby/image/${pipeline}.webp"`);
    expect(html).toContain('src="https://images.example.org/chart.png"');
    expect(warnings).toEqual([
      'Post "Release pipelines" shows an image that is not one of the CMS files: https://images.example.org/chart.png',
      `Post "Release pipelines" shows an image that is not one of the CMS files: ${cms}/assets/${deleted}`,
    ]);
    // The foreign image is never looked up; the missing CMS file is, once.
    expect(getNodeById).toHaveBeenCalledTimes(2);
  });

  it("is empty for an empty body", async () => {
    const { resolvers, context } = setup([]);
    await expect(resolvers.bodyHtml(post("  "), {}, context)).resolves.toBe("");
  });
});

describe("DirectusPost.bodyImages and dateCreatedText", () => {
  it("resolves the body's images by node id and leaves out files the build could not read", () => {
    const { resolvers, context, findAll } = setup([pipeline, chart]);
    const images = resolvers.bodyImages(post("", [chart, deleted, pipeline]), {}, context);
    expect(images.map((image) => image.directusId)).toEqual([chart, pipeline]);
    expect(findAll).not.toHaveBeenCalled();
  });

  it("prints the creation date as pages show it", () => {
    const { resolvers } = setup([]);
    expect(resolvers.dateCreatedText(post(""))).toBe("05 Mar 2024");
  });
});
