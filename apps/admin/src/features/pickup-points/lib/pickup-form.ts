// The pickup-point form's text ↔ the API body, checked with the domain's PickupLocationInputSchema.
import { INDIAN_STATES } from '@pataka/domain/indian-states';
import { PickupLocationInputSchema } from '@pataka/domain/shop-admin';
import { schemaProblems } from '../../../lib/server-field.ts';
import type { AdminPickupLocation, PickupLocationBody } from '../api/pickup-points.ts';

export type PickupFormValues = {
  transportProviderId: string;
  name: string;
  address: string;
  area: string;
  city: string;
  state: string;
  zipCode: string;
  landmark: string;
  phone: string;
  timings: string;
  mapUrl: string;
  /** Comma-separated state names this branch serves (the dispatch form suggests it for them). */
  servedStates: string;
  /** Pincodes it serves, separated by commas or spaces. */
  servedPincodes: string;
  isActive: boolean;
};

const stateName = (key: string) => INDIAN_STATES.find((s) => s.toLowerCase() === key) ?? key;
const splitList = (text: string, by: RegExp) =>
  text
    .split(by)
    .map((s) => s.trim())
    .filter(Boolean);
export type PickupField = keyof PickupFormValues;

export function toPickupForm(p: AdminPickupLocation | undefined, providerId: string): PickupFormValues {
  return {
    transportProviderId: p?.transportProviderId ?? providerId,
    name: p?.name ?? '',
    address: p?.address ?? '',
    area: p?.area ?? '',
    city: p?.city ?? '',
    state: p?.state ?? '',
    zipCode: p?.zipCode ?? '',
    landmark: p?.landmark ?? '',
    phone: p?.phone ?? '',
    timings: p?.timings ?? p?.openingHours ?? '',
    mapUrl: p?.mapUrl ?? '',
    servedStates: (p?.servedStates ?? []).map(stateName).join(', '),
    servedPincodes: (p?.servedPincodes ?? []).join(', '),
    isActive: p?.isActive ?? true,
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function toPickupBody(v: PickupFormValues): PickupLocationBody {
  return {
    transportProviderId: v.transportProviderId,
    name: v.name,
    address: v.address,
    area: orNull(v.area),
    city: v.city,
    state: v.state,
    zipCode: orNull(v.zipCode),
    landmark: orNull(v.landmark),
    phone: orNull(v.phone),
    timings: orNull(v.timings),
    mapUrl: orNull(v.mapUrl),
    servedStates: splitList(v.servedStates, /,/),
    servedPincodes: splitList(v.servedPincodes, /[\s,]+/),
    isActive: v.isActive,
  };
}

export const pickupField = (path: string): PickupField | null => {
  const head = path.split('.')[0]!;
  return head in toPickupForm(undefined, '') ? (head as PickupField) : null;
};

export function checkPickupForm(v: PickupFormValues): Partial<Record<PickupField, string>> {
  const errors: Partial<Record<PickupField, string>> = {};
  for (const { path, message } of schemaProblems(PickupLocationInputSchema, toPickupBody(v))) {
    const field = pickupField(path);
    if (field && !errors[field]) errors[field] = message;
  }
  return errors;
}
