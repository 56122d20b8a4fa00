import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AddressInputSchema } from '@pataka/domain/validation';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { requireCustomerAccess } from '../customers/customer-access.ts';
import { AddressResponseSchema } from './address.dto.ts';
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from './addresses.service.ts';

const tags = ['addresses'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const Id = z.string().trim().min(1).max(64);
const AddressBookSchema = okSchema(
  z.array(AddressResponseSchema).describe('The whole address book, default first'),
);
const bookNote =
  "Answers the customer's whole address book, default first. Exactly one address is the default at all times.";

export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/customers/me/shipping-addresses',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        security,
        summary: 'Add an address (the first one, or isDefault: true, becomes the default)',
        description: bookNote,
        body: AddressInputSchema,
        response: { 201: AddressBookSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customerId = await request.requireCustomer();
      reply.status(201);
      return ok(await addAddress(app.db, request.tenant.id, customerId, request.body));
    },
  );

  app.delete(
    '/customers/me/shipping-addresses/:id',
    {
      config: { access: 'customer' },
      schema: {
        tags,
        security,
        summary: 'Delete an address (not the only one; deleting the default promotes another)',
        description: bookNote,
        params: z.object({ id: Id }),
        response: { 200: AddressBookSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = await request.requireCustomer();
      return ok(await deleteAddress(app.db, request.tenant.id, customerId, request.params.id));
    },
  );

  app.put(
    '/customers/:customerId/addresses/:addressId',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        security,
        summary: 'Edit an address: the customer themself, or staff',
        description: `${bookNote} isDefault: true makes it the default; false leaves the default where it is.`,
        params: z.object({ customerId: Id, addressId: Id }),
        body: AddressInputSchema,
        response: { 200: AddressBookSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId, addressId } = request.params;
      await requireCustomerAccess(request, customerId);
      return ok(await updateAddress(app.db, request.tenant.id, customerId, addressId, request.body));
    },
  );

  app.put(
    '/customers/:customerId/addresses/:addressId/set-default',
    {
      config: { access: 'customer-or-staff' },
      schema: {
        tags,
        security,
        summary: 'Make an address the default (the old default is unset in the same transaction)',
        description: bookNote,
        params: z.object({ customerId: Id, addressId: Id }),
        response: { 200: AddressBookSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId, addressId } = request.params;
      await requireCustomerAccess(request, customerId);
      return ok(await setDefaultAddress(app.db, request.tenant.id, customerId, addressId));
    },
  );
};
