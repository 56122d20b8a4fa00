// Response shapes of the public catalogue (§3), as zod for the OpenAPI document. They mirror
// packages/domain/src/api-types.ts: money in rupees, tags as stored.
import { z } from 'zod';

export const RefSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameTa: z.string().nullable().optional().describe("A category's name in Tamil; brands have none"),
  slug: z.string(),
});
const nameTa = z
  .string()
  .nullable()
  .describe('The name in Tamil staff entered, shown to shoppers who choose Tamil; null: show name');

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameTa,
  slug: z.string(),
  price: z.number().describe('Selling price in rupees'),
  originalPrice: z.number().nullable().describe('MRP in rupees'),
  image: z.string().nullable(),
  category: RefSchema.nullable(),
  description: z.string().nullable(),
  inStock: z.boolean(),
  availableQuantity: z
    .number()
    .int()
    .nullable()
    .describe('Units still available when the shop counts this product, else null (not counted)'),
  featured: z.boolean().describe("Derived from the tag 'Featured'"),
  isNew: z.boolean().describe("Derived from the tag 'New'"),
  medias: z.array(
    z.object({ type: z.enum(['image', 'video']), url: z.string(), alt: z.string().nullable().optional() }),
  ),
  productCode: z.string().nullable(),
  sku: z.string(),
  brand: RefSchema.nullable(),
  packSize: z.string().nullable().describe("The shop's packageType, e.g. '1 Box'"),
  piecesPerBox: z.number().int().nullable(),
  discount: z.number().int().describe('Rounded percent off originalPrice'),
  tags: z.array(z.string()),
  status: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});

export const CategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameTa,
  slug: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  parentId: z.string().nullable(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
  productCount: z.number().int().optional().describe('Active products in it and its subcategories'),
});

export type CategoryTreeNodeShape = z.infer<typeof CategorySchema> & { children: CategoryTreeNodeShape[] };
export const CategoryTreeNodeSchema: z.ZodType<CategoryTreeNodeShape> = CategorySchema.extend({
  get children() {
    return z.array(CategoryTreeNodeSchema);
  },
});

export const BrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  productsCount: z.number().int(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  displayOrder: z.number().int(),
});

/** Path parameters: ids and slugs are short; anything longer cannot exist, so it is refused early. */
export const lookupParam = (field: string) =>
  z.string().trim().min(1, `${field} is required`).max(100, `${field} must be at most 100 characters`);
