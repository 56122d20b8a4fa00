// The staff console's catalogue edits (DESIGN.md "Staff API"): what a product, category or brand may
// hold, the texts staff read when an edit is refused, and the slug rule. Used by the API to validate and
// by apps/admin's forms, so both refuse the same input with the same words.
import { z } from 'zod';
import { GstRatePercentSchema, HsnSchema } from './invoice/settings.ts';
import { toPaise } from './money.ts';
import { PRODUCT_STATUSES, PRODUCT_TAGS, tagFromQuery } from './product.ts';
import { tamilText } from './staff-messages.ts';

/** Longest slug kept: long enough for any firecracker name, short enough for a shared link. */
export const SLUG_MAX = 100;
/** Most expensive item a shop lists: ₹1 crore (a wedding display), in rupees. */
export const PRICE_MAX_RUPEES = 1_00_00_000;
/** Pictures a product may carry. */
export const PRODUCT_MEDIAS_MAX = 12;
/** Products one bulk action may change at once. */
export const BULK_IDS_MAX = 500;
/** Staff product list: rows per page (as the public list, a larger limit is refused, not cut). */
export const ADMIN_PAGE_LIMIT_MAX = 100;
/** Longest product name, in English and in Tamil. */
export const PRODUCT_NAME_MAX = 150;
/** Longest category or brand name, in English and in Tamil. */
export const TAXONOMY_NAME_MAX = 80;

// Product picture files and URL names (zod-free, so the storefront can import them alone).
export {
  PRODUCT_IMAGE_MAIN_WIDTH,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_WIDTHS,
  PRODUCT_PREVIEW,
  productImageVariants,
  type ProductImageWidth,
} from './product-image-files.ts';

export const CATALOGUE_ADMIN_MESSAGES = {
  skuTaken: (productName: string) => `SKU already used by ${productName}`,
  productSlugTaken: (productName: string) => `Web address (slug) already used by ${productName}`,
  categorySlugTaken: (categoryName: string) => `Web address (slug) already used by category ${categoryName}`,
  brandSlugTaken: (brandName: string) => `Web address (slug) already used by brand ${brandName}`,
  productConflict: 'SKU or web address (slug) already used by another product',
  categoryInUse: 'A category with products cannot be deleted: hide it instead',
  categoryHasChildren: 'A category with subcategories cannot be deleted: move or delete them first',
  brandInUse: 'A brand with products cannot be deleted: hide it instead',
  categoryParentLoop: 'A category cannot be placed inside itself or one of its subcategories',
  unknownCategory: 'categoryId: Category not found',
  unknownBrand: 'brandId: Brand not found',
  unknownParent: 'parentId: Category not found',
  originalPriceBelowPrice: 'MRP (originalPrice) must be at least the selling price',
  nothingToChange: 'Nothing to change: send at least one field',
  tagRequired: 'tag: Choose a tag for this action',
  categoryRequired: 'categoryId: Choose a category for this action (null removes it)',
  someProductsNotFound: 'Some of the selected products were not found',
  someCategoriesNotFound: 'Some of the categories to order were not found',
  imageMissing: 'Choose a picture to upload (form field "file")',
  imageTooLarge: 'The picture must be 10 MB or smaller',
  imageType: 'Only JPEG, PNG or WebP pictures can be uploaded',
  imageUnreadable: 'This picture could not be read: it may be damaged or too large (at most 50 megapixels)',
} as const;

const SLUG_FRACTIONS: Record<string, string> = { '¼': ' 1 4 ', '½': ' 1 2 ', '¾': ' 3 4 ' };

/**
 * A name → its web address: '2¾" Kuruvi' → '2-3-4-inch-kuruvi' (the seed's rule: fractions and inch
 * marks spelled out, accents dropped, anything else a hyphen), cut at a hyphen to SLUG_MAX characters.
 * Empty when the name has no letter or digit a-z0-9 (e.g. Tamil script only): the caller picks a fallback.
 */
export function slugify(name: string): string {
  const slug = name
    .replace(/[¼½¾]/g, (f) => SLUG_FRACTIONS[f]!)
    .replace(/"/g, ' inch ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX) return slug;
  const cut = slug.slice(0, SLUG_MAX + 1);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut.slice(0, SLUG_MAX)).replace(/-+$/, '');
}

