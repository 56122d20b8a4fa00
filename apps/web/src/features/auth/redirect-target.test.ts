import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('prefers the origin location the protected route passed', () => {
    expect(
      redirectTarget({
        search: '?redirectTo=%2Fprofile',
        state: { from: { pathname: '/enquiries/o1', search: '?x=1' } },
      }),
    ).toBe('/enquiries/o1?x=1');
  });

  it('falls back to ?redirectTo= (a reload loses router state)', () => {
    expect(redirectTarget({ search: '?redirectTo=%2Fcheckout', state: null })).toBe('/checkout');
  });

  it.each(['//evil.example/x', 'https://evil.example', '/\\evil.example', '/login?redirectTo=/login'])(
    'never leaves the site or loops: %s',
    (target) => {
      expect(redirectTarget({ search: `?redirectTo=${encodeURIComponent(target)}`, state: null })).toBe('/');
    },
  );
});
