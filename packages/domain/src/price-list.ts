// The Sivakasi price list as a spreadsheet: its columns, how a shop's own headers map onto them, and the
// rules a row must pass before it becomes a product. Shared by the API's import/export and the console.
import { CategoryInputSchema, ProductInputSchema, slugCandidate, slugify } from './catalogue-admin.ts';
import { formatINR, toPaise } from './money.ts';
import { STOCK_MAX } from './stock.ts';

export { slugify };

/** The columns Pataka writes (export, template) and reads first. Status is ours: it keeps drafts and hidden items. */
export const PRICE_LIST_COLUMNS = [
  'S.No',
  'Product Name',
  'Category',
  'Content',
  'Pieces',
  'MRP',
  'Offer Price',
  'SKU',
  'Product Code',
  'In Stock',
  'Stock Qty',
  'Status',
] as const;
export type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];

export const PRICE_LIST_FIELDS = [
  'sno',
  'name',
  'category',
  'content',
  'pieces',
  'mrp',
  'price',
  'sku',
  'productCode',
  'inStock',
  'stock',
  'status',
] as const;
export type PriceListField = (typeof PRICE_LIST_FIELDS)[number];

/** Canonical column → field, in column order. */
export const COLUMN_FIELD: Record<PriceListColumn, PriceListField> = {
  'S.No': 'sno',
  'Product Name': 'name',
  Category: 'category',
  Content: 'content',
  Pieces: 'pieces',
  MRP: 'mrp',
  'Offer Price': 'price',
  SKU: 'sku',
  'Product Code': 'productCode',
  'In Stock': 'inStock',
  'Stock Qty': 'stock',
  Status: 'status',
};

/** The headers shops actually use, per field. Compared after normaliseHeader. */
const SYNONYMS: Record<PriceListField, readonly string[]> = {
  sno: ['S.No', 'S No', 'Sno', 'Sl No', 'Sl.No.', 'Sr No', 'Serial No', 'Serial Number', 'No', 'Number'],
  name: [
    'Product Name',
    'Product',
    'Products',
    'Name',
    'Item',
    'Items',
    'Item Name',
    'Particulars',
    'Product Description',
  ],
  category: ['Category', 'Category Name', 'Categories', 'Group', 'Section'],
  content: ['Content', 'Contents', 'Pack', 'Packing', 'Pack Size', 'Package', 'Package Type', 'Unit'],
  pieces: [
    'Pieces',
    'Pcs',
    'Piece',
    'Qty per box',
    'Quantity per box',
    'Pieces per box',
    'Pcs per box',
    'No of pcs',
    'Nos',
  ],
  mrp: ['MRP', 'Actual Price', 'Actual Rate', 'List Price', 'Original Price', 'Maximum Retail Price'],
  price: [
    'Offer Price',
    'Rate',
    'Offer Rate',
    'Discount Rate',
    'Discount Price',
    'Discounted Price',
    'Selling Price',
    'Selling Rate',
    'Net Rate',
    'Net Price',
    'Our Price',
    'Special Price',
    'Price',
  ],
  sku: ['SKU', 'SKU Code', 'Stock Keeping Unit'],
  productCode: ['Product Code', 'Code', 'Item Code', 'Item No', 'Product No'],
  inStock: ['In Stock', 'Stock', 'Available', 'Availability', 'Stock Status'],
  // Units on hand (decision 143). 'Stock' alone stays the Yes/No column shops already use.
  stock: [
    'Stock Qty',
    'Stock Quantity',
    'Stock Count',
    'Qty in Stock',
    'Quantity in Stock',
    'On Hand',
    'Closing Stock',
    'Balance Stock',
    'Current Stock',
  ],
  status: ['Status', 'Product Status', 'Visibility'],
};

/** Words that decorate a header without changing its meaning: 'Rate (Rs.)', 'MRP in ₹', 'Price / Box'. */
const NOISE_WORDS = new Set(['rs', 'inr', 'in', 'rupees', 'rupee', 'box', 'per']);

