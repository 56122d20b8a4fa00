import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { companySettings } from '../../db/schema/tenants.ts';
import { pickupLocations, transportProviders } from '../../db/schema/catalogue.ts';
import type { Db } from '../../db/types.ts';

export async function findCompanySettings(db: Db, tenantId: string) {
  const [row] = await db
    .select({
      companyName: companySettings.companyName,
      tagline: companySettings.tagline,
      logo: companySettings.logo,
      phone: companySettings.phone,
      alternatePhone: companySettings.alternatePhone,
      email: companySettings.email,
      supportEmail: companySettings.supportEmail,
      whatsappNumber: companySettings.whatsappNumber,
      address: companySettings.address,
      billingAddress: companySettings.billingAddress,
      socialMedia: companySettings.socialMedia,
      businessHours: companySettings.businessHours,
      taxId: companySettings.taxId,
      registrationNumber: companySettings.registrationNumber,
      licenseNumber: companySettings.licenseNumber,
      upiId: companySettings.upiId,
      upiPayeeName: companySettings.upiPayeeName,
      howToOrderVideoUrl: companySettings.howToOrderVideoUrl,
      shippingSettings: companySettings.shippingSettings,
      messageTemplates: companySettings.messageTemplates,
      createdAt: companySettings.createdAt,
    })
    .from(companySettings)
    .where(eq(companySettings.tenantId, tenantId));
  return row ?? null;
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanySettings>>>;

/** A pickup location's transport provider (same tenant): the join every pickup read makes. */
export const providerOfPickup = and(
  eq(transportProviders.tenantId, pickupLocations.tenantId),
  eq(transportProviders.id, pickupLocations.transportProviderId),
);

/** `%term%` for ILIKE with the term's own % _ and \ taken literally. */
const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type PickupFilter = { searchTerms: string[]; providerName?: string; limit: number };

/** Active locations of active providers; every search word must appear in one of the text fields. */
export async function listPickupLocations(db: Db, tenantId: string, filter: PickupFilter) {
  const text = sql`concat_ws(' ', ${pickupLocations.name}, ${pickupLocations.address}, ${pickupLocations.area}, ${pickupLocations.city}, ${pickupLocations.state}, ${pickupLocations.landmark})`;
  const conditions: SQL[] = [
    eq(pickupLocations.tenantId, tenantId),
    eq(pickupLocations.isActive, true),
    eq(transportProviders.isActive, true),
    ...filter.searchTerms.map((term) => sql`${text} ilike ${containsPattern(term)}`),
  ];
  if (filter.providerName) conditions.push(sql`lower(${transportProviders.name}) = ${filter.providerName}`);
  return db
    .select({
      id: pickupLocations.id,
      name: pickupLocations.name,
      address: pickupLocations.address,
      area: pickupLocations.area,
      city: pickupLocations.city,
      state: pickupLocations.state,
      zipCode: pickupLocations.zipCode,
      landmark: pickupLocations.landmark,
      phone: pickupLocations.phone,
      timings: pickupLocations.timings,
      mapUrl: pickupLocations.mapUrl,
      isActive: pickupLocations.isActive,
      transportProviderName: transportProviders.name,
    })
    .from(pickupLocations)
    .innerJoin(transportProviders, providerOfPickup)
    .where(and(...conditions))
    .orderBy(asc(transportProviders.name), asc(pickupLocations.city), asc(pickupLocations.name))
    .limit(filter.limit);
}
export type PickupLocationRow = Awaited<ReturnType<typeof listPickupLocations>>[number];

/** Active providers with how many active locations each has. */
export async function listTransportProviders(db: Db, tenantId: string) {
  return db
    .select({
      id: transportProviders.id,
      name: transportProviders.name,
      isActive: transportProviders.isActive,
      locationsCount: sql<number>`count(${pickupLocations.id})`.mapWith(Number),
    })
    .from(transportProviders)
    .leftJoin(
      pickupLocations,
      and(
        eq(pickupLocations.tenantId, transportProviders.tenantId),
        eq(pickupLocations.transportProviderId, transportProviders.id),
        eq(pickupLocations.isActive, true),
      ),
    )
    .where(and(eq(transportProviders.tenantId, tenantId), eq(transportProviders.isActive, true)))
    .groupBy(transportProviders.tenantId, transportProviders.id)
    .orderBy(asc(transportProviders.name));
}
