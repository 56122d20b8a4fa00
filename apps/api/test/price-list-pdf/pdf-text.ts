// Reading a PDF the way a shopper would: its text through poppler's pdftotext, a page as a PNG.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dir = mkdtempSync(path.join(tmpdir(), 'pataka-pdf-'));
let n = 0;

/** Writes the bytes to a temporary file and returns its path. */
export function pdfFile(bytes: Buffer): string {
  const file = path.join(dir, `doc-${++n}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** The text with each table row on one line (-layout keeps the columns apart). */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdfFile(bytes), '-'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** How many pages, from pdfinfo. */
export function pdfPages(bytes: Buffer): number {
  const info = execFileSync('pdfinfo', [pdfFile(bytes)], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
}

/** Renders page `page` to a PNG at 100 dpi (pdftoppm) and returns its path, to look at. */
export function renderPage(bytes: Buffer, page: number, name: string): string {
  const out = path.join(dir, name);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '100',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    pdfFile(bytes),
    out,
  ]);
  return `${out}.png`;
}
