import { localiseBodyImages } from "../localise-body-images";

const cmsImage = "http://127.0.0.1:8055/assets/5ac6f08f-1426-444d-9c22-6245b2dcb9b5";

describe("localiseBodyImages", () => {
  it("points CMS images at the site's copy with its dimensions, keeping other attributes", async () => {
    const html = `<p>Before</p><img src="${cmsImage}" alt="Pipeline" loading="lazy" decoding="async" />`;
    const result = await localiseBodyImages(html, async () => ({
      src: "/_gatsby/image/a/b/pipeline.webp",
      width: 1200,
      height: 675,
    }));
    expect(result).toBe(
      '<p>Before</p><img src="/_gatsby/image/a/b/pipeline.webp" alt="Pipeline" loading="lazy" decoding="async" width="1200" height="675" />',
    );
  });

  it("asks once per distinct image", async () => {
    const localise = jest.fn(async () => ({ src: "/local.webp", width: 10, height: 10 }));
    await localiseBodyImages(`<img src="${cmsImage}" /><img src="${cmsImage}" />`, localise);
    expect(localise).toHaveBeenCalledTimes(1);
  });

  it("leaves images it cannot localise untouched and reports them", async () => {
    const missing: string[] = [];
    const html = '<img src="https://images.example.org/chart.png" alt="" />';
    const result = await localiseBodyImages(
      html,
      async () => null,
      (src) => missing.push(src),
    );
    expect(result).toBe(html);
    expect(missing).toEqual(["https://images.example.org/chart.png"]);
  });

  it("returns bodies without images as they are", async () => {
    const localise = jest.fn();
    expect(await localiseBodyImages("<p>Text</p>", localise)).toBe("<p>Text</p>");
    expect(localise).not.toHaveBeenCalled();
  });
});
