/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { appleTouchIconPath, siteIconPath } from "../site-icons";

const staticFile = (sitePath: string) => path.join(__dirname, "../../../../static", sitePath);

describe("site icons", () => {
  it("serves the SVG favicon and a 180 px Apple home-screen icon", async () => {
    expect(existsSync(staticFile(siteIconPath))).toBe(true);
    const { width, height } = await sharp(staticFile(appleTouchIconPath)).metadata();
    expect([width, height]).toEqual([180, 180]);
  });
});
