import { defineMessages } from '@pataka/domain/i18n';

/** The free-shots meter (cart, Quick Buy). */
export const freeShotsText = defineMessages('free-shots', {
  freeShotsHint: (amount: string, shots: number) => `Add ${amount} more for ${shots} free shots`,
  freeShotsEarned: (shots: number) => `${shots} free shots earned! `,
  freeShotsTop: 'That is our top free-shots offer.',
  freeShotsProgress: 'Progress to the next free-shots offer',
});
