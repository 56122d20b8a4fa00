import { describe, expect, it } from 'vitest';
import type { BusinessHours, Category } from '@pataka/domain/api-types';
import { productImageSources, productPreviewPath, shopPreviewPath } from '@pataka/domain/seo';
import { makeProduct } from '../testing/fixtures.ts';
import { makeCompany } from '../testing/shop-fixtures.ts';
import { renderHead } from './head.ts';
import {
  categoryHead,
  documentTitle,
  homeHead,
  listHead,
  notFoundHead,
  productHead,
  productsCopy,
  productPreviewInput,
  shellHead,
  shopPreviewInput,
  staticPageHead,
  type PageContext,
} from './page-heads.ts';

const unique = makeCompany({ logo: '/media/demo/logo.svg' });
const kaveri = makeCompany({
  companyName: 'Kaveri Fireworks',
  tagline: 'Colours of the Kaveri delta',
  logo: '/media/demo2/logo.svg',
  phone: '+91 90030 45678',
  email: 'hello@kaveri.example',
  address: {
    street: '12 Big Bazaar Street',
    city: 'Tiruchirappalli',
    state: 'Tamil Nadu',
    zipCode: '620008',
  },
  socialMedia: { instagram: 'https://instagram.com/kaveri', facebook: null },
  upiPayeeName: 'Kaveri Fireworks',
});

const uniqueCtx = (path = '/', search = ''): PageContext => ({
  origin: 'https://uniquecrackers.example',
  tenantId: 'demo',
  keepShopParam: false,
  path,
  search,
});
/** Kaveri reached on the shared demo host with ?shop=demo2: every page URL must keep it. */
const kaveriCtx = (path = '/', search = ''): PageContext => ({
  origin: 'http://localhost:3000',
  tenantId: 'demo2',
  keepShopParam: true,
  path,
  search,
});

/** A JSON-LD block as a crawler reads it: untyped JSON. */
type Json = ReturnType<typeof JSON.parse>;
const jsonLd = (head: { jsonLd: object[] }, type: string): Json =>
  head.jsonLd.find((b) => (b as { '@type': string })['@type'] === type);

const week = (open: string, close: string): BusinessHours => {
  const day = { open, close, isClosed: false };
  return {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  };
};

describe('documentTitle', () => {
  it('adds the shop name unless the title has it', () => {
    expect(documentTitle('Contact Us', 'Kaveri Fireworks')).toBe('Contact Us | Kaveri Fireworks');
    expect(documentTitle('About Kaveri Fireworks', 'Kaveri Fireworks')).toBe('About Kaveri Fireworks');
  });
});

describe('homeHead', () => {
  it('describes the shop with its own name, preview picture and Store data', () => {
    const head = homeHead(uniqueCtx(), { ...unique, businessHours: week('00:00', '23:59') });
    expect(head.title).toBe('Unique Crackers – Sivakasi Crackers Online Enquiry');
    expect(head.canonical).toBe('https://uniquecrackers.example/');
    expect(head.image).toEqual({
      url: `https://uniquecrackers.example${shopPreviewPath('demo', shopPreviewInput(unique))}`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'Unique Crackers',
    });
    const store = jsonLd(head, 'Store');
    expect(store).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Unique Crackers',
      url: 'https://uniquecrackers.example/',
      logo: 'https://uniquecrackers.example/media/demo/logo.svg',
      image: head.image!.url,
      telephone: '+91 94432 12345',
      email: 'sales@uniquecrackers.example',
      priceRange: '₹',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '3/145, Sattur Main Road',
        addressLocality: 'Sivakasi',
        addressRegion: 'Tamil Nadu',
        postalCode: '626123',
        addressCountry: 'IN',
      },
    });
    expect(store.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ]);
  });

  it('groups days by their hours and skips closed days', () => {
    const hours: BusinessHours = {
      ...week('09:00', '21:00'),
      saturday: { open: '10:00', close: '14:00', isClosed: false },
      sunday: { open: '10:00', close: '14:00', isClosed: true },
    };
    const store = jsonLd(homeHead(kaveriCtx(), { ...kaveri, businessHours: hours }), 'Store');
    expect(store.openingHoursSpecification).toEqual([
      expect.objectContaining({
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '21:00',
      }),
      expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' }),
    ]);
  });

  it('leaves out what the shop has not filled in', () => {
    const store = jsonLd(
      homeHead(uniqueCtx(), { ...unique, logo: null, email: null, address: null }),
      'Store',
    );
    expect(store).not.toHaveProperty('logo');
    expect(store).not.toHaveProperty('email');
    expect(store).not.toHaveProperty('address');
    expect(store).not.toHaveProperty('openingHoursSpecification');
    expect(store).not.toHaveProperty('sameAs');
  });

  it('keeps ?shop= on page URLs (not on pictures) when the shop was chosen by it', () => {
    const head = homeHead(kaveriCtx(), kaveri);
    expect(head.canonical).toBe('http://localhost:3000/?shop=demo2');
    expect(head.image!.url).toBe(
      `http://localhost:3000${shopPreviewPath('demo2', shopPreviewInput(kaveri))}`,
    );
    const store = jsonLd(head, 'Store');
    expect(store.url).toBe('http://localhost:3000/?shop=demo2');
    expect(store.logo).toBe('http://localhost:3000/media/demo2/logo.svg');
    expect(store.sameAs).toEqual(['https://instagram.com/kaveri']);
  });
});

