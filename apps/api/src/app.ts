import Fastify, { type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { loggerOptions, OneLineAccessLog } from './lib/access-log.ts';
import { requestIdOf } from './lib/request-id.ts';
import type { Database } from './db/types.ts';
import dbPlugin from './plugins/db.ts';
import storagePlugin from './plugins/storage.ts';
import lifecyclePlugin from './plugins/lifecycle.ts';
import metricsPlugin from './plugins/metrics.ts';
import errorHandler from './plugins/error-handler.ts';
import securityHeaders from './plugins/security-headers.ts';
import cachedFastPath from './plugins/cached-fast-path.ts';
import tenantPlugin from './plugins/tenant.ts';
import authPlugin from './plugins/auth.ts';
import clusterBusPlugin from './plugins/cluster-bus.ts';
import publicCachePlugin from './plugins/public-cache.ts';
import shopRegistryPlugin from './plugins/shop-registry.ts';
import shopEventsPlugin from './plugins/shop-events.ts';
import jobsPlugin, { type JobsPluginOptions } from './plugins/jobs.ts';
import openapi from './plugins/openapi.ts';
import staticAdmin from './plugins/static-admin.ts';
import staticWeb from './plugins/static-web.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { webManifestRoutes } from './modules/web-manifest/web-manifest.routes.ts';
import { registerModules } from './modules/routes.ts';
import { registerPlatformModules } from './modules/platform/platform.routes.ts';
import smsPlugin from './modules/sms/sms.plugin.ts';
import rateLimitPlugin from './modules/rate-limit/rate-limit.plugin.ts';
import webPushPlugin from './modules/live/web-push.plugin.ts';
import remindersPlugin from './modules/reminders/reminders.plugin.ts';
import domainsPlugin from './modules/domains/domains.plugin.ts';
import shopperMessagesPlugin from './modules/shopper-messages/shopper-messages.plugin.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** Close the database when the app closes (the server does; tests that share one do not). */
  ownsDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  serveWeb?: boolean;
  /** Job queue settings (tests shorten retries and expiry). */
  jobs?: JobsPluginOptions;
  /** Cached pages and catalogue reads answered before Fastify's router (decision 148); default on. */
  fastPath?: boolean;
};

/** Builds the whole application without listening: the server and the tests both use it. */
export async function buildApp(opts: BuildAppOptions) {
  const { config } = opts;
  const app = Fastify({
    // One access-log line per request, written asynchronously (lib/access-log.ts, decision 148).
    // A test's own logger gets the same one line, as the cached fast path writes it.
    ...(opts.logger === undefined
      ? loggerOptions(config.logLevel)
      : { logger: opts.logger, logController: new OneLineAccessLog() }),
    genReqId: (req) => requestIdOf(req.headers),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Over-long ids get our own 400/404 from the route schemas, not the router's bare 414.
    routerOptions: { maxParamLength: 500 },
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(lifecyclePlugin);
  // Before every route: its onResponse hook times them all.
  await app.register(metricsPlugin, { token: config.metricsToken });
  // Also sets X-Request-ID on every reply (with the precomputed security headers, in one hook).
  await app.register(securityHeaders, { hsts: config.env === 'production' });
  // In front of Fastify's request handler: the storefront pages and the catalogue add their caches to it.
  await app.register(cachedFastPath, {
    // The CORS plugin adds its headers (Vary: Origin…) in a hook of its own, which the fast path does not
    // repeat: with CORS_ORIGINS set every request goes to Fastify.
    enabled: (opts.fastPath ?? true) && config.corsOrigins.length === 0,
    trustProxy: config.trustProxy,
    timed: Boolean(config.metricsToken),
  });
  // Without CORS_ORIGINS no origin is allowed: the plugin would only add a hook that does nothing on
  // every request (an OPTIONS preflight is a 404 either way).
  if (config.corsOrigins.length)
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ['Content-Type', 'Authorization', 'X-Tenant-ID', 'Idempotency-Key', 'X-Request-ID'],
      exposedHeaders: ['X-Request-ID', 'Retry-After'],
    });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(errorHandler);
  await app.register(dbPlugin, { database: opts.database, config, ownsDatabase: opts.ownsDatabase ?? false });
  await app.register(storagePlugin);
  await app.register(clusterBusPlugin);
  await app.register(publicCachePlugin);
  // Before every route: its onRequest hook answers unknown hosts, redirects and the shops' states.
  await app.register(shopRegistryPlugin);
  await app.register(shopEventsPlugin);
  await app.register(jobsPlugin, opts.jobs ?? {});
  await app.register(webPushPlugin);
  await app.register(remindersPlugin);
  await app.register(domainsPlugin);
  await app.register(shopperMessagesPlugin);
  // Refuses to build with an unusable SMS setup (the log provider in production), before Redis connects.
  await app.register(smsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(openapi);

  await app.register(
    async (api) => {
      await api.register(tenantPlugin);
      await api.register(authPlugin);
      await registerModules(api);
    },
    { prefix: '/api/v1' },
  );
  // The operators' API (issue 29): no X-Tenant-ID, its own sign-in and tokens (decision 152).
  await app.register(registerPlatformModules, { prefix: '/api/platform/v1' });
  // Uploaded product pictures: public, at the root, before the storefront's catch-all.
  await app.register(mediaRoutes);
  await app.register(seoRoutes);
  await app.register(webManifestRoutes);

  if (opts.serveWeb ?? true) {
    await app.register(staticWeb, {
      root: config.webDistDir,
      ssrEntry: config.webSsrEntry,
      ...app.hostOptions,
    });
    await app.register(staticAdmin, {
      root: config.adminDistDir,
      ...app.hostOptions,
    });
  }

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      success: false,
      error: { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` },
    }),
  );
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
