// The console's secondary screens, grouped as the sidebar (desktop) and the "More" sheet (phones) show them.
import { paths } from '../config/paths.ts';

export type NavLinkItem = { to: string; label: string; ownerOnly?: boolean };
export type NavGroup = { title: string; links: NavLinkItem[] };

export const NAV_GROUPS: NavGroup[] = [
  // Daily work beside the inbox: checking payments against the bank statement, the day's dispatches.
  {
    title: 'Desk',
    links: [
      { to: paths.payments.getHref(), label: 'Payments' },
      { to: paths.dispatchedToday.getHref(), label: 'Dispatched today' },
    ],
  },
  // The accountant's files: owners only, they are the shop's whole books.
  {
    title: 'Books',
    links: [{ to: paths.reports.getHref(), label: 'Reports', ownerOnly: true }],
  },
  {
    title: 'Catalogue',
    links: [
      { to: paths.products.getHref(), label: 'Products' },
      { to: paths.categories.getHref(), label: 'Categories' },
      { to: paths.brands.getHref(), label: 'Brands' },
      { to: paths.importPriceList.getHref(), label: 'Import price list' },
    ],
  },
  {
    title: 'Shop',
    links: [
      { to: paths.coupons.getHref(), label: 'Coupons' },
      { to: paths.flashNews.getHref(), label: 'Flash news' },
      { to: paths.pickupPoints.getHref(), label: 'Pickup points' },
      { to: paths.shop.getHref(), label: 'Shop details' },
      { to: paths.messages.getHref(), label: 'Messages' },
      { to: paths.shopperMessages.getHref(), label: 'SMS & WhatsApp', ownerOnly: true },
      { to: paths.setup.getHref(), label: 'Setup checklist' },
    ],
  },
  {
    title: 'Team',
    links: [
      { to: paths.staff.getHref(), label: 'Staff', ownerOnly: true },
      { to: paths.audit.getHref(), label: 'Audit log', ownerOnly: true },
      { to: paths.settings.getHref(), label: 'Settings' },
      { to: paths.twoStep.getHref(), label: 'Two-step sign-in' },
      { to: paths.jobs.getHref(), label: 'Background jobs' },
    ],
  },
];

/** The groups a member sees: owners see every link, staff all but the owners' ones. */
export function navGroupsFor(isOwner: boolean): NavGroup[] {
  return NAV_GROUPS.map((g) => ({ ...g, links: g.links.filter((l) => isOwner || !l.ownerOnly) })).filter(
    (g) => g.links.length > 0,
  );
}
