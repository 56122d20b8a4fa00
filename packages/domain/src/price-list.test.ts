import { describe, expect, it } from 'vitest';
import {
  PRICE_LIST_COLUMNS,
  PRICE_LIST_MESSAGES,
  PriceListError,
  mapHeaderRow,
  matchHeader,
  parsePieces,
  parsePriceList,
  parseRupees,
  parseYesNo,
  skuBase,
  slugify,
  uniqueValue,
  type SheetRow,
} from './price-list.ts';

describe('header matching', () => {
  it('reads the canonical columns back', () => {
    expect(PRICE_LIST_COLUMNS.map(matchHeader)).toEqual([
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
    ]);
  });

  it('reads a stock count column apart from the Yes/No Stock column (decision 143)', () => {
    expect(['Stock Qty', 'Closing Stock', 'Qty in Stock', 'On Hand'].map(matchHeader)).toEqual([
      'stock',
      'stock',
      'stock',
      'stock',
    ]);
    expect(matchHeader('Stock')).toBe('inStock');
  });

  it.each([
    ['Rate', 'price'],
    ['Offer Price', 'price'],
    ['offer  rate', 'price'],
    ['DISCOUNT RATE', 'price'],
    ['Selling Price', 'price'],
    ['Net Rate', 'price'],
    ['Rate (Rs.)', 'price'],
    ['Rate Rs', 'price'],
    ['MRP', 'mrp'],
    ['M.R.P.', 'mrp'],
    ['MRP (₹)', 'mrp'],
    ['Actual Price', 'mrp'],
    ['Actual Rate', 'mrp'],
    ['List Price', 'mrp'],
    ['Content', 'content'],
    ['Pack', 'content'],
    ['Packing', 'content'],
    ['Contents', 'content'],
    ['Pcs', 'pieces'],
    ['Pieces', 'pieces'],
    ['Qty per box', 'pieces'],
    ['Qty/Box', null],
    ['Item', 'name'],
    ['Product', 'name'],
    ['Particulars', 'name'],
    ['Name', 'name'],
    ['Code', 'productCode'],
    ['Item Code', 'productCode'],
    ['S. No.', 'sno'],
    ['Sl.No', 'sno'],
    ['Qty', null],
    ['Amount', null],
    ['', null],
  ])('%s → %s', (header, field) => {
    expect(matchHeader(header)).toBe(field);
  });

  it('needs a name and a price column to call a row the header', () => {
    expect(mapHeaderRow(['Sri Murugan Fireworks', null, 'Sivakasi'])).toBeNull();
    expect(mapHeaderRow(['Sl.No', 'Particulars', 'Pack', 'Actual Rate', 'Net Rate'])).toEqual({
      sno: 0,
      name: 1,
      content: 2,
      mrp: 3,
      price: 4,
    });
  });
});

describe('Indian number formats', () => {
  it.each([
    [250, 250],
    ['250', 250],
    ['1,250.00', 1250],
    ['₹ 1,250', 1250],
    ['₹1,250.50', 1250.5],
    ['Rs.250', 250],
    ['Rs 250/-', 250],
    ['rs. 1,00,000', 100000],
    ['INR 75', 75],
    ['  40 ', 40],
  ])('%s → %s', (value, rupees) => {
    expect(parseRupees(value)).toBe(rupees);
  });

  it('empty is null, words are not numbers', () => {
    expect(parseRupees('')).toBeNull();
    expect(parseRupees(null)).toBeNull();
    expect(parseRupees('abc')).toBeNaN();
    expect(parseRupees('12abc')).toBeNaN();
    expect(parseRupees('-5')).toBeNaN();
  });

  it('pieces and yes/no', () => {
    expect(parsePieces('10 pcs')).toBe(10);
    expect(parsePieces('1,000')).toBe(1000);
    expect(parsePieces(12.5)).toBeNaN();
    expect(parsePieces('')).toBeNull();
    expect(parseYesNo('Yes')).toBe(true);
    expect(parseYesNo('out of stock')).toBe(false);
    expect(parseYesNo('maybe')).toBeUndefined();
    expect(parseYesNo('')).toBeNull();
  });
});

const sheet = (...rows: (string | number | null)[][]): SheetRow[] =>
  rows.map((cells, i) => ({ line: i + 1, cells }));

