#!/usr/bin/env node
/**
 * Draws the site's raster artwork (portfolio shots, founder portraits, page illustrations)
 * as SVG and renders it with sharp into src/images/art/. The images are made here so the
 * site needs no stock photos; gatsby-plugin-image turns them into AVIF/WebP at build.
 * It also renders the site icon (static/favicon.svg) into the web manifest's PNG icons.
 *
 *   npm run art          writes every image (deterministic: the same bytes each run)
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const outputDirectory = path.join(projectRoot, "src/images/art");
const siteIcon = path.join(projectRoot, "static/favicon.svg");
const iconDirectory = path.join(projectRoot, "static/icons");

/**
 * The PNG sizes of the site icon: the web manifest's (src/gatsby/node/manifest-options.ts, which
 * a unit test keeps in step with these files) and 180 px for Apple's home-screen icon.
 */
const iconSizes = [144, 180, 192, 512];

/**
 * What a scene draws on, and the numbers it draws with.
 * @typedef {{ width: number, height: number, hue: number, random: () => number }} Canvas
 * @typedef {(canvas: Canvas) => string} Scene SVG elements over the backdrop
 * @typedef {(x: number, y: number, width: number, height: number, hue: number, random: () => number) => string} ScreenContent
 */

/**
 * @param {number} hue degrees, any number (wrapped into 0-359)
 * @param {number} saturation percent
 * @param {number} lightness percent
 */
const hsl = (hue, saturation, lightness, alpha = 1) =>
  `hsl(${((hue % 360) + 360) % 360} ${saturation}% ${lightness}% / ${alpha})`;

/**
 * Deterministic pseudo-random numbers, so re-running the script changes nothing.
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
 * The gradient and glow behind every scene.
 * @param {number} width
 * @param {number} height
 * @param {number} hue
 */
const backdrop = (width, height, hue) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${hsl(hue, 65, 12)}"/>
      <stop offset="1" stop-color="${hsl(hue + 55, 70, 26)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.8" cy="0.15" r="0.7">
      <stop offset="0" stop-color="${hsl(hue + 90, 85, 60, 0.45)}"/>
      <stop offset="1" stop-color="${hsl(hue + 90, 85, 60, 0)}"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>`;

/**
 * A browser window frame with its content area starting at (x, y + 44).
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {number} hue
 */
const browserWindow = (x, y, width, height, hue) => `
  <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="18" fill="${hsl(hue, 30, 97)}"/>
  <rect x="${x}" y="${y}" width="${width}" height="44" rx="18" fill="${hsl(hue, 25, 88)}"/>
  <rect x="${x}" y="${y + 26}" width="${width}" height="18" fill="${hsl(hue, 25, 88)}"/>
  ${[0, 1, 2].map((dot) => `<circle cx="${x + 26 + dot * 22}" cy="${y + 22}" r="7" fill="${hsl(hue + dot * 40, 70, 60)}"/>`).join("")}
  <rect x="${x + 110}" y="${y + 12}" width="${Math.min(width - 140, 420)}" height="20" rx="10" fill="${hsl(hue, 20, 97)}"/>`;

/**
 * Lines of text as rounded bars, the first one darker.
 * @param {number} x
 * @param {number} y
 * @param {number[]} widths one per line
 * @param {number} hue
 */
const textLines = (x, y, widths, hue, lineHeight = 22, thickness = 10) =>
  widths
    .map(
      (lineWidth, index) =>
        `<rect x="${x}" y="${y + index * lineHeight}" width="${lineWidth}" height="${thickness}" rx="${thickness / 2}" fill="${hsl(hue, 15, index === 0 ? 35 : 70)}"/>`,
    )
    .join("");

/**
 * @param {number} x
 * @param {number} y
 * @param {number} width
 * @param {number} height
 * @param {number} hue
 * @param {() => number} random
 */
const barChart = (x, y, width, height, hue, random, bars = 12) => {
  const gap = width / bars;
  return Array.from({ length: bars }, (_, index) => {
    const barHeight = height * (0.25 + random() * 0.75);
    return `<rect x="${x + index * gap + gap * 0.18}" y="${y + height - barHeight}" width="${gap * 0.64}" height="${barHeight}" rx="6" fill="${hsl(hue + index * 5, 75, 58)}"/>`;
  }).join("");
};

/** @type {ScreenContent} */
const lineChart = (x, y, width, height, hue, random) => {
  const points = Array.from({ length: 10 }, (_, index) => `${x + (index * width) / 9},${y + height * (0.15 + random() * 0.7)}`);
  return `<polyline points="${points.join(" ")}" fill="none" stroke="${hsl(hue + 150, 80, 52)}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`;
};

