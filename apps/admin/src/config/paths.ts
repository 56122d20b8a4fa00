// The one list of console routes (all under /admin, the Vite base and the router's basename).
export const BASENAME = '/admin';

export const paths = {
  login: { path: '/login', getHref: () => '/login' },
  acceptInvite: { path: '/accept-invite', getHref: () => '/accept-invite' },
  inbox: { path: '/', getHref: () => '/' },
  enquiry: { path: '/enquiries/:id', getHref: (id: string) => `/enquiries/${encodeURIComponent(id)}` },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  customers: { path: '/customers', getHref: () => '/customers' },
  customer: { path: '/customers/:id', getHref: (id: string) => `/customers/${encodeURIComponent(id)}` },
  staff: { path: '/staff', getHref: () => '/staff' },
  audit: { path: '/audit', getHref: () => '/audit' },
  settings: { path: '/settings', getHref: () => '/settings' },
} as const;
