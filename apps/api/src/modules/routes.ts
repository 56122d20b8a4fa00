import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/health.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { catalogueAdminRoutes } from './catalogue-admin/catalogue-admin.routes.ts';
import { companyRoutes } from './company/company.routes.ts';
import { flashNewsRoutes } from './flash-news/flash-news.routes.ts';
import { newsletterRoutes } from './newsletter/newsletter.routes.ts';
import { contactRoutes } from './contact/contact.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { customerRoutes } from './customers/customers.routes.ts';
import { addressRoutes } from './addresses/addresses.routes.ts';
import { wishlistRoutes } from './wishlist/wishlist.routes.ts';
import { abandonedCartRoutes } from './abandoned-cart/abandoned-cart.routes.ts';
import { adminAuthRoutes } from './admin/admin-auth.routes.ts';
import { twoStepRoutes } from './two-step/two-step.routes.ts';
import { orderRoutes } from './orders/orders.routes.ts';
import { couponRoutes } from './coupons/coupons.routes.ts';
import { staffOrderRoutes } from './staff-orders/staff-orders.routes.ts';
import { enquiryDeskRoutes } from './staff-orders/enquiry-desk.routes.ts';
import { deskSettingsRoutes } from './company/desk-settings.routes.ts';
import { uploadRoutes } from './uploads/uploads.routes.ts';
import { paymentProofRoutes } from './payment-proofs/payment-proofs.routes.ts';
import { paymentExtractionRoutes } from './payment-extraction/payment-extraction.routes.ts';
import { liveEventRoutes } from './live/events.routes.ts';
import { pushRoutes } from './live/push.routes.ts';
import { staffRoutes } from './staff/staff.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { deskRoutes } from './staff-orders/desk.routes.ts';
import { orderNoteRoutes } from './staff-orders/order-notes.routes.ts';
import { slipRoutes } from './staff-orders/slip.routes.ts';
import { staffCustomerRoutes } from './customers/staff-customers.routes.ts';
import { priceListRoutes } from './price-list/price-list.routes.ts';
import { priceListPdfRoutes } from './price-list-pdf/price-list-pdf.routes.ts';
import { shopAdminRoutes } from './shop-admin/shop-admin.routes.ts';
import { jobsAdminRoutes } from './jobs-admin/jobs-admin.routes.ts';
import { bankStatementRoutes } from './bank-statements/bank-statements.routes.ts';
import { pincodeRoutes } from './pincodes/pincodes.routes.ts';
import { dispatchRoutes } from './dispatch/dispatch.routes.ts';
import { lrCopyRoutes } from './dispatch/lr-copy.routes.ts';
import { stockRoutes } from './stock/stock.routes.ts';
import { messagePreferenceRoutes } from './shopper-messages/message-preferences.routes.ts';
import { messageSettingsRoutes } from './shopper-messages/message-settings.routes.ts';
import { shopperMessageRoutes } from './shopper-messages/shopper-messages.routes.ts';
import { shopExportRoutes } from './shop-export/shop-export.routes.ts';
import { domainRoutes } from './domains/domains.routes.ts';
import { booksRoutes } from './books/books.routes.ts';
import { invoiceRoutes } from './invoices/invoice.routes.ts';

/**
 * Every feature's routes, mounted under /api/v1 (after the tenant and auth plugins).
 * Add a feature by importing its plugin here.
 */
export async function registerModules(api: FastifyInstance) {
  await api.register(healthRoutes);
  // catalogue and content
  await api.register(catalogueRoutes);
  await api.register(catalogueAdminRoutes);
  await api.register(companyRoutes);
  await api.register(flashNewsRoutes);
  await api.register(newsletterRoutes);
  await api.register(contactRoutes);
  // pincode → district, city, state and whether the shop delivers there (address form)
  await api.register(pincodeRoutes);

  // accounts
  await api.register(authRoutes);
  await api.register(customerRoutes);
  await api.register(addressRoutes);
  await api.register(wishlistRoutes);
  await api.register(abandonedCartRoutes);
  await api.register(adminAuthRoutes);
  await api.register(twoStepRoutes);

  // enquiries
  await api.register(orderRoutes);
  await api.register(couponRoutes);
  await api.register(staffOrderRoutes);
  await api.register(enquiryDeskRoutes);
  await api.register(deskSettingsRoutes);
  await api.register(uploadRoutes);
  await api.register(paymentProofRoutes);
  await api.register(paymentExtractionRoutes);
  // the printed price list (public) and the shopper's estimate
  await api.register(priceListPdfRoutes);

  // staff console: live events and push
  await api.register(liveEventRoutes);
  await api.register(pushRoutes);

  // staff console: team, audit log, inbox counts, dashboard, notes, slips, customers
  await api.register(staffRoutes);
  await api.register(auditRoutes);
  await api.register(deskRoutes);
  await api.register(orderNoteRoutes);
  await api.register(slipRoutes);
  await api.register(staffCustomerRoutes);
  // staff console: price-list import and export (static /products/import|export paths)
  await api.register(priceListRoutes);
  // staff console: coupons, flash news, pickup points, company and shipping, newsletter and messages, setup
  await api.register(shopAdminRoutes);
  // the owner downloads the whole shop (issue 29, decision 152)
  await api.register(shopExportRoutes);
  // the shop's own domains (decision 151)
  await api.register(domainRoutes);
  // staff console: background jobs that failed, and retrying them
  await api.register(jobsAdminRoutes);
  // staff console: bank statements, matching payment proofs with them, unclaimed credits
  await api.register(bankStatementRoutes);
  // staff console: dispatch through parcel transports (the LR copy is also the shopper's to read)
  await api.register(invoiceRoutes);
  await api.register(dispatchRoutes);
  await api.register(lrCopyRoutes);
  // staff console: counted stock, its adjustments and ledger (decision 143)
  await api.register(stockRoutes);
  // messages to the shopper (SMS, WhatsApp): the enquiry's list, the owner's settings, the shopper's choice
  await api.register(shopperMessageRoutes);
  await api.register(messageSettingsRoutes);
  await api.register(messagePreferenceRoutes);
  // the accountant's exports (sales register, GSTR-1, Tally) and the Reports screen (decision 150)
  await api.register(booksRoutes);
}
