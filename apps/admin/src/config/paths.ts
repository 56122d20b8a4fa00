// The one list of console routes (all under /admin, the Vite base and the router's basename).
export const BASENAME = '/admin';

export const paths = {
  login: { path: '/login', getHref: () => '/login' },
  acceptInvite: { path: '/accept-invite', getHref: () => '/accept-invite' },
  inbox: { path: '/', getHref: () => '/' },
  enquiry: { path: '/enquiries/:id', getHref: (id: string) => `/enquiries/${encodeURIComponent(id)}` },
  // Dispatch (issue 27): the packing view of one enquiry, and the day's dispatches
  packing: {
    path: '/enquiries/:id/packing',
    getHref: (id: string) => `/enquiries/${encodeURIComponent(id)}/packing`,
  },
  dispatchedToday: { path: '/dispatched-today', getHref: () => '/dispatched-today' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  // Bank-statement reconciliation (issue 16)
  payments: { path: '/payments', getHref: () => '/payments' },
  customers: { path: '/customers', getHref: () => '/customers' },
  customer: { path: '/customers/:id', getHref: (id: string) => `/customers/${encodeURIComponent(id)}` },
  staff: { path: '/staff', getHref: () => '/staff' },
  audit: { path: '/audit', getHref: () => '/audit' },
  settings: { path: '/settings', getHref: () => '/settings' },
  // Two-step sign-in (decision 146)
  twoStep: { path: '/two-step', getHref: () => '/two-step' },
  // Catalogue and shop management (issue "Shop admin")
  setup: { path: '/setup', getHref: () => '/setup' },
  products: { path: '/products', getHref: () => '/products' },
  productNew: { path: '/products/new', getHref: () => '/products/new' },
  product: { path: '/products/:id', getHref: (id: string) => `/products/${encodeURIComponent(id)}` },
  importPriceList: { path: '/import', getHref: () => '/import' },
  categories: { path: '/categories', getHref: () => '/categories' },
  brands: { path: '/brands', getHref: () => '/brands' },
  coupons: { path: '/coupons', getHref: () => '/coupons' },
  flashNews: { path: '/flash-news', getHref: () => '/flash-news' },
  pickupPoints: { path: '/pickup-points', getHref: () => '/pickup-points' },
  shop: { path: '/shop', getHref: () => '/shop' },
  messages: { path: '/messages', getHref: () => '/messages' },
  jobs: { path: '/jobs', getHref: () => '/jobs' },
  shopperMessages: { path: '/shopper-messages', getHref: () => '/shopper-messages' },
  // The accountant's exports (issue 28, decision 150); ?from&to keep the period
  reports: { path: '/reports', getHref: () => '/reports' },
} as const;
