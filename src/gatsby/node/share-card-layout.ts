/**
 * How a title is set on the generated share image (src/images/share-card.svg): broken into
 * lines that fit the card, in the largest of two sizes that holds it, cut with an ellipsis when
 * even the smaller one does not, and written as SVG text. Pure; the rendering is share-images.ts's.
 */

/** Where the title goes on the 1200 × 630 card: left edge, width, and the band it is centred in. */
export const titleArea = { x: 96, width: 1008, top: 180, bottom: 500 } as const;

/** The sizes tried, largest first, and the lines each may take. */
const sizes = [
  { fontSize: 72, maxLines: 3 },
  { fontSize: 58, maxLines: 4 },
] as const;

const lineHeight = 1.2;

/**
 * Advance widths of DejaVu Sans Bold (the card's font) in em, by character; others count as
 * `defaultWidth`. Slightly generous, so that an estimated line never runs off the card.
 */
const widths: Record<string, number> = {
  " ": 0.35,
  a: 0.68,
  b: 0.72,
  c: 0.6,
  d: 0.72,
  e: 0.68,
  f: 0.44,
  g: 0.72,
  h: 0.72,
  i: 0.35,
  j: 0.35,
  k: 0.67,
  l: 0.35,
  m: 1.05,
  n: 0.72,
  o: 0.69,
  p: 0.72,
  q: 0.72,
  r: 0.5,
  s: 0.6,
  t: 0.48,
  u: 0.72,
  v: 0.66,
  w: 0.93,
  x: 0.65,
  y: 0.66,
  z: 0.59,
  I: 0.38,
  J: 0.38,
  M: 1.0,
  W: 1.11,
  ".": 0.38,
  ",": 0.38,
  ":": 0.4,
  ";": 0.4,
  "'": 0.34,
  "’": 0.34,
  '"': 0.52,
  "-": 0.42,
  "(": 0.46,
  ")": 0.46,
  "!": 0.44,
  "/": 0.37,
  "&": 0.88,
};
const capitalWidth = 0.84;
const digitWidth = 0.7;
const defaultWidth = 0.8;

const charWidth = (char: string): number =>
  widths[char] ?? (/[A-Z]/.test(char) ? capitalWidth : /[0-9]/.test(char) ? digitWidth : defaultWidth);

/** The estimated width of `text` in pixels at `fontSize`. */
export const textWidth = (text: string, fontSize: number): number =>
  [...text].reduce((sum, char) => sum + charWidth(char), 0) * fontSize;

/** Words broken into pieces that each fit `maxWidth` (a word longer than a line is split). */
const fittingWords = (words: readonly string[], fontSize: number, maxWidth: number): string[] =>
  words.flatMap((word) => {
    if (textWidth(word, fontSize) <= maxWidth) return [word];
    const pieces: string[] = [];
    let piece = "";
    for (const char of word) {
      if (piece && textWidth(piece + char, fontSize) > maxWidth) {
        pieces.push(piece);
        piece = "";
      }
      piece += char;
    }
    return piece ? [...pieces, piece] : pieces;
  });

/** Greedy line breaking: as many words on each line as fit. */
export const breakLines = (text: string, fontSize: number, maxWidth: number): string[] => {
  const words = fittingWords(text.trim().split(/\s+/).filter(Boolean), fontSize, maxWidth);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, fontSize) <= maxWidth) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};

/** `line` shortened, by whole words where one fits, until it and an ellipsis fit `maxWidth`. */
const withEllipsis = (line: string, fontSize: number, maxWidth: number): string => {
  const fits = (text: string) => textWidth(`${text}…`, fontSize) <= maxWidth;
  const words = line.trim().split(/\s+/);
  while (words.length > 1 && !fits(words.join(" "))) words.pop();
  let text = words.join(" ");
  while (text && !fits(text)) text = text.slice(0, -1);
  return `${text.trimEnd()}…`;
};

export interface TitleLayout {
  fontSize: number;
  lines: string[];
}

/** The title's lines and size: the largest size that holds it, else the smallest, cut. */
export const layoutTitle = (title: string, maxWidth: number = titleArea.width): TitleLayout => {
  for (const { fontSize, maxLines } of sizes) {
    const lines = breakLines(title, fontSize, maxWidth);
    if (lines.length <= maxLines) return { fontSize, lines };
  }
  const { fontSize, maxLines } = sizes[sizes.length - 1]!;
  const lines = breakLines(title, fontSize, maxWidth);
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(`${kept[maxLines - 1]} ${lines[maxLines] ?? ""}`, fontSize, maxWidth);
  return { fontSize, lines: kept };
};

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The title as SVG text, its lines centred as a block in the title area. */
export const titleSvg = ({ fontSize, lines }: TitleLayout): string => {
  const step = Math.round(fontSize * lineHeight);
  const blockHeight = step * (lines.length - 1) + fontSize;
  const firstBaseline = Math.round(titleArea.top + (titleArea.bottom - titleArea.top - blockHeight) / 2 + fontSize * 0.8);
  const spans = lines.map(
    (line, index) => `<tspan x="${titleArea.x}" y="${firstBaseline + index * step}">${escapeXml(line)}</tspan>`,
  );
  return `<text font-family="DejaVu Sans, Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${spans.join("")}</text>`;
};

/** The card's SVG: the template with the agency's name and the title in their places. */
export const shareCardSvg = (template: string, { title, agencyName }: { title: string; agencyName: string }): string =>
  template.replace("{{agencyName}}", escapeXml(agencyName)).replace("{{title}}", titleSvg(layoutTitle(title)));
