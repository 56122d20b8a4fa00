import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './idempotency.ts';

describe('canonicalJson', () => {
  it('ignores key order at every level, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(requestHash({ x: 1, y: [1, 2] })).toBe(requestHash({ y: [1, 2], x: 1 }));
    expect(requestHash({ y: [2, 1] })).not.toBe(requestHash({ y: [1, 2] }));
  });

  it('treats an undefined field as absent', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });
});