describe('parsePriceList', () => {
  it('skips the shop preamble, takes section headings as categories and validates rows', () => {
    const parsed = parsePriceList(
      sheet(
        ['Sri Murugan Fireworks, Sivakasi'],
        ['Ph: 98765 43210'],
        [],
        ['S.No', 'Particulars', 'Pack', 'Pcs', 'Actual Rate', 'Net Rate'],
        ['SPARKLERS'],
        [1, '10 cm Electric', '1 Box', 10, '₹ 150', 'Rs.75'],
        [2, '', '1 Box', 10, 150, 75],
        [3, '15 cm Colour', '1 Box', 10, 'abc', 90],
        ['FLOWER POTS'],
        [4, 'Flower Pots Big', '1 Box', 10, '200', '250'],
        [5, 'Flower Pots Asoka', '1 Box', 'ten', 300, 150],
        [6, 'Flower Pots Special', '1 Box', 5, '1,250.00', ''],
      ),
    );
    expect(parsed.headerLine).toBe(4);
    expect(parsed.rows.map((r) => [r.line, r.name, r.category, r.pricePaise, r.mrpPaise, r.pieces])).toEqual([
      [6, '10 cm Electric', 'SPARKLERS', 7500, 15000, 10],
    ]);
    expect(parsed.invalid).toEqual([
      { line: 7, reason: 'Line 7: product name is missing' },
      { line: 8, reason: "Line 8: MRP 'abc' is not a number" },
      { line: 10, reason: 'Line 10: offer price ₹250 is above the MRP ₹200' },
      { line: 11, reason: "Line 11: pieces 'ten' is not a whole number" },
      { line: 12, reason: 'Line 12: offer price is missing' },
    ]);
  });

  it('reads a Stock Qty count: blank leaves the count alone, words and negatives are refused', () => {
    const parsed = parsePriceList(
      sheet(
        ['Product Name', 'Rate', 'Stock Qty'],
        ['Bijili', 40, 120],
        ['Chakkar', 60, '1,200 Nos'],
        ['Rocket', 80, ''],
        ['Atom bomb', 90, 'plenty'],
        ['Flower pot', 90, -3],
      ),
    );
    expect(parsed.rows.map((r) => [r.name, r.stock])).toEqual([
      ['Bijili', 120],
      ['Chakkar', 1200],
      ['Rocket', undefined],
    ]);
    expect(parsed.invalid).toEqual([
      { line: 5, reason: "Line 5: stock 'plenty' is not a whole number" },
      { line: 6, reason: "Line 6: stock '-3' is not a whole number" },
    ]);
  });

  it('refuses a SKU given twice, reads In Stock and Status, and says when there is no header', () => {
    const parsed = parsePriceList(
      sheet(
        ['Product Name', 'Rate', 'SKU', 'In Stock', 'Status', 'Category'],
        ['Bijili', 40, 'BJ-1', 'No', 'inactive', 'Bombs'],
        ['Bijili Red', 45, 'bj-1', 'Yes', '', 'Bombs'],
        ['Atom', 60, 'AT 1', '', '', 'Bombs'],
        ['Hydro', 60, '', 'maybe', '', ''],
        ['Chorsa', 60, '', '', 'gone', ''],
      ),
    );
    expect(parsed.rows).toMatchObject([
      { line: 2, sku: 'BJ-1', inStock: false, status: 'inactive', category: 'Bombs', mrpPaise: undefined },
    ]);
    expect(parsed.invalid.map((i) => i.reason)).toEqual([
      "Line 3: SKU 'bj-1' is also on line 2",
      "Line 4: SKU cannot contain spaces or quotes ('AT 1')",
      "Line 5: in stock 'maybe' should be Yes or No",
      "Line 6: status 'gone' should be active, inactive or draft",
    ]);
    expect(() => parsePriceList(sheet(['Name'], ['Bijili']))).toThrow(PriceListError);
    expect(() => parsePriceList(sheet(['Name'], ['Bijili']))).toThrow(PRICE_LIST_MESSAGES.noHeader);
  });
});

describe('slugs and SKUs', () => {
  it('makes unique slugs and readable SKUs', () => {
    expect(slugify('2¾" Kuruvi')).toBe('2-3-4-inch-kuruvi');
    const taken = new Set(['bijili']);
    expect(uniqueValue('bijili', taken)).toBe('bijili-2');
    expect(uniqueValue('bijili', taken)).toBe('bijili-3');
    expect(skuBase('Sparklers', '10 cm Electric')).toBe('SPA-10-CM-ELECTRIC');
    expect(skuBase(undefined, '!!')).toBe('PRD-ITEM');
  });
});
