// Server only: the <head> of a rendered page, from the same query cache the page rendered from.
import type { QueryClient } from '@tanstack/react-query';
import type { Category, CompanyPublic, Product } from '@pataka/domain/api-types';
import type { PageId } from '../app/routes.tsx';
import { companyQueryOptions } from '../features/company/api/get-company.ts';
import { categoryQueryOptions } from '../features/catalog/api/get-category.ts';
import { productQueryOptions } from '../features/catalog/api/get-product.ts';
import { renderHead } from './head.ts';
import {
  categoryHead,
  notFoundHead,
  notFoundTitle,
  productHead,
  staticPageHead,
  type PageContext,
} from './page-heads.ts';

/** When even the shop's details could not be read: a head that names no shop rather than the wrong one. */
const UNKNOWN_SHOP: CompanyPublic = {
  companyName: 'Crackers Shop',
  tagline: null,
  logo: null,
  phone: null,
  alternatePhone: null,
  email: null,
  supportEmail: null,
  whatsappNumber: null,
  address: null,
  billingAddress: null,
  socialMedia: {},
  businessHours: null,
  taxId: null,
  registrationNumber: null,
  licenseNumber: null,
  upiId: null,
  upiPayeeName: null,
  howToOrderVideoUrl: null,
  createdAt: new Date(0).toISOString(),
  shippingSettings: { packingChargePercent: 0, minimumOrderAmount: 0 },
};

export function pageHead(
  pageId: PageId,
  status: number,
  queryClient: QueryClient,
  ctx: PageContext,
  params: Record<string, string | undefined>,
): string {
  const company = queryClient.getQueryData<CompanyPublic>(companyQueryOptions().queryKey) ?? UNKNOWN_SHOP;
  const slug = params.slug ?? '';
  if (pageId === 'product') {
    const product = queryClient.getQueryData<Product>(productQueryOptions(slug).queryKey);
    return renderHead(
      product && status < 400
        ? productHead(ctx, company, product)
        : notFoundHead(ctx, company, notFoundTitle('product')),
    );
  }
  if (pageId === 'category') {
    const category = queryClient.getQueryData<Category>(categoryQueryOptions(slug).queryKey);
    return renderHead(
      category && status < 400
        ? categoryHead(ctx, company, category)
        : notFoundHead(ctx, company, notFoundTitle('category')),
    );
  }
  const head = pageId === 'not-found' ? null : staticPageHead(ctx, company);
  return renderHead(head ?? notFoundHead(ctx, company, notFoundTitle('page')));
}
