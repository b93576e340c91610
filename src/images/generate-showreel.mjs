#!/usr/bin/env node
/**
 * Makes the studio showreel without downloading anything: Chromium draws an animated canvas
 * in the brand colours, MediaRecorder encodes it to WebM, and the title cards are written
 * out again as WebVTT captions. The outputs are committed; run this only to change them.
 *
 *   node src/images/generate-showreel.mjs
 *
 * Writes static/videos/showreel.webm and static/videos/showreel.vtt (served as /videos/...).
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../../scripts/lib/chromium.mjs";

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..", "static", "videos");

const video = {
  width: 960,
  height: 540,
  fps: 30,
  // Flat colours and slow motion compress well; this keeps 8 s near half a megabyte.
  bitsPerSecond: 450_000,
};

const colors = { background: "#0d0b1e", purple: "#6d28d9", pink: "#be185d", text: "#ffffff", muted: "#c4b5fd" };

/** The title cards, in order; each holds the screen for `seconds` and becomes one caption. */
const scenes = [
  { seconds: 2, number: "01", title: "Research", line: "We start with your users and the problem." },
  { seconds: 2, number: "02", title: "System Design", line: "Architecture that grows with you." },
  { seconds: 2, number: "03", title: "Dev & Implement", line: "Working software every two weeks." },
  { seconds: 2, number: "", title: "Northbeam Studio", line: "Building tomorrow's web, today." },
];

const durationMs = scenes.reduce((total, scene) => total + scene.seconds * 1000, 0);

/**
 * What the page records: everything above, passed to it by value.
 * @typedef {{ video: typeof video, colors: typeof colors, scenes: typeof scenes, durationMs: number }} Recording
 * @typedef {(typeof scenes)[number]} TitleCard
 */

/* global document, requestAnimationFrame, MediaRecorder */
/**
 * Runs in the page: draws and records the canvas, returns the WebM as base64.
 * @param {Recording} recording
 */
