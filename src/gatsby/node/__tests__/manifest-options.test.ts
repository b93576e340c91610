/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import { manifestIcons, manifestOptions } from "../manifest-options";

const staticFile = (sitePath: string) => path.join(__dirname, "../../../../static", sitePath);

describe("manifest options", () => {
  it.each(manifestIcons.map((icon) => [icon.src, icon.sizes]))("%s is drawn by `npm run art` at %s", async (src, sizes) => {
    const { width, height, format } = await sharp(staticFile(src)).metadata();
    expect(`${width}x${height}`).toBe(sizes);
    expect(format).toBe("png");
  });

  it("lists the 512 px icon the structured data names as the agency's logo", () => {
    const options = manifestOptions({ agencyName: "Acme", description: "We build." });
    expect(options.icons.map((icon) => icon.src)).toContain("/icons/icon-512x512.png");
    expect(options).not.toHaveProperty("icon");
  });
});