/**
 * A phone with `content` on its screen.
 * @param {number} x
 * @param {number} y
 * @param {number} width its height is about twice that
 * @param {number} hue
 * @param {() => number} random
 * @param {ScreenContent} content
 */
const phone = (x, y, width, hue, random, content) => {
  const height = width * 2.05;
  return `
    <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width * 0.16}" fill="${hsl(hue, 30, 8)}"/>
    <rect x="${x + 12}" y="${y + 12}" width="${width - 24}" height="${height - 24}" rx="${width * 0.12}" fill="${hsl(hue, 35, 97)}"/>
    <rect x="${x + width * 0.35}" y="${y + 22}" width="${width * 0.3}" height="14" rx="7" fill="${hsl(hue, 30, 8)}"/>
    ${content(x + 32, y + 64, width - 64, height - 110, hue, random)}`;
};

/**
 * A phone app's screen: a header card, a few lines of text and three list rows.
 * @type {ScreenContent}
 */
const appScreen = (x, y, contentWidth, contentHeight, tint, random) => `
  <rect x="${x}" y="${y}" width="${contentWidth}" height="${contentHeight * 0.32}" rx="16" fill="${hsl(tint + 20, 75, 58)}"/>
  ${textLines(x, y + contentHeight * 0.4, [contentWidth * 0.8, contentWidth * 0.6, contentWidth * 0.7], tint, 26, 12)}
  ${[0, 1, 2].map((row) => `<rect x="${x}" y="${y + contentHeight * 0.62 + row * 54}" width="${contentWidth}" height="42" rx="10" fill="${hsl(tint + random() * 60, 50, 90)}"/>`).join("")}`;

