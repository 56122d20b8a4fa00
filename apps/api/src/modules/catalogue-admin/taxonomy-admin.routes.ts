import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BrandInputSchema,
  BrandPatchSchema,
  CATALOGUE_ADMIN_MESSAGES as M,
  CategoryInputSchema,
  CategoryOrderSchema,
  CategoryPatchSchema,
  type BrandInput,
  type BrandPatch,
  type CategoryInput,
  type CategoryPatch,
} from '@pataka/domain/catalogue-admin';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { lookupParam } from '../catalogue/catalogue.schemas.ts';
import { requireStaffMember } from '../staff/staff-access.ts';
import { AdminBrandSchema, AdminCategorySchema } from './admin-catalogue.dto.ts';
import { catalogueWrite } from './catalogue-write.ts';
import {
  brandAdminDto,
  categoryAdminDto,
  createBrand,
  createCategory,
  deleteBrand,
  deleteCategory,
  listAdminBrands,
  listAdminCategories,
  orderCategories,
  updateBrand,
  updateCategory,
} from './taxonomy-admin.service.ts';

const tags = ['staff: catalogue'];
const security = [{ bearer: [] }];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const params = z.object({ id: lookupParam('id') });
const Deleted = okSchema(z.object({ id: z.string(), deleted: z.literal(true) }));
const PUT_NOTE =
  'PUT replaces every field (a field left out takes its default; an omitted slug is kept); PATCH changes only the fields sent. ' +
  '409 when the slug is used by another one of the shop.';

export const taxonomyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---------- categories ----------
  const category = { 200: okSchema(AdminCategorySchema), 404: errorSchema, 409: errorSchema, ...errors };

  app.get(
    '/admin/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Every category, hidden ones included, in display order, with product counts',
        response: { 200: okSchema(z.array(AdminCategorySchema)), ...errors },
      },
    },
    async (request) => {
      await requireStaffMember(request, app.db);
      return ok(await listAdminCategories(app.db, request.tenant.id));
    },
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Add a category (slug generated from the name when omitted)',
        body: CategoryInputSchema,
        response: { ...category, 201: okSchema(AdminCategorySchema) },
      },
    },
    async (request, reply) => {
      const row = await catalogueWrite(
        app,
        request,
        (ctx) => createCategory(ctx, request.body),
        M.categorySlugTaken('another category'),
      );
      return reply.code(201).send(ok(categoryAdminDto(row)));
    },
  );

  app.put(
    '/admin/categories/order',
    {
      schema: {
        tags,
        security,
        summary: 'Save a drag-and-drop order: displayOrder = position in ids',
        description:
          'Categories not listed keep their displayOrder. 404 when an id is not a category of the shop.',
        body: CategoryOrderSchema,
        response: { 200: okSchema(z.array(AdminCategorySchema)), 404: errorSchema, ...errors },
      },
    },
    async (request) => {
      await catalogueWrite(app, request, (ctx) => orderCategories(ctx, request.body.ids));
      return ok(await listAdminCategories(app.db, request.tenant.id));
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/categories/:id',
      schema: {
        tags,
        security,
        summary:
          method === 'PUT'
            ? 'Replace a category'
            : 'Change some fields of a category, e.g. {"isActive": false}',
        description: `${PUT_NOTE} 400 when parentId is the category itself or one of its subcategories.`,
        params,
        body: method === 'PUT' ? CategoryInputSchema : CategoryPatchSchema,
        response: category,
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const change =
          method === 'PUT'
            ? { replace: request.body as CategoryInput }
            : { patch: request.body as CategoryPatch };
        const row = await catalogueWrite(
          app,
          request,
          (ctx) => updateCategory(ctx, id, change),
          M.categorySlugTaken('another category'),
        );
        return ok(categoryAdminDto(row));
      },
    });
  }

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a category no product uses',
        description: `409 "${M.categoryInUse}" when any product (archived ones too) is in it; 409 when it has subcategories.`,
        params,
        response: { 200: Deleted, 404: errorSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      await catalogueWrite(app, request, (ctx) => deleteCategory(ctx, request.params.id));
      return ok({ id: request.params.id, deleted: true as const });
    },
  );

  // ---------- brands ----------
  const brand = { 200: okSchema(AdminBrandSchema), 404: errorSchema, 409: errorSchema, ...errors };

  app.get(
    '/admin/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Every brand, hidden ones included, with product counts',
        response: { 200: okSchema(z.array(AdminBrandSchema)), ...errors },
      },
    },
    async (request) => {
      await requireStaffMember(request, app.db);
      return ok(await listAdminBrands(app.db, request.tenant.id));
    },
  );

  app.post(
    '/brands',
    {
      schema: {
        tags,
        security,
        summary: 'Add a brand (slug generated from the name when omitted)',
        body: BrandInputSchema,
        response: { ...brand, 201: okSchema(AdminBrandSchema) },
      },
    },
    async (request, reply) => {
      const row = await catalogueWrite(
        app,
        request,
        (ctx) => createBrand(ctx, request.body),
        M.brandSlugTaken('another brand'),
      );
      return reply.code(201).send(ok(brandAdminDto(row)));
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/brands/:id',
      schema: {
        tags,
        security,
        summary: method === 'PUT' ? 'Replace a brand' : 'Change some fields of a brand',
        description: PUT_NOTE,
        params,
        body: method === 'PUT' ? BrandInputSchema : BrandPatchSchema,
        response: brand,
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const change =
          method === 'PUT' ? { replace: request.body as BrandInput } : { patch: request.body as BrandPatch };
        const row = await catalogueWrite(
          app,
          request,
          (ctx) => updateBrand(ctx, id, change),
          M.brandSlugTaken('another brand'),
        );
        return ok(brandAdminDto(row));
      },
    });
  }

  app.delete(
    '/brands/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a brand no product uses',
        description: `409 "${M.brandInUse}" when any product (archived ones too) is of this brand.`,
        params,
        response: { 200: Deleted, 404: errorSchema, 409: errorSchema, ...errors },
      },
    },
    async (request) => {
      await catalogueWrite(app, request, (ctx) => deleteBrand(ctx, request.params.id));
      return ok({ id: request.params.id, deleted: true as const });
    },
  );
};
