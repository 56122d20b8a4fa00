import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { CategorySchema, CategoryTreeNodeSchema, lookupParam } from './catalogue.schemas.ts';
import type { CategoryRow } from './catalogue.queries.ts';
import { activeCategories, categoryTree, categoryWithCount, findActiveCategory } from './category-tree.ts';
import { replyFromCatalogue } from './cached-reply.ts';

const must = (row: CategoryRow | undefined) => {
  if (!row) throw notFound(MESSAGES.categoryNotFound);
  return row;
};
const oneCategory = { 200: okSchema(CategorySchema), 400: errorSchema, 404: errorSchema };

export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active categories in display order, with active product counts',
        response: { 200: okSchema(z.array(CategorySchema)) },
      },
    },
    async (request, reply) =>
      replyFromCatalogue(app, request, reply, 'categories', (s) =>
        ok(activeCategories(s).map((c) => categoryWithCount(s, c))),
      ),
  );

  app.get(
    '/categories/tree',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Active categories nested under their parents',
        response: { 200: okSchema(z.array(CategoryTreeNodeSchema)) },
      },
    },
    async (request, reply) =>
      replyFromCatalogue(app, request, reply, 'categories:tree', (s) => ok(categoryTree(s))),
  );

  app.get(
    '/categories/slug/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active category by slug',
        params: z.object({ slug: lookupParam('slug') }),
        response: oneCategory,
      },
    },
    async (request, reply) => {
      const slug = request.params.slug.toLowerCase();
      return replyFromCatalogue(app, request, reply, `category:slug:${slug}`, (s) =>
        ok(categoryWithCount(s, must(findActiveCategory(s, 'slug', slug)))),
      );
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One active category by id',
        params: z.object({ id: lookupParam('id') }),
        response: oneCategory,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return replyFromCatalogue(app, request, reply, `category:id:${id}`, (s) =>
        ok(categoryWithCount(s, must(findActiveCategory(s, 'id', id)))),
      );
    },
  );

  app.get(
    '/categories/:id/children',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The active subcategories of an active category',
        params: z.object({ id: lookupParam('id') }),
        response: { 200: okSchema(z.array(CategorySchema)), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      return replyFromCatalogue(app, request, reply, `category:children:${id}`, (s) => {
        const parent = must(findActiveCategory(s, 'id', id));
        return ok(
          activeCategories(s)
            .filter((c) => c.parentId === parent.id)
            .map((c) => categoryWithCount(s, c)),
        );
      });
    },
  );
};
