// The storefront's own inline SVG icons; the ones the console uses too live in @pataka/ui/icons.
// 24×24 stroke icons inherit currentColor; pass `className` for size. Decorative by default.
import { solidIcon, strokeIcon } from '@pataka/ui/icons';

export const HeartIcon = /* @__PURE__ */ strokeIcon(
  <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.4 1.1 4.1 2.4h3C14.2 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20Z" />,
  'HeartIcon',
);
export const CartIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.4 11.6a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 7H6" />
  </>,
  'CartIcon',
);
export const UserIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
  'UserIcon',
);
export const ChevronDownIcon = /* @__PURE__ */ strokeIcon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
export const ChevronRightIcon = /* @__PURE__ */ strokeIcon(<path d="m9 18 6-6-6-6" />, 'ChevronRightIcon');
export const CheckIcon = /* @__PURE__ */ strokeIcon(<path d="m5 12 5 5L20 7" />, 'CheckIcon');
export const PlayIcon = /* @__PURE__ */ strokeIcon(<path d="M7 4.5v15l12-7.5-12-7.5Z" />, 'PlayIcon');
export const InfoIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
  'InfoIcon',
);
export const AlertIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9v4M12 17h.01" />
  </>,
  'AlertIcon',
);
export const ShieldIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Z" />
    <path d="m9 12 2 2 4-4" />
  </>,
  'ShieldIcon',
);
export const TruckIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="2" />
    <circle cx="17" cy="18" r="2" />
  </>,
  'TruckIcon',
);
export const PhoneIcon = /* @__PURE__ */ strokeIcon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />,
  'PhoneIcon',
);
export const MailIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </>,
  'MailIcon',
);
export const MapPinIcon = /* @__PURE__ */ strokeIcon(
  <>
    <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
  'MapPinIcon',
);
export const ClockIcon = /* @__PURE__ */ strokeIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  'ClockIcon',
);
export const GiftIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v9h14v-9M12 8v13M12 8S10.5 3 8 4s0 4 4 4c4 0 6.5-3 4-4s-4 4-4 4" />
  </>,
  'GiftIcon',
);
export const SparkleIcon = /* @__PURE__ */ strokeIcon(
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />,
  'SparkleIcon',
);
export const StarIcon = /* @__PURE__ */ solidIcon(
  'm12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6L2.5 9.3l6.6-.8L12 2.5Z',
  'StarIcon',
);
export const HeartSolidIcon = /* @__PURE__ */ solidIcon(
  'M12 20.5s-7.3-4.5-9.6-8.9C.8 8.4 2.7 4.5 6.4 4.5c2.2 0 3.7 1.2 4.6 2.6h2c.9-1.4 2.4-2.6 4.6-2.6 3.7 0 5.6 3.9 4 7.1-2.3 4.4-9.6 8.9-9.6 8.9Z',
  'HeartSolidIcon',
);

// Brand marks, simplified to one path each.
export const FacebookIcon = /* @__PURE__ */ solidIcon(
  'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8H17l.5-4h-4V9c0-.6.4-1 1-1Z',
  'FacebookIcon',
);
export const InstagramIcon = /* @__PURE__ */ strokeIcon(
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
  'InstagramIcon',
);
export const XBrandIcon = /* @__PURE__ */ solidIcon(
  'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.3l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z',
  'XBrandIcon',
);
export const YouTubeIcon = /* @__PURE__ */ solidIcon(
  'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15.1V8.9l5.2 3.1L10 15.1Z',
  'YouTubeIcon',
);
export const WhatsAppIcon = /* @__PURE__ */ solidIcon(
  'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.3-.5 0-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.5.3.1.2.1.6-.1 1.2Z',
  'WhatsAppIcon',
);
