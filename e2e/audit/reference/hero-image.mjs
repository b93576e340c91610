/**
 * The reference page's one image, drawn here as SVG and rendered with sharp when the audit
 * runs, so nothing is downloaded and no binary is committed. It stands in for a landing page's
 * hero photo: a harbour at dawn with a film grain over it, because a flat vector drawing would
 * compress to a few kilobytes and make the yardstick lighter than any real hero.
 */
import sharp from "sharp";

/** A phone Lighthouse emulates is 412 CSS px wide at 1.75x, so 720 device px fill it. */
const heroWidth = 720;
const heroHeight = 405; // the <img> in index.html gives the same size, so nothing shifts

/**
 * A row of hills as an SVG polygon down to the image's bottom edge.
 * @param {number} baseline the y their valleys touch
 * @param {number} amplitude how far their tops rise above it
 * @param {number} phase radians
 * @param {string} colour
 */
const hills = (baseline, amplitude, phase, colour) => {
  const points = Array.from({ length: 13 }, (_, index) => {
    const x = (index / 12) * heroWidth;
    const y = baseline - amplitude * Math.abs(Math.sin(index * 0.9 + phase));
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  return `<polygon points="0,${heroHeight} ${points.join(" ")} ${heroWidth},${heroHeight}" fill="${colour}"/>`;
};

/**
 * Deterministic pseudo-random numbers, so every audit serves the same bytes.
 * @param {number} seed
 * @returns {() => number} numbers from 0 (included) to 1
 */
const sequence = (seed) => {
  let state = seed;
  return () => {
    state = (state * 9301 + 49297) % 233280;
    return state / 233280;
  };
};

/** Glints of the low sun on the water, denser and brighter towards it. */
const ripples = () => {
  const random = sequence(11);
  return Array.from({ length: 160 }, () => {
    const y = 284 + random() * (heroHeight - 284);
    const x = random() * heroWidth;
    const nearSun = 1 - Math.min(1, Math.abs(x - heroWidth * 0.68) / (heroWidth * 0.5));
    const width = 8 + random() * 40 * (0.4 + nearSun);
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${width.toFixed(1)}" height="2" rx="1" fill="#fed7aa" fill-opacity="${(0.15 + 0.6 * nearSun * random()).toFixed(2)}"/>`;
  }).join("");
};

const boats = () =>
  [120, 300, 520]
    .map(
      (x, index) => `
  <g transform="translate(${x} ${318 + index * 14})">
    <path d="M-34 0h68l-12 14h-44z" fill="#1e1b4b"/>
    <path d="M0 -4v-56l30 52z" fill="#fdf2f8"/>
    <path d="M-4 -6v-40l-22 38z" fill="#fbcfe8"/>
  </g>`,
    )
    .join("");

const heroSvg = () => `<svg xmlns="http://www.w3.org/2000/svg" width="${heroWidth}" height="${heroHeight}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#312e81"/>
      <stop offset="0.55" stop-color="#db2777"/>
      <stop offset="1" stop-color="#fdba74"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.68" cy="0.58" r="0.35">
      <stop offset="0" stop-color="#fff7ed"/>
      <stop offset="0.25" stop-color="#fed7aa" stop-opacity="0.9"/>
      <stop offset="1" stop-color="#fed7aa" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sea" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7c3aed"/>
      <stop offset="1" stop-color="#1e1b4b"/>
    </linearGradient>
    <filter id="grain" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
      <feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.36 0"/>
    </filter>
  </defs>
  <rect width="${heroWidth}" height="${heroHeight}" fill="url(#sky)"/>
  <rect width="${heroWidth}" height="${heroHeight}" fill="url(#sun)"/>
  ${hills(250, 70, 0.3, "#6d28d9")}
  ${hills(275, 45, 1.7, "#4c1d95")}
  <rect y="280" width="${heroWidth}" height="${heroHeight - 280}" fill="url(#sea)"/>
  ${ripples()}
  ${boats()}
  <rect width="${heroWidth}" height="${heroHeight}" filter="url(#grain)"/>
</svg>`;

/** The hero as WebP at the quality a hand-tuned page would pick. */
export const renderHeroImage = () => sharp(Buffer.from(heroSvg())).webp({ quality: 70 }).toBuffer();
