import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminProductListQuerySchema,
  CATALOGUE_ADMIN_MESSAGES as M,
  ProductBulkSchema,
  ProductInputSchema,
  ProductPatchSchema,
} from '@pataka/domain/catalogue-admin';
import { MESSAGES } from '@pataka/domain/messages';
import { errorSchema, ok, okSchema, paged, pagedSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { assertProductRoom } from '../shops/shop-limits.ts';
import { lookupParam } from '../catalogue/catalogue.schemas.ts';
import { requireStaffMember } from '../staff/staff-access.ts';
import { adminProductDto, AdminProductSchema, loadRefs, type ProductRecord } from './admin-catalogue.dto.ts';
import { catalogueWrite } from './catalogue-write.ts';
import {
  archiveProduct,
  bulkUpdateProducts,
  createProduct,
  findProduct,
  listAdminProducts,
  updateProduct,
} from './products-admin.service.ts';

const tags = ['staff: catalogue'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const params = z.object({ id: lookupParam('id') });
const one = { 200: okSchema(AdminProductSchema), 404: errorSchema, 409: errorSchema, ...errors };
const WRITE_NOTE =
  'Prices in rupees. 409 when the SKU or slug is used by another product of the shop. Audited; the public ' +
  'catalogue shows the change from the next read.';

export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const dto = async (tenantId: string, row: ProductRecord) =>
    adminProductDto(row, await loadRefs(app.db, tenantId));

  app.get(
    '/admin/products',
    {
      schema: {
        tags,
        security,
        summary: 'Every product of the shop (any status), searched, filtered and paged',
        description:
          'search: every word must appear in the name, SKU or product code. categoryId matches that category only ' +
          '(not its subcategories). tag takes New, Featured, bestseller, sale in any case. limit 1–100 (default 20).',
        querystring: AdminProductListQuerySchema,
        response: { 200: pagedSchema(AdminProductSchema), ...errors },
      },
    },
    async (request) => {
      await requireStaffMember(request, app.db);
      const tenantId = request.tenant.id;
      const q = request.query;
      const [{ rows, total }, refs] = await Promise.all([
        listAdminProducts(app.db, tenantId, q),
        loadRefs(app.db, tenantId),
      ]);
      return paged(
        rows.map((r) => adminProductDto(r, refs)),
        total,
        q.page,
        q.limit,
      );
    },
  );

  app.get(
    '/admin/products/:id',
    {
      schema: { tags, security, summary: 'One product, any status', params, response: one },
    },
    async (request) => {
      await requireStaffMember(request, app.db);
      const row = await findProduct(app.db, request.tenant.id, request.params.id);
      if (!row) throw notFound(MESSAGES.productNotFound);
      return ok(await dto(request.tenant.id, row));
    },
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product',
        description: `${WRITE_NOTE} slug is generated from the name when omitted (made unique with -2, -3…). image is the main picture of medias (isMain, else the first).`,
        body: ProductInputSchema,
        response: { ...one, 201: okSchema(AdminProductSchema) },
      },
    },
    async (request, reply) => {
      const row = await catalogueWrite(
        app,
        request,
        async (ctx) => {
          // The shop's product limit (decision 151), counted in the creating transaction.
          await assertProductRoom(ctx.tx, app.config, ctx.tenantId);
          return createProduct(ctx, request.body);
        },
        M.productConflict,
      );
      return reply.code(201).send(ok(await dto(request.tenant.id, row)));
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Replace a product (every field; a field left out takes its default, an omitted slug is kept)',
        description: `${WRITE_NOTE} Use PATCH to change only some fields.`,
        params,
        body: ProductInputSchema,
        response: one,
      },
    },
    async (request) => {
      const row = await catalogueWrite(
        app,
        request,
        (ctx) => updateProduct(ctx, request.params.id, { replace: request.body }),
        M.productConflict,
      );
      return ok(await dto(request.tenant.id, row));
    },
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change some fields of a product, e.g. {"inStock": false}',
        description: WRITE_NOTE,
        params,
        body: ProductPatchSchema,
        response: one,
      },
    },
    async (request) => {
      const row = await catalogueWrite(
        app,
        request,
        (ctx) => updateProduct(ctx, request.params.id, { patch: request.body }),
        M.productConflict,
      );
      return ok(await dto(request.tenant.id, row));
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Archive a product: status inactive, gone from the storefront; enquiries keep their lines',
        params,
        response: one,
      },
    },
    async (request) => {
      const row = await catalogueWrite(app, request, (ctx) => archiveProduct(ctx, request.params.id));
      return ok(await dto(request.tenant.id, row));
    },
  );

  app.post(
    '/admin/products/bulk',
    {
      schema: {
        tags,
        security,
        summary: 'One action on many products, all or nothing',
        description:
          'action: in_stock, sold_out, add_tag / remove_tag (with tag), set_category (with categoryId; null removes it), archive. ' +
          '404 when any id is not a product of the shop (nothing changes).',
        body: ProductBulkSchema,
        response: {
          200: okSchema(z.object({ updated: z.number().int(), products: z.array(AdminProductSchema) })),
          404: errorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const rows = await catalogueWrite(app, request, (ctx) => bulkUpdateProducts(ctx, request.body));
      const refs = await loadRefs(app.db, request.tenant.id);
      return ok({ updated: rows.length, products: rows.map((r) => adminProductDto(r, refs)) });
    },
  );
};
