// The A4 document both the price list and the estimate are drawn on: fonts with a ₹ glyph, money in
// Indian grouping, and the bytes at the end.
import PDFDocument from 'pdfkit';
import { formatINR } from '@pataka/domain/money';
import { pdfFonts } from '../../lib/pdf-fonts.ts';

export type Doc = PDFKit.PDFDocument;

/** '₹1,00,000' / '₹499.50' (the storefront's formatting), or 'Rs. 1,00,000' when no font has ₹. */
export function money(rupees: number): string {
  const text = formatINR(rupees);
  return pdfFonts().hasRupee ? text : text.replace('₹', 'Rs. ');
}

export const MARGIN = 36;
/** Room kept under the content for the page number line. */
export const FOOTER_SPACE = 22;

/** An A4 document with fonts 'regular' and 'bold'; pages are buffered so page numbers can be added last. */
export function a4Document(title: string, author: string): Doc {
  const f = pdfFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: author },
  });
  doc.registerFont('regular', f.regular);
  doc.registerFont('bold', f.bold);
  doc.font('regular');
  return doc;
}

/** Writes `label(n, total)` centred in the bottom margin of every page. */
export function numberPages(doc: Doc, label: (n: number, total: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin makes pdfkit add a page unless the margin is lifted while it writes.
    const margins = doc.page.margins;
    const bottom = margins.bottom;
    margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8)
      .fillColor('#57534e')
      .text(label(i + 1, count), MARGIN, doc.page.height - MARGIN + 8, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** Ends the document and collects its bytes. */
export async function finish(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
