import { defineMessages } from '@pataka/domain/i18n';

/** The free-shots offer strip above the header (in the first download: keep it short). */
export const offersText = defineMessages('offers', {
  label: 'Free shots offer',
  heading: 'FREE SHOTS:',
  shots: (shots: number) => `${shots} shots`,
  buy: (range: string) => `Buy ${range} and get `,
  shotsFree: (shots: number) => `${shots} shots free`,
  freeShots: 'Free shots',
  fromUpTo: (amount: string) => ` on orders from ${amount} · up to `,
});