/** The n-th candidate when a generated slug is taken: 'anar', 'anar-2', 'anar-3'… within SLUG_MAX. */
export function slugCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SlugSchema = z
  .string({ error: 'Slug must be text' })
  .trim()
  .toLowerCase()
  .min(1, 'Slug cannot be empty')
  .max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'Slug may use only a-z, 0-9 and single hyphens between them');

/** An amount in rupees with at most two decimals (stored as paise). */
const rupees = (field: string) =>
  z
    .number({ error: `${field} must be a number of rupees` })
    .min(0, `${field} cannot be negative`)
    .max(PRICE_MAX_RUPEES, `${field} is too large`)
    .refine((v) => Math.abs(toPaise(v) - v * 100) < 1e-6, `${field} can have at most 2 decimals`);

/** '' from a cleared form field means "none" (undefined stays "not sent"). */
const emptyAsNull = (v: unknown) => (v === '' ? null : v);
const optionalText = (field: string, max: number) =>
  z.preprocess(
    emptyAsNull,
    z
      .string({ error: `${field} must be text` })
      .trim()
      .max(max, `${field} must be at most ${max} characters`)
      .nullable(),
  );

/** A picture address: our own /media/… files, or an https URL. Anything else (javascript:, data:) is refused. */
export const MediaUrlSchema = z
  .string({ error: 'Picture URL must be text' })
  .trim()
  .max(500, 'Picture URL must be at most 500 characters')
  .refine((u) => /^\/media\/[\w./-]+$/.test(u) || /^https:\/\/[^\s"'<>]+$/.test(u), {
    message: 'Picture URL must be a /media/ path or an https:// address',
  })
  .refine((u) => !u.includes('..'), { message: 'Picture URL must be a /media/ path or an https:// address' });

const optionalUrl = z.preprocess(emptyAsNull, MediaUrlSchema.nullable());
const refId = (field: string) =>
  z.preprocess(
    emptyAsNull,
    z
      .string({ error: `${field} must be an id` })
      .trim()
      .min(1)
      .max(100, `${field} is too long`)
      .nullable(),
  );

export const ProductMediaInputSchema = z.object({
  url: MediaUrlSchema,
  type: z.literal('image', { error: "Media type must be 'image'" }),
  isMain: z.boolean().optional(),
  alt: z.string().trim().max(200, 'Picture description must be at most 200 characters').optional(),
});
export type ProductMediaInput = z.infer<typeof ProductMediaInputSchema>;

const productFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(PRODUCT_NAME_MAX, `Name must be at most ${PRODUCT_NAME_MAX} characters`),
  /** Shown to shoppers who choose Tamil; null: they see `name`. */
  nameTa: tamilText('Name in Tamil', PRODUCT_NAME_MAX),
  slug: z.preprocess((v) => (v === '' || v === null ? undefined : v), SlugSchema.optional()),
  price: rupees('Price'),
  originalPrice: z.preprocess(emptyAsNull, rupees('MRP (originalPrice)').nullable()),
  categoryId: refId('categoryId'),
  brandId: refId('brandId'),
  description: z
    .string({ error: 'Description must be text' })
    .max(5000, 'Description must be at most 5000 characters'),
  inStock: z.boolean({ error: 'inStock must be true or false' }),
  tags: z
    .array(z.enum(PRODUCT_TAGS, { error: `Tags must be among ${PRODUCT_TAGS.join(', ')}` }))
    .max(PRODUCT_TAGS.length)
    .transform((tags) => [...new Set(tags)]),
  packageType: optionalText('Pack size (packageType)', 50),
  piecesPerBox: z.preprocess(
    emptyAsNull,
    z
      .number({ error: 'Pieces per box must be a whole number' })
      .int('Pieces per box must be a whole number')
      .min(0, 'Pieces per box cannot be negative')
      .max(100_000, 'Pieces per box is too large')
      .nullable(),
  ),
  productCode: optionalText('Product code', 50),
  /** The invoice's HSN and GST rate (percent) for this product; null = the shop's default (3604, 18 %). */
  hsn: z.preprocess(emptyAsNull, HsnSchema.nullable()),
  gstRate: z.preprocess(emptyAsNull, GstRatePercentSchema.nullable()),
  sku: z
    .string({ error: 'SKU is required' })
    .trim()
    .min(1, 'SKU is required')
    .max(64, 'SKU must be at most 64 characters')
    .regex(/^[^\s<>"']+$/, 'SKU cannot contain spaces or quotes'),
  status: z.enum(PRODUCT_STATUSES, { error: "Status must be 'active' or 'inactive'" }),
  medias: z
    .array(ProductMediaInputSchema)
    .max(PRODUCT_MEDIAS_MAX, `At most ${PRODUCT_MEDIAS_MAX} pictures per product`)
    .refine((m) => m.filter((x) => x.isMain).length <= 1, 'Only one picture can be the main one'),
};

function checkMrp(p: { price?: number; originalPrice?: number | null }, ctx: z.RefinementCtx) {
  if (p.price != null && p.originalPrice != null && p.originalPrice < p.price) {
    ctx.addIssue({
      code: 'custom',
      path: ['originalPrice'],
      message: CATALOGUE_ADMIN_MESSAGES.originalPriceBelowPrice,
    });
  }
}

/**
 * A whole product (POST, and PUT which replaces every field: a field left out takes its default, except
 * slug, which a PUT leaves unchanged when omitted). Money in rupees.
 */
export const ProductInputSchema = z
  .object({
    ...productFields,
    nameTa: productFields.nameTa.default(null),
    originalPrice: productFields.originalPrice.default(null),
    categoryId: productFields.categoryId.default(null),
    brandId: productFields.brandId.default(null),
    description: productFields.description.default(''),
    inStock: productFields.inStock.default(true),
    tags: productFields.tags.default([]),
    packageType: productFields.packageType.default(null),
    piecesPerBox: productFields.piecesPerBox.default(null),
    productCode: productFields.productCode.default(null),
    hsn: productFields.hsn.default(null),
    gstRate: productFields.gstRate.default(null),
    status: productFields.status.default('active'),
    medias: productFields.medias.default([]),
  })
  .superRefine(checkMrp);
export type ProductInput = z.infer<typeof ProductInputSchema>;
export type ProductInputDraft = z.input<typeof ProductInputSchema>;

/** Some fields of a product (PATCH): only those sent change, e.g. `{inStock: false}` from a toggle. */
export const ProductPatchSchema = z
  .object(productFields)
  .partial()
  .superRefine(checkMrp)
  .refine((p) => Object.values(p).some((v) => v !== undefined), CATALOGUE_ADMIN_MESSAGES.nothingToChange);
export type ProductPatch = z.infer<typeof ProductPatchSchema>;

/** The main picture of an ordered list: the one marked isMain, else the first. */
export function mainMedia<T extends { isMain?: boolean | undefined }>(medias: readonly T[]): T | undefined {
  return medias.find((m) => m.isMain) ?? medias[0];
}

export const BULK_ACTIONS = [
  'in_stock',
  'sold_out',
  'add_tag',
  'remove_tag',
  'set_category',
  'archive',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const ProductBulkSchema = z
  .object({
    ids: z
      .array(z.string().trim().min(1).max(100), { error: 'ids must be a list of product ids' })
      .min(1, 'Select at least one product')
      .max(BULK_IDS_MAX, `At most ${BULK_IDS_MAX} products at once`)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS, { error: `Action must be one of ${BULK_ACTIONS.join(', ')}` }),
    tag: z.enum(PRODUCT_TAGS, { error: `Tags must be among ${PRODUCT_TAGS.join(', ')}` }).optional(),
    categoryId: refId('categoryId').optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.action === 'add_tag' || b.action === 'remove_tag') && !b.tag)
      ctx.addIssue({ code: 'custom', path: ['tag'], message: CATALOGUE_ADMIN_MESSAGES.tagRequired });
    if (b.action === 'set_category' && b.categoryId === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['categoryId'],
        message: CATALOGUE_ADMIN_MESSAGES.categoryRequired,
      });
  });
export type ProductBulk = z.infer<typeof ProductBulkSchema>;

