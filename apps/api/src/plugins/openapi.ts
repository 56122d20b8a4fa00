import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access } from './auth.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: { config?: { access?: Access } } };

/**
 * The route's zod schemas as JSON Schema, and its access (plugins/auth.ts) as `security` and `x-access`:
 * the document says which routes need which token because the same declaration enforces it.
 */
export function describeRoute(input: TransformInput) {
  const out = jsonSchemaTransform(input);
  const access = input.route.config?.access;
  if (!access) return out;
  return { ...out, schema: { ...out.schema, security: [{ bearer: [] }], 'x-access': access } };
}

/** OpenAPI generated from the routes' zod schemas; the UI at /api/docs, JSON at /api/docs/json. */
async function openapi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pataka storefront API',
        description:
          'Multi-tenant API of an enquiry-based firecracker storefront. Every route under /api/v1 except /health needs the X-Tenant-ID header. ' +
          'A route with `security` needs a bearer token of the shop; its `x-access` says whose: customer, customer-or-staff, staff or owner. The token and role are checked before the body.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: describeRoute,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

export default fp(openapi, { name: 'openapi' });
