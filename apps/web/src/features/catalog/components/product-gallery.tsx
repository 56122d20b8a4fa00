import { useState, type Ref } from 'react';
import type { Product } from '@pataka/domain/api-types';
import {
  PRODUCT_PAGE_IMAGE_SIZES,
  ProductImage,
  productImageProps,
  productImageUrl,
} from '../../../components/ui/product-image.tsx';
import { localName, type Named } from '../../../i18n/local-name.ts';
import { catalogText } from '../messages.ts';

/**
 * Every image of a product: `image` first, then the image medias, without repeats. Call it while
 * rendering: the alt texts fall back to the product's name in the current language.
 */
export function galleryImages(product: Pick<Product, 'image' | 'medias'> & Named) {
  const name = localName(product);
  const urls = [product.image, ...product.medias.filter((m) => m.type === 'image').map((m) => m.url)].filter(
    (u): u is string => Boolean(u),
  );
  return [...new Set(urls)].map((url, i) => ({
    url,
    alt: product.medias.find((m) => m.url === url)?.alt || (i ? catalogText.imageAlt(name, i + 1) : name),
  }));
}

/** Thumbnails are 64 px wide on phones, 80 px from `sm`. */
const THUMB_SIZES = '80px';

/** The product page's main picture with thumbnails to switch it (videos among medias play inline). */
export function ProductGallery({
  product,
  imageRef,
}: {
  product: Product;
  imageRef?: Ref<HTMLImageElement>;
}) {
  const images = galleryImages(product);
  const videos = product.medias.filter((m) => m.type === 'video');
  const [active, setActive] = useState(0);
  const current = images[active] ?? images[0];

  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-stone-50">
        <ProductImage
          ref={imageRef}
          src={current?.url ?? productImageUrl(product)}
          alt={current?.alt ?? localName(product)}
          sizes={PRODUCT_PAGE_IMAGE_SIZES}
          priority
          size={640}
          className="p-4"
        />
      </div>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={catalogText.productImages}>
          {images.map((image, i) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={catalogText.showImage(i + 1)}
                aria-current={i === active ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-stone-50 sm:size-20 ${i === active ? 'border-brand-600' : 'border-stone-200 hover:border-stone-400'}`}
              >
                <img
                  {...productImageProps(image.url, THUMB_SIZES)}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {videos.map((video) => (
        <video
          key={video.url}
          src={video.url}
          controls
          preload="none"
          className="mt-3 aspect-video w-full rounded-xl bg-stone-900"
        />
      ))}
    </div>
  );
}
