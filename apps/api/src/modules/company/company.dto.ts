// Company settings → the public company info (§3): money in rupees, addresses without internals.
import type { CompanyPublic, PickupLocation, PostalAddress } from '@pataka/domain/api-types';
import { toRupees } from '@pataka/domain/money';
import { SHOPPER_MESSAGE_TEMPLATE_KEYS, type ShopperMessageTemplates } from '@pataka/domain/whatsapp';
import type { PostalAddress as StoredAddress, ShippingSettings } from '../../db/schema/tenants.ts';
import type { CompanyRow, PickupLocationRow } from './company.queries.ts';

const address = (a: StoredAddress | null): PostalAddress | null =>
  a ? { street: a.street, city: a.city, state: a.state, zipCode: a.zipCode } : null;

export function shippingSettingsRupees(s: ShippingSettings): CompanyPublic['shippingSettings'] {
  return {
    packingChargePercent: s.packingChargePercent,
    minimumOrderAmount: toRupees(s.minimumOrderPaise),
    stateMinimums: Object.fromEntries(
      Object.entries(s.stateMinimumsPaise ?? {}).map(([state, paise]) => [state, toRupees(paise)]),
    ),
    unservedStates: s.unservedStates ?? [],
    unservedPincodes: s.unservedPincodes ?? [],
  };
}

/**
 * The storefront's WhatsApp texts a shop changed, and nothing else from message_templates: the desk's
 * own templates (payment request, enquiry call) are staff words and stay private.
 */
export function shopperTemplates(stored: Record<string, string> | null | undefined): ShopperMessageTemplates {
  const out: ShopperMessageTemplates = {};
  for (const key of SHOPPER_MESSAGE_TEMPLATE_KEYS) {
    const value = stored?.[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

export function companyPublicDto(row: CompanyRow): CompanyPublic {
  const social = row.socialMedia;
  return {
    companyName: row.companyName,
    tagline: row.tagline,
    logo: row.logo,
    phone: row.phone,
    alternatePhone: row.alternatePhone,
    email: row.email,
    supportEmail: row.supportEmail,
    whatsappNumber: row.whatsappNumber,
    address: address(row.address),
    billingAddress: address(row.billingAddress),
    socialMedia: {
      facebook: social.facebook ?? null,
      instagram: social.instagram ?? null,
      twitter: social.twitter ?? null,
      youtube: social.youtube ?? null,
    },
    businessHours: row.businessHours,
    taxId: row.taxId,
    registrationNumber: row.registrationNumber,
    licenseNumber: row.licenseNumber,
    upiId: row.upiId,
    upiPayeeName: row.upiPayeeName,
    howToOrderVideoUrl: row.howToOrderVideoUrl,
    createdAt: row.createdAt.toISOString(),
    shippingSettings: shippingSettingsRupees(row.shippingSettings),
    messageTemplates: shopperTemplates(row.messageTemplates),
  };
}

/** The spec names the hours both openingHours and timings: both carry the same text. */
export const pickupLocationDto = (row: PickupLocationRow): PickupLocation => ({
  ...row,
  openingHours: row.timings,
});
