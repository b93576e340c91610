/**
 * Generated artwork for the sample posts: gradients and geometric motifs drawn as SVG and
 * rendered by sharp, so the samples need no downloaded stock images.
 */
import sharp from "sharp";

const width = 1600;
const height = 900;

/**
 * @param {number} hue degrees, any number (wrapped into 0-359)
 * @param {number} saturation percent
 * @param {number} lightness percent
 */
const hsl = (hue, saturation, lightness) => `hsl(${((hue % 360) + 360) % 360} ${saturation}% ${lightness}%)`;

/**
 * Small deterministic pseudo-random sequence so each image is the same on every run.
 * @param {number} seed
 * @returns {() => number} numbers from 0 (included) to 1
 */
const sequence = (seed) => {
  let state = seed * 9301 + 49297;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
};

/**
 * Draws a motif's SVG elements in colours around `hue`.
 * @typedef {(hue: number, random: () => number) => string} Motif
 */

/**
 * What a generated image shows: a hue, a motif's name (waves when unknown) and a seed.
 * @typedef {{ hue: number, motif: string, seed: number }} Art
 */

/** @satisfies {Record<string, Motif>} */
const motifs = {
  waves: (hue, random) =>
    Array.from({ length: 7 }, (_, index) => {
      const y = 260 + index * 85;
      const amplitude = 40 + random() * 60;
      return `<path d="M0 ${y} C 400 ${y - amplitude}, 800 ${y + amplitude}, 1600 ${y - amplitude / 2}" fill="none" stroke="${hsl(hue + index * 12, 85, 70)}" stroke-opacity="${0.25 + index * 0.08}" stroke-width="${6 + index * 2}"/>`;
    }).join(""),
  grid: (hue, random) =>
    Array.from({ length: 60 }, (_, index) => {
      const x = (index % 10) * 160 + 20;
      const y = Math.floor(index / 10) * 150 + 20;
      const size = 40 + random() * 90;
      return `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="12" fill="${hsl(hue + random() * 50, 80, 60)}" fill-opacity="${0.15 + random() * 0.6}"/>`;
    }).join(""),
  orbits: (hue, random) =>
    Array.from({ length: 9 }, (_, index) => {
      const radius = 80 + index * 70;
      const angle = random() * Math.PI * 2;
      return `<circle cx="1100" cy="450" r="${radius}" fill="none" stroke="${hsl(hue + index * 9, 80, 72)}" stroke-opacity="0.45" stroke-width="3"/><circle cx="${1100 + Math.cos(angle) * radius}" cy="${450 + Math.sin(angle) * radius}" r="${10 + random() * 18}" fill="${hsl(hue + 40, 90, 70)}"/>`;
    }).join(""),
  bars: (hue, random) =>
    Array.from({ length: 24 }, (_, index) => {
      const barHeight = 120 + random() * 560;
      return `<rect x="${80 + index * 62}" y="${820 - barHeight}" width="40" height="${barHeight}" rx="8" fill="${hsl(hue + index * 4, 80, 62)}" fill-opacity="0.85"/>`;
    }).join(""),
  rings: (hue, random) =>
    Array.from({ length: 14 }, () => {
      const x = random() * width;
      const y = random() * height;
      const radius = 40 + random() * 200;
      return `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="${hsl(hue + random() * 60, 85, 70)}" stroke-opacity="0.5" stroke-width="${4 + random() * 14}"/>`;
    }).join(""),
};

export const motifNames = Object.keys(motifs);

/** @param {Art} art */
const svgFor = ({ hue, motif, seed }) => {
  const draw = /** @type {Partial<Record<string, Motif>>} */ (motifs)[motif] ?? motifs.waves;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 70, 14)}"/><stop offset="1" stop-color="${hsl(hue + 60, 75, 30)}"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    ${draw(hue, sequence(seed))}
  </svg>`;
};

/**
 * A 1600×900 JPEG for a post's hero image.
 * @param {Art} art
 */
export const heroImage = (art) =>
  sharp(Buffer.from(svgFor(art)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();

/**
 * A 1200×675 diagram-like PNG for images inside post bodies.
 * @param {number} seed
 */
export const inlineImage = (seed) =>
  sharp(Buffer.from(svgFor({ hue: (seed * 47) % 360, motif: motifNames[seed % motifNames.length] ?? "waves", seed })))
    .resize(1200, 675)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
