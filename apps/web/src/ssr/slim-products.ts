// Server only: the products of the lists a page draws travel twice, once as card markup and once in the
// dehydrated query cache the browser hydrates from (issue 30). A card, a Quick Buy row, add to cart and
// the favourite button read only a product's short fields; the rest (description, gallery, brand,
// rating) is the product page's, which reads its own query. So list queries carry the short fields, the
// others set to their empty values (the type still holds), about half the bytes per product.
import type { DehydratedState } from '@tanstack/react-query';
import type { Product } from '@pataka/domain/api-types';

export function slimProduct(p: Product): Product {
  return {
    id: p.id,
    name: p.name,
    ...(p.nameTa ? { nameTa: p.nameTa } : {}),
    slug: p.slug,
    price: p.price,
    originalPrice: p.originalPrice,
    image: p.image,
    category: p.category && {
      id: p.category.id,
      name: p.category.name,
      ...(p.category.nameTa ? { nameTa: p.category.nameTa } : {}),
      slug: p.category.slug,
    },
    description: null,
    inStock: p.inStock,
    availableQuantity: p.availableQuantity ?? null,
    featured: p.featured,
    isNew: p.isNew,
    medias: [],
    productCode: p.productCode,
    sku: p.sku,
    brand: null,
    packSize: p.packSize,
    piecesPerBox: p.piecesPerBox,
    discount: p.discount,
    tags: p.tags,
    status: p.status,
    rating: null,
    reviewCount: 0,
  };
}

type ListData = { data: Product[] } | Product[];

/** Product lists ('products', 'list' | 'all-pages') with short products; everything else as it was. */
export function slimProductLists(state: DehydratedState): DehydratedState {
  for (const query of state.queries as Array<DehydratedState['queries'][number]>) {
    const [scope, kind] = query.queryKey as unknown[];
    const data = query.state.data as ListData | undefined;
    if (scope !== 'products' || (kind !== 'list' && kind !== 'all-pages') || !data) continue;
    // A new state object: dehydrate() hands out the cache's own, which the page's head may still read.
    query.state = {
      ...query.state,
      data: Array.isArray(data) ? data.map(slimProduct) : { ...data, data: data.data.map(slimProduct) },
    };
  }
  return state;
}
