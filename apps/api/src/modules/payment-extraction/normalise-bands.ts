import { setImmediate as yieldToEventLoop } from 'node:timers/promises';

// A pixel this far from its row's background is ink.
const INK_CONTRAST = 50;
// Rows whose backgrounds differ by less than this belong to one band (a header, a card, the page).
const SAME_BAND = 24;
// Rows per slice between yields: a 1200×2500 image is ~3M pixel reads, done in ~1 ms slices.
const ROWS_PER_SLICE = 200;

type RowStats = { background: number; darkInk: number; lightInk: number };
type Band = { start: number; end: number; lut: Uint8Array };

function rowStats(grey: Buffer, width: number, y: number, histogram: Uint32Array): RowStats {
  histogram.fill(0);
  const start = y * width;
  for (let x = 0; x < width; x += 1) histogram[grey[start + x]!]! += 1;
  let seen = 0;
  let background = 0;
  while (background < 255 && seen + histogram[background]! <= width / 2) seen += histogram[background++]!;
  let darkInk = 0;
  let lightInk = 0;
  for (let v = 0; v < 256; v += 1) {
    if (v < background - INK_CONTRAST) darkInk += histogram[v]!;
    else if (v > background + INK_CONTRAST) lightInk += histogram[v]!;
  }
  return { background, darkInk, lightInk };
}

/** Maps a band's pixels so its ink is dark and its background white: p → p·255/background, after inverting if needed. */
function bandLut(background: number, invert: boolean): Uint8Array {
  const bg = Math.max(invert ? 255 - background : background, 1);
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v += 1) {
    const p = invert ? 255 - v : v;
    lut[v] = Math.min(255, Math.round((p * 255) / bg));
  }
  return lut;
}

/** Median of five rows' backgrounds: one row crossing an avatar or a bold word must not split a band. */
function smoothBackgrounds(rows: RowStats[]): void {
  const raw = rows.map((r) => r.background);
  for (let y = 0; y < rows.length; y += 1) {
    const window = raw.slice(Math.max(0, y - 2), y + 3).sort((a, b) => a - b);
    rows[y]!.background = window[Math.floor(window.length / 2)]!;
  }
}

function findBands(rows: RowStats[]): Band[] {
  smoothBackgrounds(rows);
  const bands: Band[] = [];
  for (let start = 0; start < rows.length;) {
    let end = start + 1;
    let dark = rows[start]!.darkInk;
    let light = rows[start]!.lightInk;
    let backgroundSum = rows[start]!.background;
    // Against the band's mean so far, not just the row before: a resized or JPEG screenshot blurs a
    // header's edge into a ramp of small steps, which would otherwise join header and page in one band.
    while (
      end < rows.length &&
      Math.abs(rows[end]!.background - rows[end - 1]!.background) < SAME_BAND &&
      Math.abs(rows[end]!.background - backgroundSum / (end - start)) < SAME_BAND
    ) {
      dark += rows[end]!.darkInk;
      light += rows[end]!.lightInk;
      backgroundSum += rows[end]!.background;
      end += 1;
    }
    const background = Math.round(backgroundSum / (end - start));
    // Ink-free bands follow their background, so the page keeps one tone.
    const invert = light > dark || (light === dark && background < 128);
    bands.push({ start, end, lut: bandLut(background, invert) });
    start = end;
  }
  return bands;
}

/**
 * Makes every part of a screenshot dark text on white, in place. Phone screens are stacks of
 * full-width bands (status header, cards, page): a band whose ink is lighter than its background
 * (dark mode, a white-on-green header) is inverted as a whole, then each band's background is
 * stretched to white. Tesseract's single global threshold otherwise swallows a mid-tone header with
 * its text. Runs in slices with yields, as it shares the event loop with request handlers.
 */
export async function normaliseBands(grey: Buffer, width: number, height: number): Promise<void> {
  const histogram = new Uint32Array(256);
  const rows: RowStats[] = [];
  for (let y = 0; y < height; y += 1) {
    rows.push(rowStats(grey, width, y, histogram));
    if (y % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await yieldToEventLoop();
  }
  for (const band of findBands(rows)) {
    for (let y = band.start; y < band.end; y += 1) {
      const rowStart = y * width;
      for (let x = 0; x < width; x += 1) grey[rowStart + x] = band.lut[grey[rowStart + x]!]!;
      if (y % ROWS_PER_SLICE === ROWS_PER_SLICE - 1) await yieldToEventLoop();
    }
  }
}
