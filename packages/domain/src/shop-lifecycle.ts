// Shops as records with a lifecycle, and their own domains (issue 29, decision 151). Shared by the API
// (enforcement, refusals) and the consoles (labels, forms). zod-free: the storefront's "back soon" text
// may be read by first-page code.

export const SHOP_STATUSES = ['active', 'paused', 'suspended', 'closed'] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

export const SHOP_DOMAIN_STATUSES = ['pending', 'verified', 'disabled'] as const;
export type ShopDomainStatus = (typeof SHOP_DOMAIN_STATUSES)[number];

/** Who changed a shop's state: a platform operator, the shop's own staff, or a job. */
export type ShopActorKind = 'operator' | 'staff' | 'system';

/** A closed shop's data is purged this many days after it was closed (its owner has the export by then). */
export const PURGE_AFTER_CLOSE_DAYS = 30;

/** Whether the shop's storefront is served (paused: the "back soon" page; active: the shop). */
export const storefrontServed = (s: ShopStatus) => s === 'active' || s === 'paused';
/** Whether the shop's staff may sign in and use the console API. */
export const staffAllowed = (s: ShopStatus) => s === 'active' || s === 'paused';
/** Whether the shop's domains answer (and get certificates): the same shops whose storefront is served. */
export const domainsServed = storefrontServed;

/** The TXT record name that proves a host is the shop's: `_pataka-verify.<host>`. */
export const VERIFY_RECORD_PREFIX = '_pataka-verify.';

/** Host names a shop may add: lower-case letters, digits, hyphens, at least one dot, no port. */
const HOST_RE = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}[a-z0-9]$/;

/** The host as stored: trimmed, lower-case, without a trailing dot, a scheme, a path or a port; null if invalid. */
export function normaliseHost(input: string): string | null {
  let h = input.trim().toLowerCase();
  h = h
    .replace(/^[a-z]+:\/\//, '')
    .split('/')[0]!
    .split(':')[0]!
    .replace(/\.$/, '');
  return HOST_RE.test(h) ? h : null;
}

export const SHOP_LIFECYCLE_MESSAGES = {
  pausedNoEnquiries: 'This shop is not taking enquiries just now. Please come back soon, or call the shop.',
  suspended: 'This shop is not available.',
  staffSuspended: 'This shop is suspended. Contact the platform operator.',
  closed: 'This shop has closed.',
  backSoonTitle: 'Back soon',
  backSoonBody: 'The shop is taking a short break and will be back soon.',
  noShopAtHost: 'There is no shop at this address.',
  smsDailyLimit: 'This shop has sent all the text messages it may send today. Please try again tomorrow.',
  productLimit: (max: number) =>
    `This shop may list at most ${max} products. Archive or delete some, or ask the platform operator for a higher limit.`,
  storageLimit:
    'This shop has used all its storage for files. Delete some pictures, or ask the platform operator for more.',
  statusUnchanged: 'The shop is already in that state',
  invalidStatusChange: 'A closed shop cannot be paused; reopen it first',
  reasonRequired: 'Say why the state is being changed (at least 3 characters)',
} as const;

export const DOMAIN_MESSAGES = {
  invalidHost: 'Enter a domain like kaveri.example.in (no http://, no path)',
  hostTaken: 'That domain is already added to a shop on this platform',
  platformHost: 'That address belongs to the platform and cannot be added to a shop',
  notFound: 'No such domain on this shop',
  tooMany: 'A shop may have at most 10 domains',
  primaryMustBeVerified: 'Only a verified domain can be the primary one',
  verifyNoRecord: (name: string) =>
    `No TXT record found at ${name}. Create it, wait a few minutes, and check again.`,
  verifyWrongRecord: (name: string) =>
    `The TXT record at ${name} does not hold this domain's token. Copy the value again exactly.`,
  verifyDnsFailed: 'The DNS servers could not be asked just now. Try again in a few minutes.',
} as const;

/** A shop may have at most this many domains (several spellings, an old address, www is automatic). */
export const MAX_DOMAINS_PER_SHOP = 10;
