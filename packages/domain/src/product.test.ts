import { describe, expect, it } from 'vitest';
import { PRODUCT_TAGS, SORT_FIELDS, TAG_QUERY_MAP, tagFromQuery } from './product.ts';

describe('product tags', () => {
  it('stores tags with the spec casing', () => {
    expect(PRODUCT_TAGS).toEqual(['New', 'Featured', 'bestseller', 'sale']);
  });

  it('maps every /products?tag= value of §2 to a stored tag', () => {
    expect(TAG_QUERY_MAP).toEqual({
      new: 'New',
      featured: 'Featured',
      bestseller: 'bestseller',
      sale: 'sale',
    });
    expect(tagFromQuery('new')).toBe('New');
    expect(tagFromQuery('Featured')).toBe('Featured');
    expect(tagFromQuery(' sale ')).toBe('sale');
  });

  it('ignores unknown or prototype-ish tag values', () => {
    expect(tagFromQuery('clearance')).toBeUndefined();
    expect(tagFromQuery('toString')).toBeUndefined();
    expect(tagFromQuery('__proto__')).toBeUndefined();
  });

  it('lists the sort fields', () => {
    expect(SORT_FIELDS).toEqual(['price', 'name', 'newest', 'popularity']);
  });
});
