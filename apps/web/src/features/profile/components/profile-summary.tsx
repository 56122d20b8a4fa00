import type { ReactNode } from 'react';
import type { Customer } from '@pataka/domain/api-types';
import { PHONE_DISPLAY_PREFIX } from '@pataka/domain/limits';
import { formatINR } from '@pataka/domain/money';
import { localeTag } from '../../../i18n/locale.ts';
import { profileText } from '../messages.ts';

const memberSince = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? '—'
    : date.toLocaleDateString(localeTag(), { day: 'numeric', month: 'long', year: 'numeric' });
};

const tierLabel = (tier: string) =>
  !tier || tier.toLowerCase() === 'regular'
    ? profileText.tierRegular
    : tier.charAt(0).toUpperCase() + tier.slice(1);

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 truncate font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** Who the shopper is and how much they have bought (§3 Customer). */
export function ProfileSummary({ customer }: { customer: Customer }) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Item label={profileText.name}>{customer.name || '—'}</Item>
        <Item label={profileText.email}>{customer.email || profileText.notAddedYet}</Item>
        <Item label={profileText.phone}>
          <span className="tabular-nums">
            {PHONE_DISPLAY_PREFIX} {customer.phone}
          </span>
        </Item>
        <Item label={profileText.memberSince}>{memberSince(customer.createdAt)}</Item>
      </dl>
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-brand-50 p-3 text-center sm:gap-4 sm:p-4">
        <div>
          <dt className="text-xs text-stone-600">{profileText.tier}</dt>
          <dd className="font-bold text-brand-800">{tierLabel(customer.tier)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">{profileText.totalSpent}</dt>
          <dd className="font-bold text-brand-800 tabular-nums">{formatINR(customer.totalSpent)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-600">{profileText.enquiries}</dt>
          <dd className="font-bold text-brand-800 tabular-nums">{customer.totalOrders}</dd>
        </div>
      </dl>
    </div>
  );
}