const recordInPage = async ({ video, colors, scenes, durationMs }) => {
  const { width, height, fps, bitsPerSecond } = video;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This Chromium cannot draw on a 2D canvas.");

  const fontStack = '"Liberation Sans", "DejaVu Sans", Arial, sans-serif';
  /** @param {number} x */
  const ease = (x) => 1 - (1 - Math.min(Math.max(x, 0), 1)) ** 3;
  const starts = scenes.reduce((list, scene, index) => [...list, (list[index] ?? 0) + scene.seconds * 1000], [0]);

  /** @param {number} t milliseconds into the video */
  const drawBackground = (t) => {
    const sweep = context.createLinearGradient(0, 0, width, height);
    sweep.addColorStop(0, colors.background);
    sweep.addColorStop(1, "#17103a");
    context.fillStyle = sweep;
    context.fillRect(0, 0, width, height);

    // Two soft glows drifting in opposite directions.
    const glows = [
      { color: colors.purple, x: width * (0.25 + 0.08 * Math.sin(t / 1600)), y: height * 0.35, r: 320 },
      { color: colors.pink, x: width * (0.78 - 0.08 * Math.sin(t / 1900)), y: height * 0.7, r: 280 },
    ];
    for (const glow of glows) {
      const gradient = context.createRadialGradient(glow.x, glow.y, 0, glow.x, glow.y, glow.r);
      gradient.addColorStop(0, `${glow.color}88`);
      gradient.addColorStop(1, `${glow.color}00`);
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
    }

    // A dot grid that slides slowly to the left.
    context.fillStyle = "rgba(196, 181, 253, 0.16)";
    const offset = (t / 40) % 40;
    for (let x = -offset; x < width; x += 40) {
      for (let y = 20; y < height; y += 40) {
        context.fillRect(x, y, 2, 2);
      }
    }
  };

  /** @param {number} t milliseconds into the video */
  const drawShapes = (t) => {
    context.save();
    context.lineWidth = 3;

    // Rotating ring segments around the centre.
    context.translate(width / 2, height / 2);
    for (const [index, color] of [colors.purple, colors.pink].entries()) {
      const radius = 210 + index * 36;
      const angle = (t / 1000) * (index ? -0.6 : 0.45);
      context.strokeStyle = color;
      context.beginPath();
      context.arc(0, 0, radius, angle, angle + Math.PI * 0.7);
      context.stroke();
      context.beginPath();
      context.arc(0, 0, radius, angle + Math.PI, angle + Math.PI * 1.35);
      context.stroke();
    }
    context.restore();

    // A triangle, a square and a circle orbiting on their own paths.
    const floaters = [
      { kind: "triangle", color: colors.pink, x: 130, y: 120, size: 46, speed: 0.9 },
      { kind: "square", color: colors.purple, x: 830, y: 110, size: 40, speed: -0.7 },
      { kind: "circle", color: colors.pink, x: 840, y: 430, size: 26, speed: 1.1 },
      { kind: "square", color: colors.pink, x: 120, y: 430, size: 28, speed: 0.5 },
    ];
    for (const shape of floaters) {
      const angle = (t / 1000) * shape.speed;
      context.save();
      context.translate(shape.x + 18 * Math.cos(angle), shape.y + 18 * Math.sin(angle * 1.3));
      context.rotate(angle);
      context.strokeStyle = shape.color;
      context.beginPath();
      if (shape.kind === "circle") context.arc(0, 0, shape.size, 0, Math.PI * 2);
      if (shape.kind === "square") context.rect(-shape.size / 2, -shape.size / 2, shape.size, shape.size);
      if (shape.kind === "triangle") {
        context.moveTo(0, -shape.size / 2);
        context.lineTo(shape.size / 2, shape.size / 2);
        context.lineTo(-shape.size / 2, shape.size / 2);
        context.closePath();
      }
      context.stroke();
      context.restore();
    }
  };

  /**
   * Sets the largest font size up to `size` (down to 24 px) at which `text` fits `maxWidth`.
   * @param {string} text
   * @param {number} weight
   * @param {number} size
   * @param {number} maxWidth
   * @returns {number} the size set
   */
  const fitFont = (text, weight, size, maxWidth) => {
    let fitted = size;
    context.font = `${weight} ${fitted}px ${fontStack}`;
    while (context.measureText(text).width > maxWidth && fitted > 24) {
      fitted -= 2;
      context.font = `${weight} ${fitted}px ${fontStack}`;
    }
    return fitted;
  };

  /** @param {number} t milliseconds into the video */
  const drawCard = (t) => {
    const index = Math.max(
      0,
      starts.findLastIndex((start) => start <= t && start < durationMs),
    );
    // starts has one entry more than scenes, and its last one is never below durationMs.
    const scene = /** @type {TitleCard} */ (scenes[index]);
    const local = t - (starts[index] ?? 0);
    const length = scene.seconds * 1000;
    const last = index === scenes.length - 1;
    // Cards rise in over 0.5 s and fade out over the last 0.35 s; the closing card stays.
    const enter = ease(local / 500);
    const leave = last ? 1 : 1 - ease((local - (length - 350)) / 350);
    const alpha = Math.min(enter, leave);
    const rise = (1 - enter) * 30;

    context.save();
    context.globalAlpha = alpha;
    context.textAlign = "center";
    context.textBaseline = "middle";
    const centreY = height / 2 + rise;

    if (scene.number) {
      context.fillStyle = colors.muted;
      context.font = `700 22px ${fontStack}`;
      context.fillText(`${scene.number} / 03`, width / 2, centreY - 92);
    }

    context.fillStyle = colors.text;
    const size = fitFont(scene.title, 800, last ? 88 : 96, width * 0.82);
    context.fillText(scene.title, width / 2, centreY - 10);

    // A purple-to-pink bar under the title grows with the entrance.
    const barWidth = Math.min(context.measureText(scene.title).width, 360) * enter;
    const bar = context.createLinearGradient(width / 2 - barWidth / 2, 0, width / 2 + barWidth / 2, 0);
    bar.addColorStop(0, colors.purple);
    bar.addColorStop(1, colors.pink);
    context.fillStyle = bar;
    context.fillRect(width / 2 - barWidth / 2, centreY + size / 2 + 4, barWidth, 6);

    context.fillStyle = colors.muted;
    context.font = `400 28px ${fontStack}`;
    context.fillText(scene.line, width / 2, centreY + size / 2 + 52);
    context.restore();
  };

  /** @param {number} t milliseconds into the video */
  const draw = (t) => {
    drawBackground(t);
    drawShapes(t);
    drawCard(t);
  };

  const mimeType = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  if (!mimeType) throw new Error("This Chromium cannot record WebM.");

  draw(0);
  /** @type {MediaRecorderOptions & { videoKeyFrameIntervalDuration?: number }} */
  const recorderOptions = {
    mimeType,
    videoBitsPerSecond: bitsPerSecond,
    // A key frame every second keeps seeking cheap; older Chromium ignores the option.
    videoKeyFrameIntervalDuration: 1000,
  };
  const recorder = new MediaRecorder(canvas.captureStream(fps), recorderOptions);
  /** @type {Blob[]} */
  const chunks = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });

  recorder.start(1000);
  const start = performance.now();
  await new Promise((resolve) => {
    /** @param {number} now */
    const frame = (now) => {
      const t = now - start;
      draw(Math.min(t, durationMs - 1));
      if (t >= durationMs) resolve(undefined);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;

  const bytes = new Uint8Array(await new Blob(chunks, { type: mimeType }).arrayBuffer());
  let binary = "";
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return { mimeType, base64: btoa(binary), elapsedMs: performance.now() - start };
};

/* ---- WebM duration -------------------------------------------------------------------
 * MediaRecorder streams its output, so it never goes back to write the Segment's duration,
 * and players show no length until the end. The Info element is small and comes first, so
 * a Duration is inserted there; nothing later in the file records byte offsets.
 */
const ids = { segment: 0x18538067, info: 0x1549a966, duration: 0x4489 };

/**
 * The EBML variable-length integer at `offset`: its value, its length in bytes, and whether
 * it is the "unknown size" marker (all value bits set).
 * @param {Buffer} buffer
 * @param {number} offset
 */
const readVint = (buffer, offset) => {
  // Past the end reads as 0, which no length marker starts: "Invalid EBML size" below.
  const first = buffer[offset] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  if (length > 8) throw new Error(`Invalid EBML size at byte ${offset}`);
  let value = BigInt(first & (0xff >> length));
  let unknown = value === BigInt((1 << (8 - length)) - 1);
  for (let index = 1; index < length; index += 1) {
    const byte = buffer[offset + index];
    if (byte === undefined) throw new Error(`EBML size at byte ${offset} runs past the end`);
    value = (value << 8n) | BigInt(byte);
    unknown &&= byte === 0xff;
  }
  return { value: Number(value), length, unknown };
};

/**
 * The EBML element ID at `offset` and its length in bytes.
 * @param {Buffer} buffer
 * @param {number} offset
 */
const readId = (buffer, offset) => {
  const { length } = readVint(buffer, offset);
  return { id: buffer.readUIntBE(offset, length), length };
};

/**
 * `value` as an EBML size of `length` bytes.
 * @param {number} value
 * @param {number} length 1 to 8
 */
const encodeSize = (value, length) => {
  const bytes = Buffer.alloc(length);
  let rest = BigInt(value);
  for (let index = length - 1; index >= 0; index -= 1) {
    bytes[index] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  bytes[0] = /** @type {number} */ (bytes[0]) | (0x80 >> (length - 1));
  return bytes;
};

/**
 * `webm` with a Duration in its Info element (as it is when it has one).
 * @param {Buffer} webm
 * @param {number} milliseconds
 */
const withDuration = (webm, milliseconds) => {
  let offset = 0;
  // EBML header, then the Segment.
  const header = readId(webm, offset);
  const headerSize = readVint(webm, offset + header.length);
  offset += header.length + headerSize.length + headerSize.value;

  const segment = readId(webm, offset);
  if (segment.id !== ids.segment) throw new Error("No Segment after the EBML header.");
  const segmentSizeAt = offset + segment.length;
  const segmentSize = readVint(webm, segmentSizeAt);
  offset = segmentSizeAt + segmentSize.length;

  const info = readId(webm, offset);
  if (info.id !== ids.info) throw new Error("The Segment does not start with Info.");
  const infoSizeAt = offset + info.length;
  const infoSize = readVint(webm, infoSizeAt);
  const contentStart = infoSizeAt + infoSize.length;
  const contentEnd = contentStart + infoSize.value;

  for (let child = contentStart; child < contentEnd;) {
    const { id, length } = readId(webm, child);
    const size = readVint(webm, child + length);
    if (id === ids.duration) return webm;
    child += length + size.length + size.value;
  }

  const duration = Buffer.alloc(11);
  duration.writeUInt16BE(ids.duration, 0);
  duration[2] = 0x88; // size 8
  duration.writeDoubleBE(milliseconds, 3); // in TimecodeScale units, 1 ms by default
  const newInfoSize = encodeSize(infoSize.value + duration.length, Math.max(infoSize.length, 2));
  const grownBy = duration.length + newInfoSize.length - infoSize.length;
  const newSegmentSize = segmentSize.unknown
    ? webm.subarray(segmentSizeAt, segmentSizeAt + segmentSize.length)
    : encodeSize(segmentSize.value + grownBy, segmentSize.length);

  return Buffer.concat([
    webm.subarray(0, segmentSizeAt),
    newSegmentSize,
    webm.subarray(segmentSizeAt + segmentSize.length, infoSizeAt),
    newInfoSize,
    webm.subarray(contentStart, contentEnd),
    duration,
    webm.subarray(contentEnd),
  ]);
};

/* ---- Captions ---------------------------------------------------------------------- */
/** @param {number} milliseconds */
const timestamp = (milliseconds) => {
  const date = new Date(milliseconds);
  /** @param {number} value */
  const pad = (value, length = 2) => String(value).padStart(length, "0");
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}`;
};

/** Cue text is markup: "&" and "<" would start a character reference or a tag. */
/** @param {string} text */
const escapeCue = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const captions = () => {
  let start = 0;
  const cues = scenes.map((scene, index) => {
    const end = start + scene.seconds * 1000;
    const cue = `${index + 1}\n${timestamp(start)} --> ${timestamp(end)}\n${escapeCue(scene.title)}\n${escapeCue(scene.line)}`;
    start = end;
    return cue;
  });
  return `WEBVTT - Northbeam Studio showreel: the title cards on screen (the video has no sound)\n\n${cues.join("\n\n")}\n`;
};

/* ---- Run ---------------------------------------------------------------------------- */
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumFlags, "--autoplay-policy=no-user-gesture-required"],
});
try {
  const page = await browser.newPage({ viewport: { width: video.width, height: video.height } });
  await page.setContent('<!doctype html><html><body style="margin:0;background:#0d0b1e"></body></html>');
  const { mimeType, base64, elapsedMs } = await page.evaluate(recordInPage, { video, colors, scenes, durationMs });
  const webm = withDuration(Buffer.from(base64, "base64"), durationMs);

  await mkdir(outDir, { recursive: true });
  const videoPath = path.join(outDir, "showreel.webm");
  const captionsPath = path.join(outDir, "showreel.vtt");
  await writeFile(videoPath, webm);
  await writeFile(captionsPath, captions());

  console.log(`Recorded ${(elapsedMs / 1000).toFixed(1)} s as ${mimeType}`);
  console.log(`${path.relative(process.cwd(), videoPath)}: ${(webm.length / 1024).toFixed(0)} KiB`);
  console.log(`${path.relative(process.cwd(), captionsPath)}: ${scenes.length} cues`);
} finally {
  await browser.close();
}
