import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { BrandSchema, lookupParam } from './catalogue.schemas.ts';
import type { BrandRow } from './catalogue.queries.ts';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { brandDto } from './catalogue.dto.ts';
import { replyFromCatalogue } from './cached-reply.ts';

/** Missing and inactive brands look the same to the public. */
const activeBrand = (s: CatalogueSnapshot, row: BrandRow | undefined) => {
  if (!row?.isActive) throw notFound(MESSAGES.brandNotFound);
  return ok(brandDto(row, s.brandCounts.get(row.id) ?? 0));
};
const oneBrand = { 200: okSchema(BrandSchema), 400: errorSchema, 404: errorSchema };

export const brandsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/brands',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active brands in display order, with active product counts',
        response: { 200: okSchema(z.array(BrandSchema)) },
      },
    },
    async (request, reply) =>
      replyFromCatalogue(app, request, reply, 'brands', (s) =>
        ok(s.brands.filter((b) => b.isActive).map((b) => brandDto(b, s.brandCounts.get(b.id) ?? 0))),
      ),
  );

  app.get(
    '/brands/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active brand by slug',
        params: z.object({ slug: lookupParam('slug') }),
        response: oneBrand,
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      return replyFromCatalogue(app, request, reply, `brand:slug:${slug}`, (s) =>
        activeBrand(s, s.brandBySlug.get(slug)),
      );
    },
  );

  app.get(
    '/brands/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active brand by id',
        params: z.object({ id: lookupParam('id') }),
        response: oneBrand,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return replyFromCatalogue(app, request, reply, `brand:id:${id}`, (s) =>
        activeBrand(s, s.brandById.get(id)),
      );
    },
  );
};