/** @satisfies {Record<string, Scene>} */
const scenes = {
  dashboard: ({ width, height, hue, random }) => {
    const frameX = width * 0.08;
    const frameY = height * 0.1;
    const frameWidth = width * 0.84;
    const frameHeight = height * 0.8;
    const inner = frameY + 70;
    return `${browserWindow(frameX, frameY, frameWidth, frameHeight, hue)}
      <rect x="${frameX + 24}" y="${inner}" width="${frameWidth * 0.2}" height="${frameHeight - 100}" rx="12" fill="${hsl(hue, 40, 92)}"/>
      ${textLines(frameX + 44, inner + 30, [120, 90, 110, 80, 100, 70], hue, 40)}
      ${[0, 1, 2].map((card) => `<rect x="${frameX + frameWidth * 0.26 + card * frameWidth * 0.24}" y="${inner}" width="${frameWidth * 0.22}" height="110" rx="12" fill="${hsl(hue + card * 30, 70, card === 0 ? 55 : 94)}"/>`).join("")}
      ${barChart(frameX + frameWidth * 0.27, inner + 150, frameWidth * 0.68, frameHeight - 280, hue, random)}`;
  },
  commerce: ({ width, height, hue, random }) => {
    const frameX = width * 0.07;
    const frameY = height * 0.08;
    const frameWidth = width * 0.86;
    const frameHeight = height * 0.84;
    const columns = 3;
    const tileWidth = (frameWidth - 48 - (columns - 1) * 20) / columns;
    const tileHeight = Math.min(tileWidth * 1.1, (frameHeight - 160) / 2 - 20);
    const tiles = Array.from({ length: 6 }, (_, index) => {
      const x = frameX + 24 + (index % columns) * (tileWidth + 20);
      const y = frameY + 120 + Math.floor(index / columns) * (tileHeight + 20);
      return `<rect x="${x}" y="${y}" width="${tileWidth}" height="${tileHeight}" rx="12" fill="${hsl(hue + random() * 90, 60, 88)}"/>
        <circle cx="${x + tileWidth / 2}" cy="${y + tileHeight * 0.42}" r="${tileHeight * 0.22}" fill="${hsl(hue + random() * 120, 70, 60)}"/>
        ${textLines(x + 16, y + tileHeight * 0.78, [tileWidth * 0.6, tileWidth * 0.3], hue, 20, 9)}`;
    }).join("");
    return `${browserWindow(frameX, frameY, frameWidth, frameHeight, hue)}
      ${textLines(frameX + 24, frameY + 70, [260], hue, 20, 16)}${tiles}`;
  },
  mobile: ({ width, height, hue, random }) => {
    const phoneWidth = Math.min(width * 0.26, height * 0.4);
    const firstX = (width - phoneWidth * 3.24) / 2;
    return [0, 1, 2]
      .map((index) =>
        phone(
          firstX + index * phoneWidth * 1.12,
          height * (0.12 + (index % 2) * 0.08),
          phoneWidth,
          hue + index * 25,
          random,
          appScreen,
        ),
      )
      .join("");
  },
  network: ({ width, height, hue, random }) => {
    const nodes = Array.from(
      { length: 14 },
      () => /** @type {[number, number]} */ ([width * (0.1 + random() * 0.8), height * (0.12 + random() * 0.76)]),
    );
    const links = nodes
      .flatMap(([x, y], index) =>
        nodes
          .slice(index + 1, index + 3)
          .map(
            ([toX, toY]) =>
              `<line x1="${x}" y1="${y}" x2="${toX}" y2="${toY}" stroke="${hsl(hue + 80, 70, 70, 0.6)}" stroke-width="4"/>`,
          ),
      )
      .join("");
    const dots = nodes
      .map(
        ([x, y], index) =>
          `<circle cx="${x}" cy="${y}" r="${index % 4 === 0 ? 34 : 18}" fill="${hsl(hue + index * 18, 80, 62)}"/><circle cx="${x}" cy="${y}" r="${index % 4 === 0 ? 14 : 7}" fill="${hsl(hue, 30, 97)}"/>`,
      )
      .join("");
    return links + dots;
  },
  analytics: ({ width, height, hue, random }) => {
    const frameX = width * 0.1;
    const frameY = height * 0.12;
    const frameWidth = width * 0.8;
    const frameHeight = height * 0.76;
    return `${browserWindow(frameX, frameY, frameWidth, frameHeight, hue)}
      ${textLines(frameX + 32, frameY + 80, [220, 160], hue, 28, 14)}
      ${lineChart(frameX + 32, frameY + 150, frameWidth - 64, frameHeight * 0.42, hue, random)}
      ${lineChart(frameX + 32, frameY + 150, frameWidth - 64, frameHeight * 0.42, hue + 60, random)}
      <circle cx="${frameX + frameWidth * 0.78}" cy="${frameY + frameHeight * 0.78}" r="${frameHeight * 0.13}" fill="none" stroke="${hsl(hue + 20, 75, 58)}" stroke-width="22" stroke-dasharray="180 400"/>
      ${textLines(frameX + 32, frameY + frameHeight * 0.72, [frameWidth * 0.4, frameWidth * 0.3, frameWidth * 0.35], hue, 30, 12)}`;
  },
  design: ({ width, height, hue, random }) => {
    const swatches = Array.from(
      { length: 5 },
      (_, index) =>
        `<rect x="${width * 0.1 + index * width * 0.09}" y="${height * 0.72}" width="${width * 0.07}" height="${width * 0.07}" rx="14" fill="${hsl(hue + index * 36, 75, 60)}"/>`,
    ).join("");
    const shapes = Array.from({ length: 6 }, (_, index) => {
      const size = 60 + random() * 140;
      const x = width * (0.5 + random() * 0.38);
      const y = height * (0.12 + random() * 0.55);
      return index % 2
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${hsl(hue + index * 40, 80, 65, 0.85)}"/>`
        : `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="20" fill="${hsl(hue + index * 30, 70, 58, 0.85)}" transform="rotate(${random() * 40 - 20} ${x} ${y})"/>`;
    }).join("");
    return `<rect x="${width * 0.1}" y="${height * 0.14}" width="${width * 0.36}" height="${height * 0.5}" rx="18" fill="${hsl(hue, 30, 96)}"/>
      ${textLines(width * 0.13, height * 0.2, [width * 0.24, width * 0.18, width * 0.28, width * 0.2], hue, 36, 14)}
      <rect x="${width * 0.13}" y="${height * 0.5}" width="${width * 0.14}" height="48" rx="24" fill="${hsl(hue + 30, 75, 55)}"/>
      ${shapes}${swatches}`;
  },
  /** The home hero: the studio's work (a web app, its phone app, its code) under light caustics. */
  studio: ({ width, height, hue, random }) => {
    const frameX = width * 0.05;
    const frameY = height * 0.08;
    const frameWidth = width * 0.7;
    const frameHeight = height * 0.56;
    const inner = frameY + 70;
    const codeX = width * 0.09;
    const codeY = height * 0.7;
    const codeWidth = width * 0.46;
    const codeLines = Array.from({ length: 5 }, (_, line) => {
      const indent = ([0, 1, 2, 1, 0][line] ?? 0) * 28;
      const words = 2 + Math.floor(random() * 3);
      let x = codeX + 32 + indent;
      return Array.from({ length: words }, (_, word) => {
        const wordWidth = 40 + random() * 90;
        const rect = `<rect x="${x}" y="${codeY + 34 + line * 30}" width="${wordWidth}" height="12" rx="6" fill="${hsl(hue + ([0, 60, 140, 200][(line + word) % 4] ?? 0), 80, 70)}"/>`;
        x += wordWidth + 14;
        return rect;
      }).join("");
    }).join("");
    const caustics = Array.from({ length: 9 }, (_, index) => {
      const y = height * (0.06 + index * 0.11 + random() * 0.04);
      const amplitude = 12 + random() * 26;
      const phase = random() * width;
      const points = Array.from({ length: 49 }, (_, step) => {
        const x = (step / 48) * width;
        return `${x.toFixed(1)},${(y + Math.sin((x + phase) / 90) * amplitude).toFixed(1)}`;
      });
      return `<polyline points="${points.join(" ")}" fill="none" stroke="white" stroke-opacity="${(0.05 + random() * 0.07).toFixed(2)}" stroke-width="${(3 + random() * 6).toFixed(1)}" stroke-linecap="round"/>`;
    }).join("");
    return `${browserWindow(frameX, frameY, frameWidth, frameHeight, hue)}
      <rect x="${frameX + 24}" y="${inner}" width="${frameWidth * 0.22}" height="${frameHeight - 100}" rx="12" fill="${hsl(hue, 40, 92)}"/>
      ${textLines(frameX + 44, inner + 30, [110, 80, 100, 70, 90], hue, 40)}
      ${lineChart(frameX + frameWidth * 0.3, inner + 20, frameWidth * 0.64, frameHeight * 0.32, hue, random)}
      ${barChart(frameX + frameWidth * 0.29, inner + frameHeight * 0.42, frameWidth * 0.66, frameHeight * 0.36, hue, random, 10)}
      <rect x="${codeX}" y="${codeY}" width="${codeWidth}" height="${height * 0.22}" rx="18" fill="${hsl(hue + 10, 45, 10)}" stroke="${hsl(hue + 40, 60, 40)}" stroke-width="2"/>
      ${codeLines}
      ${phone(width * 0.64, height * 0.3, width * 0.27, hue + 30, random, appScreen)}
      ${caustics}`;
  },
  portrait: ({ width, height, hue }) => `
    <rect x="${width * 0.43}" y="${height * 0.52}" width="${width * 0.14}" height="${height * 0.3}" rx="${width * 0.05}" fill="${hsl(hue + 20, 40, 64)}"/>
    <path d="M ${width * 0.12} ${height} C ${width * 0.14} ${height * 0.7}, ${width * 0.86} ${height * 0.7}, ${width * 0.88} ${height} Z" fill="${hsl(hue + 40, 70, 52)}"/>
    <circle cx="${width / 2}" cy="${height * 0.4}" r="${width * 0.2}" fill="${hsl(hue + 20, 45, 72)}"/>
    <path d="M ${width * 0.3} ${height * 0.42} A ${width * 0.2} ${width * 0.2} 0 0 1 ${width * 0.7} ${height * 0.42} Q ${width * 0.6} ${height * 0.3} ${width * 0.3} ${height * 0.42} Z" fill="${hsl(hue + 200, 35, 20)}"/>`,
};

