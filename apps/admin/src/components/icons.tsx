// The console's own inline stroke icons; the ones the storefront uses too live in @pataka/ui/icons.
// Decorative: label the button, not the icon.
import { strokeIcon } from '@pataka/ui/icons';

export const InboxIcon = strokeIcon(
  <path d="M22 12h-6l-2 3h-4l-2-3H2M5.5 5h13L22 12v6a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2v-6z" />,
  'InboxIcon',
);
export const ChartIcon = strokeIcon(<path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />, 'ChartIcon');
export const UsersIcon = strokeIcon(
  <>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21v-1a6 6 0 0 1 12 0v1M16 4a4 4 0 0 1 0 8M22 21v-1a6 6 0 0 0-4-5.6" />
  </>,
  'UsersIcon',
);
export const PhoneIcon = strokeIcon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
  'PhoneIcon',
);
export const ChatIcon = strokeIcon(
  <path d="M21 11.5a8.4 8.4 0 0 1-12.4 7.4L3 21l2.1-5.6A8.4 8.4 0 1 1 21 11.5z" />,
  'ChatIcon',
);
export const BellIcon = strokeIcon(
  <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />,
  'BellIcon',
);
export const PrintIcon = strokeIcon(
  <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z" />,
  'PrintIcon',
);
export const TrashIcon = strokeIcon(<path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />, 'TrashIcon');
