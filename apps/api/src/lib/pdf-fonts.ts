// Fonts for the PDFs the API draws (enquiry slips, the price list, estimates). Helvetica, built into PDF
// readers, has no ₹ glyph: DejaVu Sans is embedded when the system has it (fonts-dejavu-core, installed
// in the Docker image), else the PDFs print "Rs.".
import fs from 'node:fs';
import { createRequire } from 'node:module';

const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'];

export type PdfFonts = { regular: string | Buffer; bold: string | Buffer; hasRupee: boolean };
let fonts: PdfFonts | undefined;

/** Read once per process. */
export function pdfFonts(): PdfFonts {
  if (fonts) return fonts;
  for (const dir of FONT_DIRS) {
    try {
      const regular = fs.readFileSync(`${dir}/DejaVuSans.ttf`);
      const bold = fs.readFileSync(`${dir}/DejaVuSans-Bold.ttf`);
      return (fonts = { regular, bold, hasRupee: true });
    } catch {
      // try the next folder
    }
  }
  return (fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', hasRupee: false });
}

let tamil: Buffer | null | undefined;

/**
 * Noto Sans Tamil (the npm package @fontsource/noto-sans-tamil, so no system package is needed) for the
 * Tamil product names on invoices; null when it cannot be read, and the names are left out.
 */
export function tamilFont(): Buffer | null {
  if (tamil !== undefined) return tamil;
  try {
    const require = createRequire(import.meta.url);
    return (tamil = fs.readFileSync(
      require.resolve('@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff'),
    ));
  } catch {
    return (tamil = null);
  }
}