/**
 * Every image the site uses: file name, size and what it shows.
 * @type {{ file: string, width: number, height: number, scene: keyof typeof scenes, hue: number, seed: number }[]}
 */
const artworks = [
  { file: "portfolio-clinic-dashboard", width: 1200, height: 900, scene: "dashboard", hue: 262, seed: 1 },
  { file: "portfolio-fleet-network", width: 1200, height: 1500, scene: "network", hue: 200, seed: 2 },
  { file: "portfolio-retail-store", width: 1200, height: 1000, scene: "commerce", hue: 320, seed: 3 },
  { file: "portfolio-banking-app", width: 1200, height: 800, scene: "mobile", hue: 240, seed: 4 },
  { file: "portfolio-energy-analytics", width: 1200, height: 1300, scene: "analytics", hue: 170, seed: 5 },
  { file: "portfolio-learning-platform", width: 1200, height: 900, scene: "design", hue: 285, seed: 6 },
  { file: "portfolio-logistics-integration", width: 1200, height: 1100, scene: "network", hue: 20, seed: 7 },
  { file: "portfolio-travel-booking", width: 1200, height: 850, scene: "mobile", hue: 300, seed: 8 },
  { file: "team-avery-collins", width: 800, height: 1000, scene: "portrait", hue: 265, seed: 9 },
  { file: "team-jordan-rivera", width: 800, height: 1000, scene: "portrait", hue: 330, seed: 10 },
  { file: "about-studio", width: 1200, height: 900, scene: "design", hue: 255, seed: 11 },
  { file: "service-web-dev", width: 1200, height: 800, scene: "dashboard", hue: 250, seed: 12 },
  { file: "service-software-dev", width: 1200, height: 800, scene: "analytics", hue: 275, seed: 13 },
  { file: "service-mobile-app", width: 1200, height: 800, scene: "mobile", hue: 310, seed: 14 },
  { file: "service-ui-design", width: 1200, height: 800, scene: "design", hue: 330, seed: 15 },
  { file: "service-systems-integration", width: 1200, height: 800, scene: "network", hue: 230, seed: 16 },
  { file: "startup-hero", width: 1200, height: 1000, scene: "dashboard", hue: 268, seed: 17 },
  { file: "startup-mission", width: 1200, height: 900, scene: "analytics", hue: 290, seed: 18 },
  { file: "home-hero", width: 1200, height: 1000, scene: "studio", hue: 262, seed: 19 },
];

