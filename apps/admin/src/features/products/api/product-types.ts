// A product as the staff API returns it: the public Product DTO plus what only staff see.
import type { ProductMedia, Ref } from '@pataka/domain/api-types';

export type AdminProduct = {
  id: string;
  name: string;
  /** Shown to shoppers who choose Tamil; null: they see `name`. */
  nameTa?: string | null;
  slug: string;
  price: number;
  originalPrice: number | null;
  image: string | null;
  medias?: ProductMedia[];
  category: Ref | null;
  brand: Ref | null;
  sku: string;
  productCode: string | null;
  description?: string | null;
  tags: string[];
  status: string;
  inStock: boolean;
  /** Counted stock (decision 143): on hand null = not counted; available = on hand − reserved. */
  stockOnHand?: number | null;
  stockReserved?: number;
  availableQuantity?: number | null;
  lowStockLevel?: number | null;
  /** Invoice HSN and GST percent; null = the shop's default. */
  hsn?: string | null;
  gstRate?: number | null;
  lowStock?: boolean;
  /** The staff API's name; the public DTO calls it packSize. */
  packageType?: string | null;
  packSize?: string | null;
  piecesPerBox: number | null;
};

export type CatalogueRef = {
  id: string;
  name: string;
  slug: string;
  isActive?: boolean;
  parentId?: string | null;
};

export const packageTypeOf = (p: Pick<AdminProduct, 'packageType' | 'packSize'>) =>
  p.packageType ?? p.packSize ?? null;

/** The main picture: `image`, else the first image media. */
export const mainImageOf = (p: Pick<AdminProduct, 'image' | 'medias'>) =>
  p.image || p.medias?.find((m) => m.type === 'image')?.url || null;
