import { describe, expect, it } from 'vitest';
import { keyDiff } from './diff.ts';

describe('keyDiff', () => {
  it('lists only the keys that changed', () => {
    expect(keyDiff({ status: 'pending', total: 10 }, { status: 'confirmed', total: 10, note: 'x' })).toEqual([
      { key: 'status', before: 'pending', after: 'confirmed' },
      { key: 'note', before: undefined, after: 'x' },
    ]);
  });
  it('gives null when a side is not a record', () => {
    expect(keyDiff(null, { a: 1 })).toBeNull();
  });
});
