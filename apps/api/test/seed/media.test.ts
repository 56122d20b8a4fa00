import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { demoShop } from '../../src/db/seed/demo-shop.ts';
import { demo2Shop } from '../../src/db/seed/demo2-shop.ts';
import { shopMediaFiles } from '../../src/db/seed/art/media-files.ts';
import { mediaPath } from '../../src/db/seed/art/generate-media.ts';
import { productArt } from '../../src/db/seed/art/product-art.ts';

const shops = [demoShop, demo2Shop];
const files = shops.flatMap(shopMediaFiles);

describe('generated demo media', () => {
  it('draws every picture the seeds refer to', () => {
    const urls = new Set(files.map((f) => f.url));
    for (const shop of shops) {
      expect(urls).toContain(shop.company.logo);
      for (const p of shop.products) expect(urls, p.slug).toContain(p.image);
      for (const c of shop.categories) expect(urls, c.slug).toContain(c.imageUrl);
      for (const b of shop.brands) expect(urls, b.slug).toContain(b.logo);
    }
  });

  it('keeps every picture under 4 KB', () => {
    for (const f of files) expect(Buffer.byteLength(f.svg), f.url).toBeLessThan(4096);
  });

  it('is deterministic, and the committed files are what it draws (run media:generate after changing the seeds)', () => {
    expect(shops.flatMap(shopMediaFiles)).toEqual(files);
    for (const f of files) {
      const onDisk = mediaPath(f.url);
      expect(fs.existsSync(onDisk), onDisk).toBe(true);
      expect(fs.readFileSync(onDisk, 'utf8'), f.url).toBe(f.svg);
    }
  });

  it('writes names safely into the SVG', () => {
    const svg = productArt({
      slug: 'x',
      name: '2¾" Kuruvi <Special> & Co',
      kind: 'bomb',
      caption: "Kids' pack",
    });
    expect(svg).toContain('2¾&quot; Kuruvi');
    expect(svg).toContain('&lt;Special&gt; &amp;');
    expect(svg).not.toContain('<Special>');
  });

  it('produces pictures an image decoder can render', async () => {
    for (const f of files) {
      const meta = await sharp(Buffer.from(f.svg)).metadata();
      expect(meta.format, f.url).toBe('svg');
      expect(meta.width, f.url).toBeGreaterThan(0);
    }
    const png = await sharp(Buffer.from(files[0]!.svg)).png().toBuffer();
    expect(png.length).toBeGreaterThan(1000);
  }, 60_000);
});
