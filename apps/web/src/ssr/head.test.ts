import { describe, expect, it } from 'vitest';
import { renderHead, trimDescription, type PageHead } from './head.ts';

/** The tags as a browser reads them: parsed by jsdom's HTML parser, not matched as text. */
function parseHead(html: string) {
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    doc,
    title: doc.title,
    meta: (name: string) => content(`meta[name="${name}"]`),
    og: (property: string) => content(`meta[property="${property}"]`),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    ),
  };
}

const base = (overrides: Partial<PageHead> = {}): PageHead => ({
  title: 'Flower Pots Special | Kaveri Fireworks',
  description: 'Colourful fountains that rise two metres.',
  canonical: 'https://kaveri.example/product/flower-pots-special',
  ogType: 'product',
  siteName: 'Kaveri Fireworks',
  image: {
    url: 'https://kaveri.example/media/demo2/og/product-p1-0badcafe.jpg',
    width: 1200,
    height: 630,
    alt: 'Flower Pots Special',
    type: 'image/jpeg',
  },
  price: { amount: 120, currency: 'INR' },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Flower Pots Special' }],
  ...overrides,
});

describe('renderHead', () => {
  it('writes title, description, canonical, Open Graph, Twitter and product price tags', () => {
    const head = parseHead(renderHead(base()));
    expect(head.title).toBe('Flower Pots Special | Kaveri Fireworks');
    expect(head.meta('description')).toBe('Colourful fountains that rise two metres.');
    expect(head.canonical).toBe('https://kaveri.example/product/flower-pots-special');
    expect(head.og('og:title')).toBe('Flower Pots Special | Kaveri Fireworks');
    expect(head.og('og:url')).toBe('https://kaveri.example/product/flower-pots-special');
    expect(head.og('og:type')).toBe('product');
    expect(head.og('og:site_name')).toBe('Kaveri Fireworks');
    expect(head.og('og:locale')).toBe('en_IN');
    expect(head.og('og:image')).toBe('https://kaveri.example/media/demo2/og/product-p1-0badcafe.jpg');
    expect(head.og('og:image:secure_url')).toBe(head.og('og:image'));
    expect(head.og('og:image:width')).toBe('1200');
    expect(head.og('og:image:height')).toBe('630');
    expect(head.og('og:image:type')).toBe('image/jpeg');
    expect(head.og('og:image:alt')).toBe('Flower Pots Special');
    expect(head.og('product:price:amount')).toBe('120.00');
    expect(head.og('product:price:currency')).toBe('INR');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:title')).toBe('Flower Pots Special | Kaveri Fireworks');
    expect(head.meta('twitter:image')).toBe(head.og('og:image'));
    expect(head.meta('robots')).toBeNull();
    expect(head.jsonLd).toEqual([
      { '@context': 'https://schema.org', '@type': 'Product', name: 'Flower Pots Special' },
    ]);
  });

  it('leaves out secure_url on plain http and the price on pages without one', () => {
    const head = parseHead(
      renderHead(
        base({
          image: {
            url: 'http://localhost:3000/media/demo/og/shop-0badcafe.jpg',
            width: 1200,
            height: 630,
            alt: 'x',
          },
          price: undefined,
        }),
      ),
    );
    expect(head.og('og:image')).toBe('http://localhost:3000/media/demo/og/shop-0badcafe.jpg');
    expect(head.og('og:image:secure_url')).toBeNull();
    expect(head.og('product:price:amount')).toBeNull();
  });

  it('marks a page noindex when asked', () => {
    expect(parseHead(renderHead(base({ robots: 'noindex' }))).meta('robots')).toBe('noindex');
  });

  it('escapes quotes and tags in every attribute and in the title', () => {
    const name = `"Bijili" <b>Red</b> & 'Green'`;
    const html = renderHead(
      base({ title: name, description: name, canonical: 'https://x.example/p?a=1&b="2"', jsonLd: [] }),
    );
    expect(html).not.toContain('<b>');
    const head = parseHead(html);
    expect(head.title).toBe(name);
    expect(head.meta('description')).toBe(name);
    expect(head.og('og:title')).toBe(name);
    expect(head.canonical).toBe('https://x.example/p?a=1&b="2"');
    // Nothing leaked out of an attribute into a tag of its own.
    expect(head.doc.head.querySelectorAll('b')).toHaveLength(0);
  });

  it('keeps a </script> in a product name inside its JSON-LD block', () => {
    const evil = 'Rocket</script><script>alert(1)</script><!--';
    const html = renderHead(base({ jsonLd: [{ '@type': 'Product', name: evil }] }));
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
    const head = parseHead(html);
    expect(head.doc.head.querySelectorAll('script')).toHaveLength(1);
    expect(head.jsonLd[0].name).toBe(evil);
  });

  it('writes one script per JSON-LD block', () => {
    const head = parseHead(renderHead(base({ jsonLd: [{ a: 1 }, { b: 2 }] })));
    expect(head.jsonLd).toEqual([{ a: 1 }, { b: 2 }]);
  });

  it('preloads the page picture with its srcset and sizes at high priority', () => {
    const html = renderHead(
      base({
        preloadImage: {
          src: '/media/demo/products/a-640.webp',
          srcSet: '/media/demo/products/a-320.webp 320w, /media/demo/products/a-640.webp 640w',
          sizes: '(min-width: 768px) 560px, 92vw',
        },
      }),
    );
    const link = parseHead(html).doc.head.querySelector('link[rel="preload"]')!;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('href')).toBe('/media/demo/products/a-640.webp');
    expect(link.getAttribute('imagesrcset')).toBe(
      '/media/demo/products/a-320.webp 320w, /media/demo/products/a-640.webp 640w',
    );
    expect(link.getAttribute('imagesizes')).toBe('(min-width: 768px) 560px, 92vw');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    expect(parseHead(renderHead(base())).doc.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('cuts a long description at a word boundary', () => {
    const long = `${'Sparkling gold fountain '.repeat(10)}end`;
    const head = parseHead(renderHead(base({ description: long })));
    const description = head.meta('description')!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
    // Whole words only: what precedes the ellipsis is followed by a space in the original.
    expect(long.startsWith(`${description.slice(0, -1)} `)).toBe(true);
    expect(head.og('og:description')).toBe(description);
  });
});

describe('trimDescription', () => {
  it('keeps short text, collapsing whitespace', () => {
    expect(trimDescription('  Bright\n silver   sparks. ')).toBe('Bright silver sparks.');
  });

  it('cuts one endless word rather than leaving nothing', () => {
    const cut = trimDescription('x'.repeat(300));
    expect(cut).toHaveLength(160);
    expect(cut.endsWith('…')).toBe(true);
  });
});
