// The shop's letterhead on the price list and the estimate: logo, name, address, phones, GSTIN, licence,
// the minimum order and the legal notice, read from company settings.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { toRupees } from '@pataka/domain/money';
import { PDF_LABELS, STANDARD_PRINTED_NOTICE } from '@pataka/domain/price-list-pdf';
import { companySettings, type ShippingSettings } from '../../db/schema/tenants.ts';
import { pictureBytes } from '../media/preview-data.ts';
import { staticMedia, staticMediaRoots } from '../media/static-media.ts';
import { MARGIN, money, type Doc } from './pdf-document.ts';

export type ShopHeader = {
  name: string;
  tagline: string | null;
  /** PNG, or null: no logo, or one we cannot draw (an outside URL is never fetched). */
  logo: Buffer | null;
  lines: string[];
  minimumOrder: string | null;
  legalNotice: string;
};

const LOGO_PX = 160;
const validity = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Tamil Nadu' from the stored 'tamil nadu'. */
const titleCase = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

function minimumOrderLine(s: ShippingSettings): string | null {
  if (!(s.minimumOrderPaise > 0) && !Object.keys(s.stateMinimumsPaise ?? {}).length) return null;
  const general = money(toRupees(s.minimumOrderPaise));
  // Only the states whose minimum differs from the general one are worth a word.
  const states = Object.entries(s.stateMinimumsPaise ?? {})
    .filter(([, paise]) => paise !== s.minimumOrderPaise)
    .map(([state, paise]) => PDF_LABELS.stateMinimum(titleCase(state), money(toRupees(paise))));
  return [PDF_LABELS.minimumOrder(general), ...states].join(' · ');
}

/** The logo as a PNG pdfkit can draw (SVG and WebP are rasterised with sharp), or null. */
async function logoPng(app: FastifyInstance, url: string | null): Promise<Buffer | null> {
  try {
    const bytes = await pictureBytes(app, staticMedia(staticMediaRoots(app.config.webDistDir)), url);
    if (!bytes) return null;
    return await sharp(bytes, { density: 192 })
      .resize({ width: LOGO_PX, height: LOGO_PX, fit: 'inside' })
      .png()
      .toBuffer();
  } catch (err) {
    app.log.warn({ err, url }, 'price list: logo not drawable, left out');
    return null;
  }
}

export async function loadShopHeader(app: FastifyInstance, tenantId: string): Promise<ShopHeader> {
  const [row] = await app.db
    .select({
      name: companySettings.companyName,
      tagline: companySettings.tagline,
      logo: companySettings.logo,
      phone: companySettings.phone,
      alternatePhone: companySettings.alternatePhone,
      email: companySettings.email,
      address: companySettings.address,
      taxId: companySettings.taxId,
      licenseNumber: companySettings.licenseNumber,
      licenseValidUntil: companySettings.licenseValidUntil,
      legalNotice: companySettings.legalNotice,
      shippingSettings: companySettings.shippingSettings,
    })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  if (!row) {
    return {
      name: 'Shop',
      tagline: null,
      logo: null,
      lines: [],
      minimumOrder: null,
      legalNotice: STANDARD_PRINTED_NOTICE,
    };
  }
  const a = row.address;
  const phones = [row.phone, row.alternatePhone].filter((p): p is string => Boolean(p));
  const until = row.licenseValidUntil
    ? validity.format(new Date(`${row.licenseValidUntil}T00:00:00Z`))
    : null;
  const lines = [
    a?.street,
    a ? [a.city, a.state].filter(Boolean).join(', ') + (a.zipCode ? ` - ${a.zipCode}` : '') : null,
    phones.length ? PDF_LABELS.phone(phones.join(', ')) : null,
    row.email ? PDF_LABELS.email(row.email) : null,
    row.taxId ? PDF_LABELS.gstin(row.taxId) : null,
    row.licenseNumber ? PDF_LABELS.licence(row.licenseNumber, until) : null,
  ].filter((l): l is string => Boolean(l));
  return {
    name: row.name,
    tagline: row.tagline,
    logo: await logoPng(app, row.logo),
    lines,
    minimumOrder: minimumOrderLine(row.shippingSettings),
    legalNotice: row.legalNotice?.trim() || STANDARD_PRINTED_NOTICE,
  };
}

/**
 * The letterhead at the top of the first page: logo and shop on the left, the document's title and
 * `facts` (date, enquiry number) on the right. Returns the y below it.
 */
export function drawShopHeader(doc: Doc, h: ShopHeader, title: string, facts: readonly string[]): number {
  const width = doc.page.width - 2 * MARGIN;
  const boxWidth = 170;
  const top = MARGIN;
  let x = MARGIN;
  if (h.logo) {
    doc.image(h.logo, MARGIN, top, { fit: [56, 56] });
    x += 66;
  }
  const textWidth = width - boxWidth - (x - MARGIN) - 10;
  doc.font('bold').fontSize(18).fillColor('#7c2d12').text(h.name, x, top, { width: textWidth });
  doc.fillColor('black');
  if (h.tagline)
    doc.font('regular').fontSize(9).fillColor('#57534e').text(h.tagline, x, doc.y, { width: textWidth });
  doc.fillColor('black').font('regular').fontSize(8.5);
  doc.moveDown(0.3);
  for (const line of h.lines) doc.text(line, x, doc.y, { width: textWidth });
  const leftBottom = Math.max(doc.y, h.logo ? top + 56 : 0);

  const boxX = MARGIN + width - boxWidth;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#7c2d12')
    .text(title, boxX, top, { width: boxWidth, align: 'right' });
  doc.fillColor('black').font('regular').fontSize(8.5);
  for (const fact of facts) doc.text(fact, boxX, doc.y + 2, { width: boxWidth, align: 'right' });
  let y = Math.max(leftBottom, doc.y) + 6;

  if (h.minimumOrder) {
    doc.font('bold').fontSize(9).text(h.minimumOrder, MARGIN, y, { width });
    y = doc.y + 4;
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1)
    .strokeColor('#7c2d12')
    .stroke()
    .strokeColor('black');
  return y + 8;
}

/** The short line at the top of every later page, so a loose page still says whose list it is. */
export function drawContinuation(doc: Doc, h: ShopHeader, title: string): number {
  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#7c2d12')
    .text(`${h.name} — ${title} ${PDF_LABELS.continued}`, MARGIN, MARGIN, {
      width: doc.page.width - 2 * MARGIN,
      lineBreak: false,
    });
  doc.fillColor('black');
  return MARGIN + 16;
}

/** The legal notice after the table, on a new page only when it does not fit. */
export function drawLegalNotice(doc: Doc, h: ShopHeader, y: number) {
  const width = doc.page.width - 2 * MARGIN;
  doc.font('regular').fontSize(7.5);
  const height = doc.heightOfString(h.legalNotice, { width }) + 16;
  if (y + height > doc.page.height - MARGIN - 22) {
    doc.addPage();
    y = MARGIN;
  }
  doc.font('bold').fontSize(8.5).text(PDF_LABELS.legalHeading, MARGIN, y, { width });
  doc
    .font('regular')
    .fontSize(7.5)
    .fillColor('#44403c')
    .text(h.legalNotice, MARGIN, doc.y + 2, { width });
  doc.fillColor('black');
}