/** Lower case, bracketed remarks and ₹ dropped, letters and digits only: 'M.R.P (₹)' → 'mrp'. */
export function normaliseHeader(header: string): string {
  return headerWords(header).join('');
}
function headerWords(header: string): string[] {
  return header
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/₹/g, ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const HEADER_INDEX = new Map<string, PriceListField>();
for (const field of PRICE_LIST_FIELDS) {
  for (const synonym of SYNONYMS[field]) HEADER_INDEX.set(normaliseHeader(synonym), field);
}

/** The field a header cell names, or null: 'Net Rate' → 'price', 'Actual Rate' → 'mrp', 'Pcs' → 'pieces'. */
export function matchHeader(text: unknown): PriceListField | null {
  if (typeof text !== 'string' && typeof text !== 'number') return null;
  const words = headerWords(String(text));
  // 'Rate Rs', 'Price / Box', 'MRP in ₹': tried again without the decorating words.
  return (
    HEADER_INDEX.get(words.join('')) ??
    HEADER_INDEX.get(words.filter((w) => !NOISE_WORDS.has(w)).join('')) ??
    null
  );
}

export type CellValue = string | number | boolean | null | undefined;
export type ColumnMap = Partial<Record<PriceListField, number>>;

/** The columns a header row names (the first cell naming a field wins), or null when it is not a header. */
export function mapHeaderRow(cells: readonly CellValue[]): ColumnMap | null {
  const columns: ColumnMap = {};
  cells.forEach((cell, index) => {
    const field = matchHeader(cell);
    if (field && columns[field] === undefined) columns[field] = index;
  });
  return columns.name !== undefined && columns.price !== undefined ? columns : null;
}

/** How far down a sheet the header row may be: shop name, address and phone often come first. */
export const HEADER_SEARCH_ROWS = 10;

export type SheetRow = { line: number; cells: readonly CellValue[] };

export const PRICE_LIST_MESSAGES = {
  noHeader: `No header row found in the first ${HEADER_SEARCH_ROWS} rows: the sheet needs a product name column and an offer price (rate) column`,
  noRows: 'The price list has no product rows',
};

// ---------------------------------------------------------------- cell rules

/**
 * The product rules are the catalogue editor's (catalogue-admin.ts): name, price, MRP, pack, pieces,
 * product code and SKU go through its field schemas, so a sheet and the product form never disagree.
 */
const FIELD = ProductInputSchema.shape;
const CATEGORY_NAME = CategoryInputSchema.shape.name;
/** The schema's own message when a value breaks a rule, else null. */
function broken(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error?.issues[0]?.message ?? 'is not valid');
}

const isBlank = (value: CellValue) => value === null || value === undefined || String(value).trim() === '';
const text = (value: CellValue) =>
  String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();

const RUPEES_PATTERN = /^(?:₹|rs\.?|inr)?\s*(\d[\d,]*(?:\.\d+)?|\.\d+)\s*(?:\/-|rs\.?|₹)?$/i;

/**
 * A rupee amount as shops write it: 250, '1,250.00', '₹ 1,250', 'Rs.250', 'Rs 250/-', '1,00,000'.
 * Returns the number, null for an empty cell, or NaN when it is not a number.
 */
export function parseRupees(value: CellValue): number | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'boolean') return Number.NaN;
  const match = RUPEES_PATTERN.exec(String(value).trim());
  if (!match) return Number.NaN;
  return Number(match[1]!.replace(/,/g, ''));
}

/** Pieces per box: 10, '10', '10 pcs', '1,000 Nos'. Null when empty, NaN when not a whole number. */
export function parsePieces(value: CellValue): number | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  const match = /^(\d[\d,]*)\s*(?:pcs?|pieces?|nos?\.?|n)?$/i.exec(String(value).trim());
  return match ? Number(match[1]!.replace(/,/g, '')) : Number.NaN;
}

const YES = new Set(['yes', 'y', 'true', '1', 'in stock', 'instock', 'available', 'avl']);
const NO = new Set([
  'no',
  'n',
  'false',
  '0',
  'out of stock',
  'sold out',
  'soldout',
  'not available',
  'na',
  'nil',
]);

/** 'Yes'/'No' and the usual ways of saying it; null when empty, undefined when it is neither. */
export function parseYesNo(value: CellValue): boolean | null | undefined {
  if (isBlank(value)) return null;
  if (typeof value === 'boolean') return value;
  const key = text(value).toLowerCase();
  if (YES.has(key)) return true;
  if (NO.has(key)) return false;
  return undefined;
}

