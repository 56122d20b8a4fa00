// Background jobs as staff see them (the console's "Background jobs" screen and the API's answers).

/** Every background job the server runs. */
export const JOB_NAMES = [
  'payment-extraction',
  'notify-webhook',
  'web-push',
  'reminder-scan',
  'product-image',
  'bank-match',
  'shopper-message',
  'shopper-messages-drain',
  'domain-check',
  'shop-purge',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

/** A job's name in plain words, for a shop owner. */
export const JOB_LABELS: Record<JobName, string> = {
  'payment-extraction': 'Reading a payment screenshot',
  'notify-webhook': 'Notifying your webhook',
  'web-push': 'Phone notification to staff',
  'reminder-scan': 'Reminder check',
  'product-image': 'Preparing a product picture',
  'bank-match': 'Matching payments with the bank statement',
  'shopper-message': 'SMS or WhatsApp message to a shopper',
  'shopper-messages-drain': 'Preparing messages to shoppers',
  'domain-check': "Checking the shop's domain records",
  'shop-purge': "Removing a closed shop's data",
};

export const jobLabel = (name: string): string => JOB_LABELS[name as JobName] ?? name;

/** A failed job, as GET /admin/jobs/failed lists it. */
export type FailedJobDto = {
  id: string;
  name: JobName;
  label: string;
  error: string;
  attempts: number;
  createdAt: string;
  failedAt: string;
};

export const JOB_MESSAGES = {
  noFailedJobs: 'No failed background jobs.',
  jobNotFound: 'This job is not waiting to be retried: it may have been retried already.',
  retried: 'Queued again: it will run in a moment.',
  productImagePending:
    'The picture is still being prepared. It will appear on the product in a minute; save the product as usual.',
} as const;
