// Small constructors that keep the shop files short and uniform.
import type { BusinessHours } from '../schema/tenants.ts';
import type { ArtKind } from './art/art-kinds.ts';
import type { ShopSeed } from './seed-types.ts';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** The same hours every day; '00:00'–'23:59' is the spec's "24 Hours". */
export function everyDay(open: string, close: string): BusinessHours {
  return weekly(open, close, open, close);
}

/** Monday to Saturday one way, Sunday another. */
export function weekly(open: string, close: string, sundayOpen: string, sundayClose: string): BusinessHours {
  const hours = Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      {
        open: d === 'sunday' ? sundayOpen : open,
        close: d === 'sunday' ? sundayClose : close,
        isClosed: false,
      },
    ]),
  );
  return hours as BusinessHours;
}

type CategorySeed = ShopSeed['categories'][number];

/** A category whose picture lives at /media/<tenant>/categories/<slug>.svg; displayed in list order. */
export function categoryList(
  tenantId: string,
  rows: ReadonlyArray<
    readonly [slug: string, name: string, art: ArtKind, description: string, extra?: Partial<CategorySeed>]
  >,
): CategorySeed[] {
  return rows.map(([slug, name, art, description, extra], i) => ({
    slug,
    name,
    art,
    description,
    displayOrder: i + 1,
    imageUrl: `/media/${tenantId}/categories/${slug}.svg`,
    ...extra,
  }));
}

type LocationSeed = ShopSeed['transportProviders'][number]['locations'][number];

/** A parcel office; the map link is a search for its address (opened by the shopper, never fetched here). */
export function pickupLocation(
  name: string,
  address: string,
  area: string,
  city: string,
  state: string,
  zipCode: string,
  landmark: string,
  phone: string,
  timings = '9:00 AM – 9:00 PM, all days',
): LocationSeed {
  const query = encodeURIComponent(`${address}, ${area}, ${city} ${zipCode}`);
  return {
    name,
    address,
    area,
    city,
    state,
    zipCode,
    landmark,
    phone,
    timings,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${query}`,
  };
}
