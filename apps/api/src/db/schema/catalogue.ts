import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tenantId, updatedAt } from './columns.ts';

export const categories = pgTable(
  'categories',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    /** The name in Tamil staff may add: shown when a shopper chooses தமிழ், else `name`. */
    nameTa: text('name_ta'),
    slug: text('slug').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    parentId: text('parent_id'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('categories_slug_uq').on(t.tenantId, t.slug),
    index('categories_parent_idx').on(t.tenantId, t.parentId),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
  ],
);

export const brands = pgTable(
  'brands',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    logo: text('logo'),
    website: text('website'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('brands_slug_uq').on(t.tenantId, t.slug)],
);

export type ProductMedia = { url: string; type: 'image' | 'video'; alt?: string };

export const products = pgTable(
  'products',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    /** The name in Tamil staff may add: shown when a shopper chooses தமிழ், else `name`. */
    nameTa: text('name_ta'),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    image: text('image'),
    medias: jsonb('medias').$type<ProductMedia[]>().notNull().default([]),
    categoryId: text('category_id'),
    brandId: text('brand_id'),
    productCode: text('product_code'),
    sku: text('sku').notNull(),
    /** e.g. '1 Box', '10 Pcs': reported to clients as packSize. */
    packageType: text('package_type'),
    piecesPerBox: integer('pieces_per_box'),
    /** New, Featured, bestseller, sale. */
    tags: text('tags').array().notNull().default([]),
    status: text('status').notNull().default('active'),
    /** Staff's own "sold out" switch; a counted product is also sold out when nothing is available. */
    inStock: boolean('in_stock').notNull().default(true),
    /** Units on hand (decision 143); null = the shop does not count this product's stock. */
    stockQuantity: integer('stock_quantity'),
    /** Units promised to confirmed enquiries, not yet dispatched: available = on hand − reserved. */
    stockReserved: integer('stock_reserved').notNull().default(0),
    /** Staff are alerted ("Low stock") when available falls to this level or below; null = no alert. */
    lowStockLevel: integer('low_stock_level'),
    /** HSN and GST rate (basis points) for the invoice; null = the shop's default (3604, 18 %). */
    hsn: text('hsn'),
    gstRateBp: integer('gst_rate_bp'),
    rating: doublePrecision('rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Units sold: the sort key for sortBy=popularity. */
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('products_slug_uq').on(t.tenantId, t.slug),
    uniqueIndex('products_sku_uq').on(t.tenantId, t.sku),
    index('products_category_idx').on(t.tenantId, t.status, t.categoryId),
    index('products_brand_idx').on(t.tenantId, t.status, t.brandId),
    index('products_price_idx').on(t.tenantId, t.status, t.pricePaise),
    index('products_name_idx').on(t.tenantId, t.status, t.name),
    index('products_newest_idx').on(t.tenantId, t.status, t.createdAt),
    index('products_popularity_idx').on(t.tenantId, t.status, t.popularity),
    index('products_tags_idx').using('gin', t.tags),
    foreignKey({ columns: [t.tenantId, t.categoryId], foreignColumns: [categories.tenantId, categories.id] }),
    foreignKey({ columns: [t.tenantId, t.brandId], foreignColumns: [brands.tenantId, brands.id] }),
    // The last line of defence against overselling: nothing reserved beyond what is on hand.
    check(
      'products_stock_ck',
      sql`(${t.stockQuantity} is null and ${t.stockReserved} = 0) or (${t.stockReserved} >= 0 and ${t.stockQuantity} >= ${t.stockReserved})`,
    ),
  ],
);

export const transportProviders = pgTable(
  'transport_providers',
  {
    tenantId: tenantId(),
    id: id(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('transport_providers_name_uq').on(t.tenantId, t.name),
  ],
);

export const pickupLocations = pgTable(
  'pickup_locations',
  {
    tenantId: tenantId(),
    id: id(),
    transportProviderId: text('transport_provider_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    area: text('area'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code'),
    landmark: text('landmark'),
    phone: text('phone'),
    timings: text('timings'),
    mapUrl: text('map_url'),
    /**
     * A pickup point is the transport's branch the shopper collects at (decision 142): the states
     * (lower-case keys) and pincodes it serves let the dispatch form suggest it for an enquiry.
     */
    servedStates: text('served_states').array().notNull().default([]),
    servedPincodes: text('served_pincodes').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('pickup_locations_provider_idx').on(t.tenantId, t.transportProviderId),
    foreignKey({
      columns: [t.tenantId, t.transportProviderId],
      foreignColumns: [transportProviders.tenantId, transportProviders.id],
    }),
  ],
);
