// The domain's Tamil catalogues: one file per domain module with catalogues (defineMessages) in
// packages/domain/src; a module with several catalogues exports them as a list.
import type { NamespaceTranslation } from '../i18n.ts';
import coupon from './coupon.ta.ts';
import dispatch from './dispatch.ta.ts';
import invoice from './invoice.ta.ts';
import messages from './messages.ta.ts';
import orderMessages from './order-messages.ta.ts';
import orderStatus from './order-status.ta.ts';
import paymentTiming from './payment-timing.ta.ts';
import pincode from './pincode.ta.ts';
import priceListPdf from './price-list-pdf.ta.ts';
import shellMessages from './shell-messages.ta.ts';
import stock from './stock.ta.ts';
import validation from './validation.ta.ts';
import whatsapp from './whatsapp.ta.ts';

export const DOMAIN_TAMIL: readonly NamespaceTranslation[] = [
  messages,
  shellMessages,
  ...orderStatus,
  orderMessages,
  paymentTiming,
  pincode,
  coupon,
  ...priceListPdf,
  whatsapp,
  validation,
  dispatch,
  stock,
  invoice,
];
