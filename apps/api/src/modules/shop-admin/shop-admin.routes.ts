import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { protectRoutes } from '../../plugins/auth.ts';
import { companyAdminRoutes } from './company-admin.ts';
import { couponAdminRoutes } from './coupons-admin.ts';
import { flashNewsAdminRoutes } from './flash-news-admin.ts';
import { inboxAdminRoutes } from './inbox-admin.ts';
import { pickupAdminRoutes } from './pickup-admin.ts';
import { setupChecklistRoutes } from './setup-checklist.ts';

/**
 * The shop's own settings for staff (issue "Shop admin"): coupons, flash news, pickup points and
 * transport providers, company details and shipping rules, newsletter and contact inbox, setup checklist.
 * Every route here is staff only (a route may ask for more), checked before the body is read
 * (plugins/auth.ts): no token 401, a customer 403, a staff token of another shop 401.
 */
export const shopAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app, 'staff');
  await app.register(couponAdminRoutes);
  await app.register(flashNewsAdminRoutes);
  await app.register(pickupAdminRoutes);
  await app.register(companyAdminRoutes);
  await app.register(inboxAdminRoutes);
  await app.register(setupChecklistRoutes);
};
