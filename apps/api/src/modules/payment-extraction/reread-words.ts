import sharp from 'sharp';
import { recognize, type OcrBox, type OcrLine, type OcrWord } from './ocr-pool.ts';
import type { PreparedImage } from './preprocess-image.ts';
import { joinWords, restoreLineWords } from './restore-from-image.ts';
import type { GreyImage } from './rupee-glyph.ts';

/**
 * A second look at the few words that matter most (amount figures, UPI ids): each is cut out of the
 * prepared image, brought to one text height with a different resampling and thresholding than the
 * first pass, and all of them are read again in one small OCR call. A digit or letter tesseract
 * misread once (3↔8, 5↔6, 1↔l) is rarely misread the same way at another scale; the caller keeps a
 * field only when the readings agree.
 */
export type RereadView = {
  /** Height the words' characters are scaled to (the median of their boxes), in pixels. */
  height: number;
  /** Black and white at the crop's own Otsu threshold instead of grey. */
  binarise: boolean;
};

export const REREAD_VIEWS: readonly RereadView[] = [
  { height: 40, binarise: true },
  { height: 60, binarise: false },
];

// A figure as OCR may print it: one stray character (the rupee sign) before, a badge after.
const FIGURE_WORD = /^[^\s\d]?\d[\d,.:]*[^\w\s]{0,2}$/;
const LONE_SIGN = /^[^\d\s]$/;
const DATE_OR_TIME = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\d:\d\d|\d\/\d/i;

/** Words `first`..`last` of a line, read again as one crop. */
type Target = { line: number; first: number; last: number; box: OcrBox; glyphHeight: number };

const digitCount = (s: string) => s.replace(/\D/g, '').length;

/**
 * What gets a second look: each amount-like figure (with a lone sign before it), and whole lines that
 * hold a UPI id or, just above one, a wrapped id's head ("UPI ID: BHARATPE").
 */
function targets(lines: OcrLine[]): Target[] {
  const idLines = new Set<number>();
  lines.forEach((line, i) => {
    if (!line.words.some((w) => w.text.includes('@'))) return;
    idLines.add(i);
    if (i > 0 && lines[i - 1]!.words.length <= 4) idLines.add(i - 1);
  });
  const out: Target[] = [];
  lines.forEach((line, li) => {
    const words = line.words;
    if (words.length === 0) return;
    if (idLines.has(li)) {
      out.push(cropFor(words, 0, words.length - 1, li));
      return;
    }
    words.forEach((w, wi) => {
      if (!FIGURE_WORD.test(w.text) || digitCount(w.text) > 9 || w.text.endsWith('%')) return;
      // Dates and times are not amounts: their lines are left to the first reading.
      if (DATE_OR_TIME.test(line.words.map((x) => x.text).join(' '))) return;
      const loneSign = wi > 0 && LONE_SIGN.test(words[wi - 1]!.text);
      out.push(cropFor(words, loneSign ? wi - 1 : wi, wi, li));
    });
  });
  return out;
}

function cropFor(words: OcrWord[], first: number, last: number, line: number): Target {
  const a = words[first]!.bbox;
  const b = words[last]!.bbox;
  const span = words.slice(first, last + 1);
  const y0 = Math.min(...span.map((w) => w.bbox.y0));
  const y1 = Math.max(...span.map((w) => w.bbox.y1));
  const h = y1 - y0;
  // Room on the left for a rupee sign OCR dropped, or a wrapped id's leading dot; not into the word before.
  const x0 = Math.max(a.x0 - Math.round(1.2 * h), (words[first - 1]?.bbox.x1 ?? -Infinity) + 2);
  const x1 = Math.min(b.x1 + Math.round(0.25 * h), (words[last + 1]?.bbox.x0 ?? Infinity) - 2);
  const pad = Math.round(0.3 * h);
  const heights = span.flatMap((w) => w.symbols.map((s) => s.bbox.y1 - s.bbox.y0)).sort((p, q) => p - q);
  const glyphHeight = heights[Math.floor(heights.length / 2)] ?? h;
  return { line, first, last, box: { x0, x1, y0: y0 - pad, y1: y1 + pad }, glyphHeight };
}

