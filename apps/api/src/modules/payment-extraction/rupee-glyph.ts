/** Pixel checks on the preprocessed grey image (dark ink on white), used to find a rupee sign OCR missed. */

export type Box = { x0: number; y0: number; x1: number; y1: number };
export type GreyImage = { grey: Buffer; width: number; height: number };

const INK = 128;

const isInk = (img: GreyImage, x: number, y: number) => img.grey[y * img.width + x]! < INK;

/**
 * Glyph-sized pieces of ink in a box, left to right: runs of columns that hold ink, each with its
 * own vertical extent. Proportional fonts at amount sizes leave a clear column gap between glyphs.
 */
export function inkBlobs(img: GreyImage, box: Box): Box[] {
  const blobs: Box[] = [];
  let current: Box | null = null;
  const y0 = Math.max(0, box.y0);
  const y1 = Math.min(img.height - 1, box.y1);
  for (let x = Math.max(0, box.x0); x <= Math.min(img.width - 1, box.x1); x += 1) {
    let top = -1;
    let bottom = -1;
    for (let y = y0; y <= y1; y += 1) {
      if (!isInk(img, x, y)) continue;
      if (top < 0) top = y;
      bottom = y;
    }
    if (top < 0) {
      if (current) blobs.push(current);
      current = null;
    } else if (current) {
      current.x1 = x;
      current.y0 = Math.min(current.y0, top);
      current.y1 = Math.max(current.y1, bottom);
    } else {
      current = { x0: x, y0: top, x1: x, y1: bottom };
    }
  }
  if (current) blobs.push(current);
  return blobs;
}

/** Longest run of ink in one row of the box, as a share of the box's width. */
function rowRun(img: GreyImage, box: Box, y: number): number {
  let best = 0;
  let run = 0;
  for (let x = box.x0; x <= box.x1; x += 1) {
    run = isInk(img, x, y) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best / (box.x1 - box.x0 + 1);
}

/** Whether a row of the box has ink in its left share `share` of the width. */
function inkOnLeft(img: GreyImage, box: Box, y: number, share: number): boolean {
  const limit = box.x0 + Math.floor((box.x1 - box.x0 + 1) * share);
  for (let x = box.x0; x < limit; x += 1) if (isInk(img, x, y)) return true;
  return false;
}

/**
 * '₹' is the one glyph with two full-width bars stacked at its top, the gap between them open on
 * the left (only the bowl's edge on the right): '5' has a stem on the left there, '6', '8', '9'
 * round sides, '7' no second bar, and '2' and '3' (its usual misreadings) round tops.
 */
export function isRupeeGlyph(img: GreyImage, blob: Box): boolean {
  const h = blob.y1 - blob.y0 + 1;
  const w = blob.x1 - blob.x0 + 1;
  if (h < 12 || w < 6 || w > h * 1.1) return false;
  const runs: number[] = [];
  for (let y = blob.y0; y <= blob.y1; y += 1) runs.push(rowRun(img, blob, y));
  const at = (from: number, to: number) => runs.slice(Math.floor(from * h), Math.ceil(to * h));
  const FULL = 0.75;
  const topBar = at(0, 0.2).findIndex((r) => r >= FULL);
  if (topBar < 0) return false;
  // After the first bar: a gap, then the second bar, all before mid-height.
  const rest = runs.slice(topBar, Math.ceil(0.5 * h));
  const gap = rest.findIndex((r) => r < 0.5);
  if (gap < 0) return false;
  const second = rest.slice(gap).findIndex((r) => r >= FULL);
  if (second < 0) return false;
  // The gap is empty on the left (its edge rows are left out: anti-aliasing blurs them into the bars).
  const margin = Math.max(1, Math.round(0.03 * h));
  const gapTop = blob.y0 + topBar + gap;
  for (let y = gapTop + margin; y < gapTop + second - margin; y += 1) {
    if (inkOnLeft(img, blob, y, 0.25)) return false;
  }
  return true;
}