describe('productHead', () => {
  const product = makeProduct({
    id: 'p-7',
    name: 'Flower Pots Special',
    slug: 'flower-pots-special',
    price: 120,
    originalPrice: 600,
    image: '/media/demo2/products/flower-pots-special.svg',
    category: { id: 'c-2', name: 'Flower Pots', slug: 'flower-pots' },
    brand: { id: 'b-1', name: 'Vaigai', slug: 'vaigai' },
    sku: 'KF-FP-007',
    description: 'Colourful fountains that rise two metres.',
  });

  it('is a product page with its price, preview picture, preload and Product data', () => {
    const head = productHead(kaveriCtx('/product/flower-pots-special'), kaveri, product);
    const canonical = 'http://localhost:3000/product/flower-pots-special?shop=demo2';
    expect(head.title).toBe('Flower Pots Special | Kaveri Fireworks');
    expect(head.ogType).toBe('product');
    expect(head.canonical).toBe(canonical);
    expect(head.price).toEqual({ amount: 120, currency: 'INR' });
    expect(head.image).toMatchObject({
      url: `http://localhost:3000${productPreviewPath('demo2', productPreviewInput(kaveri, product))}`,
      width: 1200,
      height: 630,
      type: 'image/jpeg',
      alt: 'Flower Pots Special',
    });
    const sources = productImageSources(product.image)!;
    expect(head.preloadImage).toEqual({
      src: sources.src,
      srcSet: sources.srcSet,
      sizes: '(min-width: 768px) 560px, 92vw',
    });
    expect(jsonLd(head, 'Product')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Flower Pots Special',
      description: 'Colourful fountains that rise two metres.',
      image: ['http://localhost:3000/media/demo2/products/flower-pots-special-1200.webp'],
      sku: 'KF-FP-007',
      brand: { '@type': 'Brand', name: 'Vaigai' },
      category: 'Flower Pots',
      offers: {
        '@type': 'Offer',
        price: '120.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: canonical,
        seller: { '@type': 'Organization', name: 'Kaveri Fireworks' },
      },
    });
    expect(jsonLd(head, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/?shop=demo2' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Flower Pots',
        item: 'http://localhost:3000/category/flower-pots?shop=demo2',
      },
      { '@type': 'ListItem', position: 3, name: 'Flower Pots Special', item: canonical },
    ]);
  });

  it('says sold out, writes a description with the price when there is none, and skips a missing category', () => {
    const head = productHead(
      uniqueCtx(),
      unique,
      makeProduct({ description: null, inStock: false, category: null, brand: null, price: 28 }),
    );
    expect(head.description).toBe(
      '10 cm Electric Sparklers (1 Box) at ₹28 from Unique Crackers. Send an enquiry online and we call you within 24 hours.',
    );
    const data = jsonLd(head, 'Product');
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('category');
    expect(
      jsonLd(head, 'BreadcrumbList').itemListElement.map((c: { position: number }) => c.position),
    ).toEqual([1, 2]);
  });

  it('uses an outside picture as it is', () => {
    const head = productHead(uniqueCtx(), unique, makeProduct({ image: 'https://cdn.example/rocket.png' }));
    expect(head.preloadImage).toEqual({ src: 'https://cdn.example/rocket.png' });
    expect(jsonLd(head, 'Product').image).toEqual(['https://cdn.example/rocket.png']);
  });
});

