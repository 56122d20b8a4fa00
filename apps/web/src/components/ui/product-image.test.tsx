import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PRODUCT_IMAGE_SIZES as SERVER_PRELOAD_SIZES } from '../../ssr/page-heads.ts';
import {
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_PAGE_IMAGE_SIZES,
  ProductImage,
  productImageProps,
} from './product-image.tsx';

const HASH = '0123456789abcdef0123456789abcdef';
const img = () => document.querySelector('img')!;

describe('ProductImage', () => {
  it('offers an uploaded picture at 320, 640 and 1200 px, sized for a grid card', () => {
    render(
      <ProductImage src={`/media/demo/products/${HASH}-640.webp`} alt="" sizes={PRODUCT_CARD_IMAGE_SIZES} />,
    );
    expect(img()).toHaveAttribute('src', `/media/demo/products/${HASH}-640.webp`);
    expect(img()).toHaveAttribute(
      'srcset',
      `/media/demo/products/${HASH}-320.webp 320w, /media/demo/products/${HASH}-640.webp 640w, /media/demo/products/${HASH}-1200.webp 1200w`,
    );
    expect(img()).toHaveAttribute('sizes', '(min-width: 1024px) 240px, (min-width: 640px) 30vw, 45vw');
    // The box is reserved before the picture arrives, and it waits until scrolled near.
    expect(img()).toHaveAttribute('width', '400');
    expect(img()).toHaveAttribute('height', '400');
    expect(img()).toHaveAttribute('loading', 'lazy');
  });

  it("serves the shop's SVG art as the API's rasterised WebP sizes", () => {
    render(<ProductImage src="/media/demo/products/anar.svg" alt="Anar" sizes={PRODUCT_CARD_IMAGE_SIZES} />);
    expect(screen.getByRole('img', { name: 'Anar' })).toHaveAttribute(
      'src',
      '/media/demo/products/anar-640.webp',
    );
    expect(img().getAttribute('srcset')).toBe(
      '/media/demo/products/anar-320.webp 320w, /media/demo/products/anar-640.webp 640w, /media/demo/products/anar-1200.webp 1200w',
    );
  });

  it('shows a picture from elsewhere as it is, with no srcset', () => {
    render(<ProductImage src="https://cdn.example.com/rocket.png" alt="" sizes={PRODUCT_CARD_IMAGE_SIZES} />);
    expect(img()).toHaveAttribute('src', 'https://cdn.example.com/rocket.png');
    expect(img()).not.toHaveAttribute('srcset');
    expect(img()).not.toHaveAttribute('sizes');
  });

  it('loads the product page picture at once, with high priority and the sizes the server preloads', () => {
    render(
      <ProductImage
        src="/media/demo/products/anar.svg"
        alt="Anar"
        sizes={PRODUCT_PAGE_IMAGE_SIZES}
        priority
        size={640}
      />,
    );
    expect(img()).toHaveAttribute('loading', 'eager');
    expect(img()).toHaveAttribute('fetchpriority', 'high');
    expect(img()).toHaveAttribute('sizes', SERVER_PRELOAD_SIZES);
    expect(img()).toHaveAttribute('width', '640');
  });

  it('shows the shop mark when the product has no picture', () => {
    render(<ProductImage src={null} alt="Gift Box" sizes={PRODUCT_CARD_IMAGE_SIZES} />);
    expect(screen.getByRole('img', { name: 'Gift Box' }).tagName).toBe('DIV');
  });
});

describe('productImageProps', () => {
  it('gives small thumbnails the same sizes, so a 40 px row picks the 320 px file', () => {
    expect(productImageProps('/media/demo/products/anar.svg', '40px')).toEqual({
      src: '/media/demo/products/anar-640.webp',
      srcSet:
        '/media/demo/products/anar-320.webp 320w, /media/demo/products/anar-640.webp 640w, /media/demo/products/anar-1200.webp 1200w',
      sizes: '40px',
    });
  });
});
