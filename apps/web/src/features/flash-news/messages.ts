import { defineMessages } from '@pataka/domain/i18n';

/** The flash-news bar's controls (the news itself is the shop's own words). */
export const flashNewsText = defineMessages('flash-news', {
  announcements: 'Announcements',
  previous: 'Previous announcement',
  next: 'Next announcement',
  choose: 'Choose announcement',
  nth: (index: number, count: number) => `Announcement ${index} of ${count}`,
  dismiss: 'Dismiss announcement',
  learnMore: 'Learn more',
});