export const IMPORT_STATUSES = ['active', 'inactive', 'draft'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
const STATUS_WORDS: Record<string, ImportStatus> = {
  active: 'active',
  live: 'active',
  shown: 'active',
  inactive: 'inactive',
  hidden: 'inactive',
  disabled: 'inactive',
  draft: 'draft',
};

/** '₹1,250' for a reason a shop owner reads. */
const rupees = (amount: number) => formatINR(amount);

// ---------------------------------------------------------------- rows

/**
 * One valid row. For optional columns `undefined` means "leave the product's value as it is" (the
 * column is missing, or the cell is empty where emptiness has no meaning: SKU, In Stock, Status,
 * Category) and `null` means "clear it" (an empty Content, Pieces, MRP or Product Code cell).
 */
export type PriceListRow = {
  line: number;
  name: string;
  /** From the Category cell, else the section heading above the row. */
  category: string | undefined;
  content: string | null | undefined;
  pieces: number | null | undefined;
  pricePaise: number;
  mrpPaise: number | null | undefined;
  sku: string | undefined;
  productCode: string | null | undefined;
  inStock: boolean | undefined;
  /** Units on hand; undefined (no column, or an empty cell) leaves the product's count as it is. */
  stock: number | undefined;
  status: ImportStatus | undefined;
};

export type InvalidRow = { line: number; reason: string };

export type RowResult = { ok: true; row: PriceListRow } | { ok: false; invalid: InvalidRow };

const cell = (cells: readonly CellValue[], columns: ColumnMap, field: PriceListField): CellValue => {
  const index = columns[field];
  return index === undefined ? undefined : cells[index];
};

/** Checks one product row against the price-list rules; every reason reads "Line N: …". */
export function validatePriceListRow(
  line: number,
  cells: readonly CellValue[],
  columns: ColumnMap,
  sectionCategory?: string,
): RowResult {
  const fail = (reason: string): RowResult => ({
    ok: false,
    invalid: { line, reason: `Line ${line}: ${reason}` },
  });
  const has = (field: PriceListField) => columns[field] !== undefined;
  const raw = (field: PriceListField) => cell(cells, columns, field);
  const shown = (field: PriceListField) => text(raw(field));

  const name = shown('name');
  if (!name) return fail('product name is missing');
  const nameProblem = broken(FIELD.name, name);
  if (nameProblem) return fail(nameProblem);

  const priceRupees = parseRupees(raw('price'));
  if (priceRupees === null) return fail('offer price is missing');
  if (Number.isNaN(priceRupees)) return fail(`offer price '${shown('price')}' is not a number`);
  // Stricter than the product form: ₹0 in a price list is an empty formula, not a free item.
  if (priceRupees <= 0) return fail('offer price must be more than ₹0');
  const priceProblem = broken(FIELD.price, priceRupees);
  if (priceProblem) return fail(`${priceProblem.replace(/^Price/, 'offer price')} (${shown('price')})`);

  let mrpPaise: number | null | undefined;
  if (has('mrp')) {
    const mrp = parseRupees(raw('mrp'));
    if (mrp !== null && Number.isNaN(mrp)) return fail(`MRP '${shown('mrp')}' is not a number`);
    if (mrp !== null && mrp <= 0) return fail('MRP must be more than ₹0');
    const mrpProblem = mrp === null ? null : broken(FIELD.originalPrice, mrp);
    if (mrpProblem) return fail(`${mrpProblem.replace(/^MRP \(originalPrice\)/, 'MRP')} (${shown('mrp')})`);
    if (mrp !== null && toPaise(priceRupees) > toPaise(mrp)) {
      return fail(`offer price ${rupees(priceRupees)} is above the MRP ${rupees(mrp)}`);
    }
    mrpPaise = mrp === null ? null : toPaise(mrp);
  }

  let pieces: number | null | undefined;
  if (has('pieces')) {
    pieces = parsePieces(raw('pieces'));
    if (pieces !== null && Number.isNaN(pieces))
      return fail(`pieces '${shown('pieces')}' is not a whole number`);
    const piecesProblem = broken(FIELD.piecesPerBox, pieces);
    if (piecesProblem) return fail(piecesProblem);
  }

  let content: string | null | undefined;
  if (has('content')) {
    content = shown('content') || null;
    const contentProblem = broken(FIELD.packageType, content);
    if (contentProblem) return fail(contentProblem.replace('Pack size (packageType)', 'content'));
  }

  let productCode: string | null | undefined;
  if (has('productCode')) {
    productCode = shown('productCode') || null;
    const codeProblem = broken(FIELD.productCode, productCode);
    if (codeProblem) return fail(codeProblem);
  }

  let sku: string | undefined;
  if (has('sku') && shown('sku')) {
    sku = shown('sku');
    const skuProblem = broken(FIELD.sku, sku);
    if (skuProblem) return fail(`${skuProblem} ('${sku}')`);
  }

  let category: string | undefined = shown('category') || undefined;
  if (category === undefined && sectionCategory) category = sectionCategory;
  const categoryProblem = category === undefined ? null : broken(CATEGORY_NAME, category);
  if (categoryProblem) return fail(`${categoryProblem} ('${category}')`);

  let inStock: boolean | undefined;
  if (has('inStock')) {
    const value = parseYesNo(raw('inStock'));
    if (value === undefined) return fail(`in stock '${shown('inStock')}' should be Yes or No`);
    inStock = value ?? undefined;
  }

  let stock: number | undefined;
  if (has('stock') && shown('stock')) {
    const value = parsePieces(raw('stock'));
    if (value === null || Number.isNaN(value) || value < 0) {
      return fail(`stock '${shown('stock')}' is not a whole number`);
    }
    if (value > STOCK_MAX) return fail(`stock can be at most ${STOCK_MAX.toLocaleString('en-IN')}`);
    stock = value;
  }

  let status: ImportStatus | undefined;
  if (has('status') && shown('status')) {
    status = STATUS_WORDS[shown('status').toLowerCase()];
    if (!status) return fail(`status '${shown('status')}' should be active, inactive or draft`);
  }

  return {
    ok: true,
    row: {
      line,
      name,
      category,
      content,
      pieces,
      pricePaise: toPaise(priceRupees),
      mrpPaise,
      sku,
      productCode,
      inStock,
      stock,
      status,
    },
  };
}

export type ParsedPriceList = {
  columns: ColumnMap;
  /** The header cells as written, for the console to show what was recognised. */
  headerLine: number;
  rows: PriceListRow[];
  invalid: InvalidRow[];
};

/**
 * A whole sheet: finds the header in the first ten rows (shop name, address and phone lines above it
 * are skipped), skips empty rows, takes a row with a single text cell as a section heading (its text is
 * the category of the rows below that name none), validates each product row and refuses a SKU or
 * product code that appears twice. Throws PriceListError when no header is found.
 */
export function parsePriceList(sheet: readonly SheetRow[]): ParsedPriceList {
  let headerAt = -1;
  let columns: ColumnMap | null = null;
  for (let i = 0; i < Math.min(HEADER_SEARCH_ROWS, sheet.length); i++) {
    columns = mapHeaderRow(sheet[i]!.cells);
    if (columns) {
      headerAt = i;
      break;
    }
  }
  if (!columns) throw new PriceListError(PRICE_LIST_MESSAGES.noHeader);

  const rows: PriceListRow[] = [];
  const invalid: InvalidRow[] = [];
  const skuLines = new Map<string, number>();
  const codeLines = new Map<string, number>();
  let section: string | undefined;
  for (const { line, cells } of sheet.slice(headerAt + 1)) {
    const filled = cells.filter((c) => !isBlank(c));
    if (filled.length === 0) continue;
    if (filled.length === 1 && typeof filled[0] === 'string' && isBlank(cell(cells, columns, 'price'))) {
      section = text(filled[0]).replace(/:$/, '').trim() || section;
      continue;
    }
    const result = validatePriceListRow(line, cells, columns, section);
    if (!result.ok) {
      invalid.push(result.invalid);
      continue;
    }
    const { row } = result;
    if (row.sku) {
      const key = row.sku.toLowerCase();
      const first = skuLines.get(key);
      if (first !== undefined) {
        invalid.push({ line, reason: `Line ${line}: SKU '${row.sku}' is also on line ${first}` });
        continue;
      }
      skuLines.set(key, line);
    }
    if (row.productCode && !row.sku) {
      const key = row.productCode.toLowerCase();
      const first = codeLines.get(key);
      if (first !== undefined) {
        invalid.push({
          line,
          reason: `Line ${line}: product code '${row.productCode}' is also on line ${first}`,
        });
        continue;
      }
      codeLines.set(key, line);
    }
    rows.push(row);
  }
  return { columns, headerLine: sheet[headerAt]!.line, rows, invalid };
}

export class PriceListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PriceListError';
  }
}

