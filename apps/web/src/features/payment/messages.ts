import { defineMessages } from '@pataka/domain/i18n';

/** Paying for an enquiry (§2, DESIGN.md "UPI panel"): the UPI panel, the proof upload and the proofs sent. */
export const paymentText = defineMessages('payment', {
  // The enquiry page's payment cards
  payByUpi: 'Pay by UPI',
  payment: 'Payment',
  uploadProof: 'Upload payment proof',
  proofsSent: 'Payment proofs sent',

  // Before the shop asks for payment, without a UPI ID
  detailsOnCall: 'We will share the payment details when we call you to confirm this enquiry.',

  // The UPI QR panel
  qrAlt: (amount: string, payee: string) => `UPI QR code to pay ${amount} to ${payee}`,
  qrUnavailable: 'QR code unavailable. Pay to the UPI ID shown here.',
  amountDue: 'Amount due',
  payTo: 'Pay to',
  upiId: 'UPI ID:',
  copyUpiId: 'Copy UPI ID',
  copy: 'Copy',
  copied: 'Copied!',
  reference: (orderNumber: string) => `Reference: ${orderNumber}`,
  openUpiApp: 'Open UPI app',
  scanWithAnyApp: 'Scan with any UPI app',
  supportedApps: 'Supported UPI apps',
  afterPaying:
    'After paying, upload the payment screenshot or proof here, in your enquiry details, for verification.',

  // The proof upload
  fileLabel: 'Payment screenshot or PDF',
  fileHint: 'PNG, JPEG, WebP or PDF, up to 5 MB.',
  fileEmpty: 'This file is empty',
  previewAlt: 'Preview of the payment screenshot',
  uploadProgress: 'Upload progress',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  sending: 'Sending to the shop…',
  uploadButton: 'Upload Payment Proof',
  tryAgain: 'Try Again',
  uploaded: 'Payment proof uploaded. We will verify it shortly.',
  sentForVerification: 'Payment proof sent for verification',
  uploadAnother: 'Upload another',

  // What was read from the screenshot
  utr: 'UTR / Transaction ID',
  amount: 'Amount',
  date: 'Date',
  paidTo: 'Paid to',
  app: 'App',
  paymentState: 'Status',
  notFound: 'Not found',

  // Warnings about a proof (the server's flags)
  flagUtrReused: 'This transaction ID (UTR) was already used on another enquiry.',
  flagDuplicateImage: 'This screenshot was uploaded before.',
  flagAmountMismatch: 'The amount paid does not match the enquiry total.',
  flagPayeeMismatch: "The payment was not made to the shop's UPI ID.",

  // The proofs sent
  proofAwaiting: 'Awaiting verification',
  proofVerified: 'Verified',
  proofRejected: 'Rejected',
  sentAt: (when: string) => `Sent ${when}`,
  shopNote: (note: string) => `Shop note: ${note}`,
});
