import { addressesText } from './messages.ts';

/** A saved address's label in the page's language: Home, Work and Other are stored in English. */
export function addressLabelText(label: string): string {
  switch (label) {
    case 'Home':
      return addressesText.labelHome;
    case 'Work':
      return addressesText.labelWork;
    case 'Other':
      return addressesText.labelOther;
    default:
      return label;
  }
}
