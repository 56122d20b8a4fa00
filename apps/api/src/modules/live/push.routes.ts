import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { pushSubscriptions } from '../../db/schema/staff.ts';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';

const tags = ['staff: live'];
const staffErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** A browser key in URL-safe base64 that decodes to exactly `bytes` bytes. */
const base64UrlKey = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be URL-safe base64')
    .refine((v) => Buffer.from(v, 'base64url').length === bytes, `must be a ${bytes}-byte key`);

const EndpointSchema = z
  .string()
  .trim()
  .max(2048)
  .url()
  .refine((v) => v.startsWith('https://'), 'must be an https URL');

const SubscriptionBody = z.object({
  endpoint: EndpointSchema,
  keys: z.object({ p256dh: base64UrlKey(65), auth: base64UrlKey(16) }),
});

/** Web Push for the staff console: the server's public key, and this device's subscription. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/push/public-key',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "The server's VAPID public key, for PushManager.subscribe (staff)",
        response: { 200: okSchema(z.object({ publicKey: z.string() })), ...staffErrors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const { publicKey } = await app.webPush.vapidKeys();
      return ok({ publicKey });
    },
  );

  app.post(
    '/admin/push/subscriptions',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Save this device's push subscription for the signed-in staff member (staff)",
        body: SubscriptionBody,
        response: { 200: okSchema(z.object({ endpoint: z.string() })), ...staffErrors },
      },
    },
    async (request) => {
      const adminUserId = await request.requireAdmin();
      const tenantId = request.tenant.id;
      const { endpoint, keys } = request.body;
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      // One row per endpoint: a phone that signs in as someone else moves to them.
      await app.db
        .insert(pushSubscriptions)
        .values({ tenantId, id: randomUUID(), adminUserId, endpoint, ...keys, userAgent })
        .onConflictDoUpdate({
          target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
          set: { adminUserId, p256dh: keys.p256dh, auth: keys.auth, userAgent },
        });
      return ok({ endpoint });
    },
  );

  app.delete(
    '/admin/push/subscriptions',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "Forget this device's push subscription (staff)",
        body: z.object({ endpoint: z.string().trim().min(1).max(2048) }),
        response: { 200: okSchema(z.object({ deleted: z.boolean() })), ...staffErrors },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const deleted = await app.db
        .delete(pushSubscriptions)
        .where(
          and(
            eq(pushSubscriptions.tenantId, request.tenant.id),
            eq(pushSubscriptions.endpoint, request.body.endpoint),
          ),
        )
        .returning({ id: pushSubscriptions.id });
      return ok({ deleted: deleted.length > 0 });
    },
  );
};
