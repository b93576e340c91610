/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { appleTouchIconPath, manifestIcons, manifestOptions, siteIconPath } from "../manifest-options";

const staticFile = (sitePath: string) => path.join(__dirname, "../../../static", sitePath);

describe("manifest options", () => {
  it.each(manifestIcons.map((icon) => [icon.src, icon.sizes]))(
    "%s is drawn by `npm run art` at %s",
    async (src, sizes) => {
      const { width, height, format } = await sharp(staticFile(src)).metadata();
      expect(`${width}x${height}`).toBe(sizes);
      expect(format).toBe("png");
    },
  );

  it("serves the SVG favicon and a 180 px Apple home-screen icon", async () => {
    expect(existsSync(staticFile(siteIconPath))).toBe(true);
    const { width, height } = await sharp(staticFile(appleTouchIconPath)).metadata();
    expect([width, height]).toEqual([180, 180]);
  });

  it("lists the 512 px icon the structured data names as the agency's logo", () => {
    const options = manifestOptions({ agencyName: "Acme", description: "We build." });
    expect(options.icons.map((icon) => icon.src)).toContain("/icons/icon-512x512.png");
    expect(options).not.toHaveProperty("icon");
  });
});
