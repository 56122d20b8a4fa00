// What a payment screenshot says: the API's extraction returns it, the web shows it back, staff verify it.
export const UPI_APPS = ['Google Pay', 'PhonePe', 'Paytm', 'BHIM'] as const;
export type UpiApp = (typeof UPI_APPS)[number];

/** What a payment screenshot says, as far as it could be read. Every field is a hint for staff, not proof. */
export type ExtractedPayment = {
  /** The 12-digit UPI reference (UTR / RRN). */
  utr: string | null;
  /** Rupees, paise as decimals (₹1,00,000.50 → 100000.5). */
  amount: number | null;
  /** YYYY-MM-DD as printed on the receipt (the app's local time, IST). */
  date: string | null;
  /** HH:MM, 24-hour. */
  time: string | null;
  /** As printed; VPAs compare case-insensitively. */
  payeeUpiId: string | null;
  payeeName: string | null;
  payerName: string | null;
  app: UpiApp | null;
  /** Canonical wording: 'Paid Successfully' | 'Completed' | 'Successful' | 'Failed' | 'Pending'. */
  status: string | null;
  /** Share of the fields above that were found, 0–1. Says nothing about whether they are right. */
  confidence: number;
};

export type PaymentField = Exclude<keyof ExtractedPayment, 'confidence'>;

export const PAYMENT_FIELDS: readonly PaymentField[] = [
  'utr',
  'amount',
  'date',
  'time',
  'payeeUpiId',
  'payeeName',
  'payerName',
  'app',
  'status',
];
