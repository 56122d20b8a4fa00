// The product form edits a copy shaped like the domain's ProductInputSchema (the object the API validates).
import type { ProductInput, ProductInputDraft, ProductMediaInput } from '@pataka/domain/catalogue-admin';
import type { ProductStatus } from '@pataka/domain/product';
import { mainImageOf, packageTypeOf, type AdminProduct } from '../api/product-types.ts';

export type { ProductInput };
export type ProductMedia = ProductMediaInput;

/** Every field the form shows, with the types its inputs hold ('' for an empty number box). */
export type ProductFormValues = Omit<
  ProductInputDraft,
  'price' | 'originalPrice' | 'piecesPerBox' | 'medias' | 'tags' | 'status' | 'hsn' | 'gstRate'
> & {
  /** '' = the shop's default HSN and rate (3604, 18 %). */
  hsn: string;
  gstRate: number | '' | null;
  name: string;
  nameTa: string;
  slug: string;
  price: number | '';
  originalPrice: number | '' | null;
  piecesPerBox: number | '' | null;
  categoryId: string;
  brandId: string;
  description: string;
  inStock: boolean;
  tags: string[];
  packageType: string;
  productCode: string;
  sku: string;
  status: ProductStatus;
  medias: ProductMedia[];
};

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  nameTa: '',
  slug: '',
  price: '',
  originalPrice: '',
  categoryId: '',
  brandId: '',
  description: '',
  inStock: true,
  tags: [],
  packageType: '',
  piecesPerBox: '',
  productCode: '',
  hsn: '',
  gstRate: '',
  sku: '',
  status: 'active',
  medias: [],
};

/** The stored product as form values: its main picture first. */
export function toFormValues(p: AdminProduct): ProductFormValues {
  const main = mainImageOf(p);
  const urls = (p.medias ?? []).filter((m) => m.type === 'image').map((m) => m.url);
  if (main && !urls.includes(main)) urls.unshift(main);
  const ordered = main ? [main, ...urls.filter((u) => u !== main)] : urls;
  return {
    name: p.name,
    nameTa: p.nameTa ?? '',
    slug: p.slug,
    price: p.price,
    originalPrice: p.originalPrice ?? '',
    categoryId: p.category?.id ?? '',
    brandId: p.brand?.id ?? '',
    description: p.description ?? '',
    inStock: p.inStock,
    tags: [...p.tags],
    packageType: packageTypeOf(p) ?? '',
    piecesPerBox: p.piecesPerBox ?? '',
    productCode: p.productCode ?? '',
    hsn: p.hsn ?? '',
    gstRate: p.gstRate ?? '',
    sku: p.sku,
    status: p.status === 'inactive' ? 'inactive' : 'active',
    medias: ordered.map((url, i) => ({ url, type: 'image' as const, ...(i === 0 ? { isMain: true } : {}) })),
  };
}

/** A number box's value: '' stays '' (the schema says what is missing), anything else a number. */
export const numberOrEmpty = (v: unknown) => (v === '' || v === null || v === undefined ? '' : Number(v));