// ---------------------------------------------------------------- slugs and SKUs

/**
 * `base`, else `base-2`, `base-3`… (slugCandidate's rule, within the slug length) whichever is not taken;
 * the chosen one is added to `taken`.
 */
export function uniqueValue(base: string, taken: Set<string>, key: (v: string) => string = (v) => v): string {
  let candidate = base;
  for (let n = 2; taken.has(key(candidate)); n++) candidate = slugCandidate(base, n);
  taken.add(key(candidate));
  return candidate;
}

/** A readable SKU for a product the sheet gives none: 'SPA-FLOWER-POTS-BIG' from category and name. */
export function skuBase(category: string | undefined, name: string): string {
  const prefix =
    slugify(category ?? '')
      .replace(/-/g, '')
      .slice(0, 3)
      .toUpperCase() || 'PRD';
  const body = slugify(name).toUpperCase().slice(0, 40).replace(/-+$/, '') || 'ITEM';
  return `${prefix}-${body}`;
}

/** The template's two example rows, in PRICE_LIST_COLUMNS order (S.No filled in by the writer). */
export const PRICE_LIST_EXAMPLES: readonly (readonly (string | number)[])[] = [
  [1, '4" Lakshmi Crackers', 'One Sound Crackers', '1 Pkt', 5, 60, 30, '', '', 'Yes', 120, 'active'],
  [2, '10 cm Electric Sparklers', 'Sparklers', '1 Box', 10, 150, 75, '', '', 'Yes', '', 'active'],
];
