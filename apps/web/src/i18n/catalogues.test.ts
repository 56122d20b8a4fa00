// Every English catalogue has a complete Tamil translation: a key missing in Tamil fails here (and does
// not compile: translation() is typed against the English), as does a Tamil text left in English.
import { describe, expect, it } from 'vitest';
import { englishCatalogues, translationsOf } from '@pataka/domain/i18n';
import './ta.ts';

// Every storefront catalogue (a feature's messages.ts) and every domain module that defines one.
import.meta.glob(['../**/*messages.ts'], { eager: true });
import.meta.glob(['../../../../packages/domain/src/*.ts', '!**/*.test.ts'], { eager: true });

/** Texts that are the same words in Tamil text too (brand names, codes). */
const SAME_IN_TAMIL =
  /^(?:[\s\d₹%.,:/()+\-–—|•·×#@!?'"&*]|OTP|UPI|UTR|GSTIN|PDF|WhatsApp|Pataka|S\.No|ID|Rs|MRP|Email|PNG|JPEG|WebP|KB|MB)*$/;

describe('Tamil catalogues', () => {
  const english = englishCatalogues();
  const tamil = translationsOf('ta');

  it('found the catalogues', () => {
    expect(english.size).toBeGreaterThan(5);
  });

  for (const [namespace, texts] of english) {
    describe(namespace, () => {
      it('has a Tamil translation with exactly the English keys', () => {
        expect(tamil.has(namespace), `no Tamil catalogue for '${namespace}'`).toBe(true);
        const translated = tamil.get(namespace)!;
        const missing = Object.keys(texts).filter((key) => !(key in translated));
        const extra = Object.keys(translated).filter((key) => !(key in texts));
        expect(missing, `keys missing in Tamil '${namespace}'`).toEqual([]);
        expect(extra, `keys in Tamil '${namespace}' that English does not have`).toEqual([]);
      });

      it('translates every text into Tamil', () => {
        const translated = tamil.get(namespace) ?? {};
        for (const [key, value] of Object.entries(texts)) {
          const ta = translated[key];
          if (ta === undefined) continue;
          expect(typeof ta, `${namespace}.${key}`).toBe(typeof value);
          const sample = (fn: (...args: unknown[]) => string) =>
            fn(...Array.from({ length: fn.length }, (_, i) => (i === 0 ? 'X' : 2)));
          const text = typeof ta === 'function' ? sample(ta) : ta;
          const original = typeof value === 'function' ? sample(value) : value;
          expect(typeof text, `${namespace}.${key}`).toBe('string');
          if (SAME_IN_TAMIL.test(original)) continue;
          expect(text, `${namespace}.${key} is not in Tamil`).toMatch(/[\u0B80-\u0BFF]/);
        }
      });
    });
  }
});