/**
 * Writes an artwork's JPEG into outputDirectory; resolves with its size in bytes.
 * @param {(typeof artworks)[number]} artwork
 */
const render = async ({ file, width, height, scene, hue, seed }) => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${backdrop(width, height, hue)}${scenes[scene]({ width, height, hue, random: sequence(seed) })}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  await writeFile(path.join(outputDirectory, `${file}.jpg`), jpeg);
  return jpeg.length;
};

/**
 * The icon has a few flat colours, so a 64-colour palette PNG is a third of the size of a
 * full-colour one: browsers fetch the 144 px icon with the manifest on the first visit.
 */
const renderIcons = async () => {
  const svg = await readFile(siteIcon);
  await mkdir(iconDirectory, { recursive: true });
  for (const size of iconSizes) {
    const png = await sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
      .toBuffer();
    await writeFile(path.join(iconDirectory, `icon-${size}x${size}.png`), png);
    console.log(`icons/icon-${size}x${size}.png  ${(png.length / 1024).toFixed(1)} KB`);
  }
};

await renderIcons();
await mkdir(outputDirectory, { recursive: true });
let total = 0;
for (const artwork of artworks) {
  const bytes = await render(artwork);
  total += bytes;
  console.log(`${artwork.file}.jpg  ${artwork.width}×${artwork.height}  ${(bytes / 1024).toFixed(0)} KB`);
}
console.log(`${artworks.length} images, ${(total / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), outputDirectory)}`);
