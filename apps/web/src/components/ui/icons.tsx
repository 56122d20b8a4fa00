// The storefront's own inline SVG icons; the ones the console uses too live in @pataka/ui/icons.
// 24×24 stroke icons inherit currentColor; pass `className` for size. Decorative by default.
import { solidIcon, strokeIcon } from '@pataka/ui/icons';
// The icons the home page paints live here; the rest are in icons-more.tsx, so the first download
// carries only these (import every icon from this file either way).

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
export const STAR_PATH =
  'm12 2.5 2.9 6 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6L2.5 9.3l6.6-.8L12 2.5Z';
export const HeartSolidIcon = /* @__PURE__ */ solidIcon(
  'M12 20.5s-7.3-4.5-9.6-8.9C.8 8.4 2.7 4.5 6.4 4.5c2.2 0 3.7 1.2 4.6 2.6h2c.9-1.4 2.4-2.6 4.6-2.6 3.7 0 5.6 3.9 4 7.1-2.3 4.4-9.6 8.9-9.6 8.9Z',
  'HeartSolidIcon',
);

// Brand marks, simplified to one path each.

export {
  PlayIcon,
  MailIcon,
  MapPinIcon,
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  XBrandIcon,
  YouTubeIcon,
  WhatsAppIcon,
} from './icons-more.tsx';
