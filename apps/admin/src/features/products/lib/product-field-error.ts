// Which form field a server refusal (400 / 409) is about: 'sku: …' names it; otherwise the message's
// own words do ('SKU already used by …', 'Web address (slug) already used by …', 'Price must be …').
import { ApiError } from '../../../lib/api-client.ts';

export type ProductField =
  | 'name'
  | 'nameTa'
  | 'slug'
  | 'price'
  | 'originalPrice'
  | 'categoryId'
  | 'brandId'
  | 'description'
  | 'inStock'
  | 'tags'
  | 'packageType'
  | 'piecesPerBox'
  | 'productCode'
  | 'sku'
  | 'status'
  | 'medias';

const FIELDS: readonly ProductField[] = [
  'name',
  'nameTa',
  'slug',
  'price',
  'originalPrice',
  'categoryId',
  'brandId',
  'description',
  'inStock',
  'tags',
  'packageType',
  'piecesPerBox',
  'productCode',
  'sku',
  'status',
  'medias',
];

const WORDS: [RegExp, ProductField][] = [
  [/^SKU\b/i, 'sku'],
  [/\(slug\)|^slug\b/i, 'slug'],
  [/^MRP|originalPrice/, 'originalPrice'],
  [/^Price\b/, 'price'],
  [/^Name in Tamil\b/i, 'nameTa'],
  [/^Name\b/, 'name'],
  [/^Pieces per box/i, 'piecesPerBox'],
  [/^Product code/i, 'productCode'],
  [/packageType|^Pack size/i, 'packageType'],
  [/^Description/i, 'description'],
  [/^Tags?\b/i, 'tags'],
  [/^Status/i, 'status'],
  [/picture|medias/i, 'medias'],
];

export function productFieldError(error: unknown): { field: ProductField; message: string } | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null;
  const prefixed = /^([\w.]+):\s*(.+)$/.exec(error.message);
  if (prefixed) {
    const field = prefixed[1]!.split('.')[0] as ProductField;
    if (FIELDS.includes(field)) return { field, message: prefixed[2]! };
  }
  const word = WORDS.find(([re]) => re.test(error.message));
  return word ? { field: word[1], message: error.message } : null;
}
