// @vitest-environment node
// The server renders the storefront in Node: no window, document, localStorage or sessionStorage. Every
// module the pages are built from must load there without touching them (only handlers and effects may).
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob([
  '../components/**/*.{ts,tsx}',
  '../features/**/*.{ts,tsx}',
  '../hooks/**/*.{ts,tsx}',
  '../lib/**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
]);

describe('storefront modules on the server', () => {
  it('finds the modules', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(100);
  });

  it.each(Object.keys(modules))('%s loads without a browser', async (path) => {
    expect(typeof window).toBe('undefined');
    await expect(modules[path]!()).resolves.toBeTypeOf('object');
  });
});