const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /admin/products: every status; search in name (English or Tamil), SKU and product code. */
export const AdminProductListQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  categoryId: z.string().trim().min(1).max(100).optional(),
  brandId: z.string().trim().min(1).max(100).optional(),
  status: z.enum(PRODUCT_STATUSES, { error: "Status must be 'active' or 'inactive'" }).optional(),
  inStock: boolQuery.optional(),
  /** Counted products at or below their low-stock level, or sold out (decision 143). */
  lowStock: boolQuery.optional(),
  tag: z
    .string()
    .transform((v, ctx) => {
      const tag = tagFromQuery(v);
      if (!tag) ctx.addIssue({ code: 'custom', message: `Tag must be among ${PRODUCT_TAGS.join(', ')}` });
      return tag ?? z.NEVER;
    })
    .optional(),
  sort: z.enum(['name', 'updated', 'price']).default('name'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(100_000, 'Page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(ADMIN_PAGE_LIMIT_MAX, `Limit must be at most ${ADMIN_PAGE_LIMIT_MAX}`)
    .default(20),
});
export type AdminProductListQuery = z.infer<typeof AdminProductListQuerySchema>;

const taxonomyName = (what: string) =>
  z
    .string({ error: `${what} name is required` })
    .trim()
    .min(2, `${what} name must be at least 2 characters`)
    .max(TAXONOMY_NAME_MAX, `${what} name must be at most ${TAXONOMY_NAME_MAX} characters`);
const displayOrder = z
  .number({ error: 'Display order must be a whole number' })
  .int('Display order must be a whole number')
  .min(0, 'Display order cannot be negative')
  .max(1_000_000, 'Display order is too large');
const slugOptional = z.preprocess((v) => (v === '' || v === null ? undefined : v), SlugSchema.optional());

const categoryFields = {
  name: taxonomyName('Category'),
  /** Shown to shoppers who choose Tamil; null: they see `name`. */
  nameTa: tamilText('Category name in Tamil', TAXONOMY_NAME_MAX),
  slug: slugOptional,
  description: optionalText('Description', 1000),
  imageUrl: optionalUrl,
  parentId: refId('parentId'),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  displayOrder,
};

/** A category (POST, and PUT replacing it; slug generated from the name on create, kept when omitted on PUT). */
export const CategoryInputSchema = z.object({
  ...categoryFields,
  nameTa: categoryFields.nameTa.default(null),
  description: categoryFields.description.default(null),
  imageUrl: categoryFields.imageUrl.default(null),
  parentId: categoryFields.parentId.default(null),
  isActive: categoryFields.isActive.default(true),
  displayOrder: displayOrder.default(0),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;
export const CategoryPatchSchema = z
  .object(categoryFields)
  .partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), CATALOGUE_ADMIN_MESSAGES.nothingToChange);
export type CategoryPatch = z.infer<typeof CategoryPatchSchema>;

/** A drag-and-drop order: each category's displayOrder becomes its index in `ids`. */
export const CategoryOrderSchema = z.object({
  ids: z
    .array(z.string().trim().min(1).max(100), { error: 'ids must be a list of category ids' })
    .min(1, 'Send at least one category id')
    .max(1000, 'At most 1000 categories')
    .refine((ids) => new Set(ids).size === ids.length, 'Each category may appear only once'),
});
export type CategoryOrder = z.infer<typeof CategoryOrderSchema>;

const brandFields = {
  name: taxonomyName('Brand'),
  slug: slugOptional,
  description: optionalText('Description', 1000),
  logo: optionalUrl,
  website: z.preprocess(
    emptyAsNull,
    z
      .string({ error: 'Website must be text' })
      .trim()
      .max(300, 'Website must be at most 300 characters')
      .regex(/^https?:\/\/[^\s"'<>]+$/, 'Website must start with http:// or https://')
      .nullable(),
  ),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }),
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  displayOrder,
};

export const BrandInputSchema = z.object({
  ...brandFields,
  description: brandFields.description.default(null),
  logo: brandFields.logo.default(null),
  website: brandFields.website.default(null),
  isFeatured: brandFields.isFeatured.default(false),
  isActive: brandFields.isActive.default(true),
  displayOrder: displayOrder.default(0),
});
export type BrandInput = z.infer<typeof BrandInputSchema>;
export const BrandPatchSchema = z
  .object(brandFields)
  .partial()
  .refine((p) => Object.values(p).some((v) => v !== undefined), CATALOGUE_ADMIN_MESSAGES.nothingToChange);
export type BrandPatch = z.infer<typeof BrandPatchSchema>;