function otsu(pixels: Uint8Array): number {
  const hist = new Array<number>(256).fill(0);
  for (const p of pixels) hist[p]! += 1;
  const total = pixels.length;
  let sum = 0;
  for (let v = 0; v < 256; v += 1) sum += v * hist[v]!;
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let v = 0; v < 256; v += 1) {
    weightB += hist[v]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += v * hist[v]!;
    const between = weightB * weightF * (sumB / weightB - (sum - sumB) / weightF) ** 2;
    if (between > best) {
      best = between;
      threshold = v;
    }
  }
  return threshold;
}

type Crop = { target: Target; pixels: Buffer; width: number; height: number; y: number };

async function cutOut(img: PreparedImage, target: Target, view: RereadView): Promise<Omit<Crop, 'y'> | null> {
  const left = Math.max(0, target.box.x0);
  const top = Math.max(0, target.box.y0);
  const width = Math.min(img.width, target.box.x1 + 1) - left;
  const height = Math.min(img.height, target.box.y1 + 1) - top;
  if (width < 4 || height < 4) return null;
  const scale = view.height / Math.max(4, target.glyphHeight);
  const { data, info } = await sharp(img.grey, { raw: { width: img.width, height: img.height, channels: 1 } })
    .extract({ left, top, width, height })
    .resize({
      width: Math.max(4, Math.round(width * scale)),
      height: Math.max(4, Math.round(height * scale)),
      kernel: 'lanczos3',
    })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (view.binarise) {
    const t = otsu(data);
    for (let i = 0; i < data.length; i += 1) data[i] = data[i]! <= t ? 0 : 255;
  }
  return { target, pixels: data, width: info.width, height: info.height };
}

/** Stacks the crops one under another on white, with room between them so each reads as its own line. */
function compose(crops: Omit<Crop, 'y'>[]): { img: GreyImage; placed: Crop[] } {
  const margin = 24;
  const gap = Math.max(...crops.map((c) => c.height));
  const width = Math.max(...crops.map((c) => c.width)) + 2 * margin;
  let y = margin;
  const placed = crops.map((c) => {
    const p = { ...c, y };
    y += c.height + gap;
    return p;
  });
  const height = y - gap + margin;
  const grey = Buffer.alloc(width * height, 255);
  for (const c of placed) {
    for (let row = 0; row < c.height; row += 1) {
      c.pixels.copy(grey, (c.y + row) * width + margin, row * c.width, (row + 1) * c.width);
    }
  }
  return { img: { grey, width, height }, placed };
}

/**
 * The receipt's text as in the first pass, but with every target word replaced by what a second
 * reading of its crop (in `view`) says, rupee signs and leading dots restored the same way. A crop
 * the second reading finds no text in leaves the word empty: unconfirmed, not copied.
 */
export async function rereadText(lines: OcrLine[], img: PreparedImage, view: RereadView): Promise<string> {
  const words = lines.map((l) => restoreLineWords(l.words, img));
  const found = targets(lines);
  const crops = (await Promise.all(found.map((t) => cutOut(img, t, view)))).filter((c) => c !== null);
  if (crops.length === 0) return words.map(joinWords).join('\n');
  const { img: composite, placed } = compose(crops);
  const png = await sharp(composite.grey, {
    raw: { width: composite.width, height: composite.height, channels: 1 },
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 1 })
    .toBuffer();
  const ocr = await recognize(png);
  const readings = new Map<Crop, OcrWord[]>();
  for (const line of ocr.lines) {
    for (const w of line.words) {
      const mid = (w.bbox.y0 + w.bbox.y1) / 2;
      const crop = placed.find((c) => mid >= c.y && mid < c.y + c.height);
      if (crop) readings.set(crop, [...(readings.get(crop) ?? []), w]);
    }
  }
  for (const crop of placed) {
    const read = readings.get(crop) ?? [];
    const text = read.length ? joinWords(restoreLineWords(read, composite)) : '';
    const { line, first, last } = crop.target;
    for (let i = first; i <= last; i += 1) words[line]![i] = i === first ? text : '';
  }
  return words.map(joinWords).join('\n');
}
