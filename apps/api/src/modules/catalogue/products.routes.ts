import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { errorSchema, ok, okSchema, pagedSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { BrandSchema, CategorySchema, lookupParam, ProductSchema } from './catalogue.schemas.ts';
import { brandDto, categoryDto } from './catalogue.dto.ts';
import type { IndexedProduct } from './catalogue-snapshot.ts';
import { listProducts } from './product-list.ts';
import { normaliseProductQuery, ProductListQuerySchema, productQueryKey } from './product-query.ts';
import { replyFromCatalogue } from './cached-reply.ts';

const found = (p: IndexedProduct | undefined) => {
  if (!p) throw notFound(MESSAGES.productNotFound);
  return ok(p.dto);
};
const productResponses = { 200: okSchema(ProductSchema), 400: errorSchema, 404: errorSchema };

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active products, filtered, sorted and paged',
        description:
          'Only active products are public: a status other than active returns none. category and brand take an id or a slug ' +
          '(a parent category includes its subcategories). Prices are rupees. tags (repeatable; tag is an alias taking the ' +
          "storefront's lower-case values) match products carrying any of them. search looks in name, description, SKU and " +
          'product code, every word must match. Default sort: popularity, most popular first; sortOrder defaults per field ' +
          '(price and name ascending, newest and popularity descending). limit is 1–100 (default 100): a larger limit is ' +
          'refused with 400 rather than silently cut, so a client never mistakes a partial list for the whole.',
        querystring: ProductListQuerySchema,
        response: { 200: pagedSchema(ProductSchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const query = normaliseProductQuery(request.query);
      return replyFromCatalogue(app, request, reply, productQueryKey(query), (s) => listProducts(s, query));
    },
  );

  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active categories that have active products, with their product counts',
        response: { 200: okSchema(z.array(CategorySchema)) },
      },
    },
    async (request, reply) =>
      replyFromCatalogue(app, request, reply, 'products:categories', (s) =>
        ok(
          s.categories
            .filter((c) => c.isActive && (s.categoryCounts.get(c.id) ?? 0) > 0)
            .map((c) => categoryDto(c, s.categoryCounts.get(c.id))),
        ),
      ),
  );

  app.get(
    '/products/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active brands that have active products, with their product counts',
        response: { 200: okSchema(z.array(BrandSchema)) },
      },
    },
    async (request, reply) =>
      replyFromCatalogue(app, request, reply, 'products:brands', (s) =>
        ok(
          s.brands
            .filter((b) => b.isActive && (s.brandCounts.get(b.id) ?? 0) > 0)
            .map((b) => brandDto(b, s.brandCounts.get(b.id) ?? 0)),
        ),
      ),
  );

  app.get(
    '/products/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active product by slug',
        params: z.object({ slug: lookupParam('slug') }),
        response: productResponses,
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      return replyFromCatalogue(app, request, reply, `product:slug:${slug}`, (s) =>
        found(s.productBySlug.get(slug)),
      );
    },
  );

  app.get(
    '/products/sku/:sku',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active product by SKU (any letter case)',
        params: z.object({ sku: lookupParam('sku') }),
        response: productResponses,
      },
    },
    async (request, reply) => {
      const sku = request.params.sku.toLowerCase();
      return replyFromCatalogue(app, request, reply, `product:sku:${sku}`, (s) =>
        found(s.productBySku.get(sku)),
      );
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active product by id',
        params: z.object({ id: lookupParam('id') }),
        response: productResponses,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return replyFromCatalogue(app, request, reply, `product:id:${id}`, (s) => found(s.productById.get(id)));
    },
  );
};
