import type { Customer, FlashNews, Product } from '@pataka/domain/api-types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: '10 cm Electric Sparklers',
    slug: '10-cm-electric-sparklers',
    price: 28,
    originalPrice: 140,
    image: '/media/demo/products/10-cm-electric-sparklers.svg',
    category: { id: 'c-1', name: 'Sparklers', slug: 'sparklers' },
    description: 'Bright silver sparks.',
    inStock: true,
    featured: false,
    isNew: false,
    medias: [],
    productCode: 'UC102',
    sku: 'UC-SPK-002',
    brand: null,
    packSize: '1 Box',
    piecesPerBox: 10,
    discount: 80,
    tags: [],
    status: 'active',
    rating: 4.3,
    reviewCount: 10,
    ...overrides,
  };
}

export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'cust-1',
    name: 'Priya',
    phone: '9876543210',
    email: 'priya@example.com',
    tier: 'regular',
    totalSpent: 0,
    totalOrders: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    shippingAddresses: [],
    wishlist: [],
    ...overrides,
  };
}

export function makeFlashNews(overrides: Partial<FlashNews> = {}): FlashNews {
  return {
    id: 'n-1',
    title: 'Festival sale',
    message: 'Up to 80% off',
    type: 'info',
    link: null,
    isActive: true,
    priority: 1,
    startDate: null,
    endDate: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
