/**
 * Distinct generated hero images for the scale benchmark: a 1600×900 JPEG per index, a
 * gradient with shapes and a caption drawn as SVG and rendered by sharp. Each index gives
 * other colours, shapes and text, so no two images have the same bytes.
 */
import sharp from "sharp";
import { seededRandom } from "./synthetic-posts.mjs";

const width = 1600;
const height = 900;
/**
 * @param {number} hue degrees (rounded, taken modulo 360)
 * @param {number} saturation percent
 * @param {number} lightness percent
 */
const hsl = (hue, saturation, lightness) => `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;

/**
 * The SVG of image `index` (0-based).
 * @param {number} index
 */
export const heroSvg = (index) => {
  const random = seededRandom(index + 1000);
  const hue = (index * 137.508) % 360;
  const shapes = Array.from({ length: 10 + Math.floor(random() * 14) }, () => {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const size = Math.round(40 + random() * 260);
    const fill = hsl(hue + random() * 120, 70 + Math.round(random() * 25), 45 + Math.round(random() * 35));
    const opacity = (0.2 + random() * 0.6).toFixed(2);
    return random() < 0.5
      ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`
      : `<rect x="${x}" y="${y}" width="${size}" height="${Math.round(size * (0.4 + random()))}" rx="${Math.round(random() * 30)}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${Math.round(random() * 90)} ${x} ${y})"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="${random().toFixed(2)}" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 65, 18)}"/><stop offset="1" stop-color="${hsl(hue + 70, 70, 38)}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${shapes}
  <text x="80" y="820" font-family="sans-serif" font-size="72" font-weight="700" fill="white" fill-opacity="0.9">Scale test image ${index + 1}</text>
</svg>`;
};

/**
 * The JPEG of image `index` (0-based).
 * @param {number} index
 */
export const heroJpeg = (index) =>
  sharp(Buffer.from(heroSvg(index)))
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
