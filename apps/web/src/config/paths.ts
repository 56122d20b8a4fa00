// The one list of storefront routes (spec §2). Link with `paths.product.getHref(slug)`, never a string URL.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  shipping: { path: '/shipping', getHref: () => '/shipping' },
  products: {
    path: '/products',
    /** `tag` is one of the §2 query values: new, featured, bestseller, sale. */
    getHref: (query?: { tag?: 'new' | 'featured' | 'bestseller' | 'sale'; search?: string }) => {
      const params = new URLSearchParams();
      if (query?.tag) params.set('tag', query.tag);
      if (query?.search) params.set('search', query.search);
      const qs = params.toString();
      return qs ? `/products?${qs}` : '/products';
    },
  },
  product: { path: '/product/:slug', getHref: (slug: string) => `/product/${encodeURIComponent(slug)}` },
  category: { path: '/category/:slug', getHref: (slug: string) => `/category/${encodeURIComponent(slug)}` },
  categories: { path: '/categories', getHref: () => '/categories' },
  quickBuy: { path: '/quick-buy', getHref: () => '/quick-buy' },
  cart: { path: '/cart', getHref: () => '/cart' },
  /** The enquiry form the cart's 'Submit Enquiry' leads to. */
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  favorites: { path: '/favorites', getHref: () => '/favorites' },
  profile: { path: '/profile', getHref: () => '/profile' },
  enquiries: { path: '/enquiries', getHref: () => '/enquiries' },
  enquiry: { path: '/enquiries/:id', getHref: (id: string) => `/enquiries/${encodeURIComponent(id)}` },
  login: {
    path: '/login',
    /** `redirectTo` is where to go after signing in (the protected page the visitor came from). */
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : '/login',
  },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  safety: { path: '/safety', getHref: () => '/safety' },
} as const;

/** Auth screens: the 401 rule (§4) does not navigate away from these. */
export const AUTH_PATHS: readonly string[] = [paths.login.path];
