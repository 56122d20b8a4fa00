// A table that runs over as many A4 pages as it needs, its header row repeated at the top of each.
import { FOOTER_SPACE, MARGIN, type Doc } from './pdf-document.ts';

export type Column = { label: string; width: number; align: 'left' | 'right' | 'center' };
export type Cell = {
  text: string;
  bold?: boolean;
  /** MRP beside the offer price, as printed price lists show it. */
  strike?: boolean;
  color?: string;
  /** A second, smaller grey line under the text (e.g. 'Out of stock'). */
  note?: string;
  noteColor?: string;
};

const PAD = 4;
const SIZE = 8.5;
const NOTE_SIZE = 7;
const HEADER_FILL = '#7c2d12';
const BAND_FILL = '#fef3c7';
const ZEBRA_FILL = '#fafaf9';
const RULE = '#e7e5e4';

export class PdfTable {
  y: number;
  private rows = 0;
  readonly width: number;

  /**
   * @param continuation draws what goes above the table on each page after the first (a short title)
   *   and returns the y where the table resumes.
   */
  constructor(
    readonly doc: Doc,
    readonly columns: readonly Column[],
    private readonly continuation: () => number,
    top: number,
  ) {
    this.width = columns.reduce((sum, c) => sum + c.width, 0);
    this.y = top;
  }

  private get bottom() {
    return this.doc.page.height - MARGIN - FOOTER_SPACE;
  }

  /** Room for `height` on this page, else a new page with the header row repeated. */
  ensure(height: number) {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.continuation();
    this.header();
  }

  header() {
    const { doc } = this;
    const height = 18;
    doc.rect(MARGIN, this.y, this.width, height).fill(HEADER_FILL);
    doc.font('bold').fontSize(SIZE).fillColor('white');
    let x = MARGIN;
    for (const c of this.columns) {
      doc.text(c.label, x + PAD, this.y + 5, { width: c.width - 2 * PAD, align: c.align, lineBreak: false });
      x += c.width;
    }
    doc.fillColor('black');
    this.y += height;
    this.rows = 0;
  }

  /** A full-width heading row (a category); kept on the same page as at least one row after it. */
  band(text: string) {
    const { doc } = this;
    const height = 17;
    this.ensure(height + 18);
    doc.rect(MARGIN, this.y, this.width, height).fill(BAND_FILL);
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor('#7c2d12')
      .text(text, MARGIN + PAD, this.y + 4, { width: this.width - 2 * PAD, lineBreak: false });
    doc.fillColor('black');
    this.y += height;
    this.rows = 0;
  }

  row(cells: readonly Cell[]) {
    const { doc } = this;
    // Only left-aligned cells wrap (names); figures stay on one line.
    let textHeight = doc.font('regular').fontSize(SIZE).currentLineHeight();
    cells.forEach((cell, i) => {
      const col = this.columns[i]!;
      if (col.align !== 'left') return;
      doc.font(cell.bold ? 'bold' : 'regular').fontSize(SIZE);
      let h = doc.heightOfString(cell.text, { width: col.width - 2 * PAD });
      if (cell.note) h += doc.fontSize(NOTE_SIZE).currentLineHeight() + 1;
      textHeight = Math.max(textHeight, h);
    });
    const height = textHeight + 2 * PAD;
    this.ensure(height);
    if (this.rows % 2 === 1) doc.rect(MARGIN, this.y, this.width, height).fill(ZEBRA_FILL);
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const col = this.columns[i]!;
      const width = col.width - 2 * PAD;
      doc
        .font(cell.bold ? 'bold' : 'regular')
        .fontSize(SIZE)
        .fillColor(cell.color ?? 'black');
      const lineBreak = col.align === 'left';
      doc.text(cell.text, x + PAD, this.y + PAD, { width, align: col.align, lineBreak, strike: cell.strike });
      if (cell.note) {
        doc
          .font('regular')
          .fontSize(NOTE_SIZE)
          .fillColor(cell.noteColor ?? '#78716c')
          .text(cell.note, x + PAD, doc.y + 1, { width, align: col.align, lineBreak: false });
      }
      x += col.width;
    });
    doc.fillColor('black');
    this.y += height;
    doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + this.width, this.y)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke()
      .strokeColor('black');
    this.rows += 1;
  }
}
