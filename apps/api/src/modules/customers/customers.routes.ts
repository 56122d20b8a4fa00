import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PhoneSchema, ProfileUpdateSchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { CustomerResponseSchema } from './customer.dto.ts';
import { loadCustomerView } from './customer-view.ts';
import { requireCustomerAccess } from './customer-access.ts';
import { customerByPhone, updateProfile } from './customers.service.ts';

const tags = ['customers'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
export const IdParam = z.string().trim().min(1).max(64);

export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/me',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        security,
        summary: 'The signed-in customer with addresses (default first) and favourite product ids',
        response: { 200: okSchema(CustomerResponseSchema), ...errors },
      },
    },
    async (request) => ok(await loadCustomerView(app.db, request.tenant.id, await request.requireCustomer())),
  );

  app.put(
    '/customers/me',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        security,
        summary: "Update the signed-in customer's name and email (a blank email keeps the saved one)",
        body: ProfileUpdateSchema,
        response: { 200: okSchema(CustomerResponseSchema), ...errors },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      return ok(await updateProfile(app.db, request.tenant.id, customerId, request.body));
    },
  );

  app.get(
    '/customers/phone/:phone',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        security,
        summary: 'Staff: find a customer by phone number (404 when none)',
        params: z.object({ phone: PhoneSchema }),
        response: { 200: okSchema(CustomerResponseSchema), ...errors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return ok(await customerByPhone(app.db, request.tenant.id, request.params.phone));
    },
  );

  app.get(
    '/customers/:id',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        security,
        summary: 'A customer by id: the customer themself, or staff',
        params: z.object({ id: IdParam }),
        response: { 200: okSchema(CustomerResponseSchema), ...errors },
      },
    },
    async (request) => {
      await requireCustomerAccess(request, request.params.id);
      return ok(await loadCustomerView(app.db, request.tenant.id, request.params.id));
    },
  );

  app.put(
    '/customers/:id',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        security,
        summary: 'Update a profile (name, email): the customer themself, or staff',
        description: "Another customer's id answers 404, like an unknown one.",
        params: z.object({ id: IdParam }),
        body: ProfileUpdateSchema,
        response: { 200: okSchema(CustomerResponseSchema), ...errors },
      },
    },
    async (request) => {
      await requireCustomerAccess(request, request.params.id);
      return ok(await updateProfile(app.db, request.tenant.id, request.params.id, request.body));
    },
  );
};