describe('categoryHead', () => {
  const category: Category = {
    id: 'c-2',
    name: 'Flower Pots',
    slug: 'flower-pots',
    image: null,
    description: null,
    parentId: null,
    isActive: true,
    displayOrder: 1,
  };

  it('names the category and the shop, with breadcrumbs through Categories', () => {
    const head = categoryHead(uniqueCtx('/category/flower-pots', '?page=2&minPrice=100'), unique, category);
    expect(head.title).toBe('Flower Pots | Unique Crackers');
    expect(head.description).toContain('Flower Pots from Unique Crackers');
    expect(head.canonical).toBe('https://uniquecrackers.example/category/flower-pots?page=2');
    expect(head.image!.url).toContain('/media/demo/og/shop-');
    expect(jsonLd(head, 'BreadcrumbList').itemListElement.map((c: { item: string }) => c.item)).toEqual([
      'https://uniquecrackers.example/',
      'https://uniquecrackers.example/categories',
      'https://uniquecrackers.example/category/flower-pots',
    ]);
  });
});

describe('list, content and personal pages', () => {
  it('keeps only the query keys that change the product list in its canonical URL', () => {
    const ctx = kaveriCtx(
      '/products',
      '?minPrice=100&sort=price-asc&page=1&tag=new&utm_source=wa&shop=demo2',
    );
    const head = listHead(ctx, kaveri, productsCopy(ctx.search));
    expect(head.title).toBe('New Arrivals | Kaveri Fireworks');
    expect(head.canonical).toBe('http://localhost:3000/products?tag=new&sort=price-asc&shop=demo2');
    expect(listHead(uniqueCtx('/products', '?page=3'), unique, productsCopy('')).canonical).toBe(
      'https://uniquecrackers.example/products?page=3',
    );
  });

  it('titles a search by its words, as the products page does', () => {
    expect(productsCopy('?search=flower+pot&tag=new').title).toBe('Search: flower pot');
    expect(productsCopy('').title).toBe('All Products');
  });

  it("uses the routes' own words for content pages, with this shop's name", () => {
    const about = staticPageHead(kaveriCtx('/about/'), kaveri)!;
    expect(about.title).toBe('About Kaveri Fireworks');
    expect(about.description).toMatch(/^Kaveri Fireworks is a licensed fireworks shop in Tiruchirappalli/);
    expect(about.canonical).toBe('http://localhost:3000/about?shop=demo2');
    expect(about.robots).toBeUndefined();
    expect(staticPageHead(uniqueCtx('/quick-buy', '?page=2'), unique)!.canonical).toBe(
      'https://uniquecrackers.example/quick-buy',
    );
    expect(staticPageHead(uniqueCtx('/safety'), unique)!.title).toBe('Safety Guidelines | Unique Crackers');
    expect(staticPageHead(uniqueCtx('/product/x'), unique)).toBeNull();
  });

  it('keeps personal and missing pages out of search results', () => {
    const cart = staticPageHead(uniqueCtx('/cart'), unique)!;
    expect(cart.title).toBe('Your Cart | Unique Crackers');
    expect(cart.robots).toBe('noindex');
    expect(staticPageHead(uniqueCtx('/enquiries/o-1'), unique)!.title).toBe(
      'Enquiry Details | Unique Crackers',
    );
    expect(shellHead(uniqueCtx('/profile'), unique, 'My Profile').robots).toBe('noindex');
    const missing = notFoundHead(kaveriCtx('/product/gone', '?x=1'), kaveri, 'Product not found');
    expect(missing.title).toBe('Product not found | Kaveri Fireworks');
    expect(missing.robots).toBe('noindex');
    expect(missing.canonical).toBe('http://localhost:3000/product/gone?shop=demo2');
  });
});

describe('two shops', () => {
  it("never show one shop's name on the other's pages", () => {
    const pages = (ctx: (path?: string) => PageContext, company: typeof unique) => [
      homeHead(ctx(), company),
      productHead(
        ctx('/product/p'),
        company,
        makeProduct({ image: `/media/${ctx().tenantId}/products/10-cm-electric-sparklers.svg` }),
      ),
      staticPageHead(ctx('/about'), company)!,
      staticPageHead(ctx('/privacy'), company)!,
      staticPageHead(ctx('/terms'), company)!,
    ];
    for (const head of pages(kaveriCtx, kaveri)) {
      const html = renderHead(head);
      expect(html).toContain('Kaveri Fireworks');
      expect(html).not.toMatch(/Unique|uniquecrackers|\/media\/demo\//);
    }
    for (const head of pages(uniqueCtx, unique)) {
      const html = renderHead(head);
      expect(html).toContain('Unique Crackers');
      expect(html).not.toMatch(/Kaveri|demo2/);
    }
  });
});
