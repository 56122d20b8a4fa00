import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ShopEvent } from '@pataka/domain/shop-events';
import { errorSchema } from '../../lib/envelope.ts';
import { requireStaffMember } from '../staff/staff-access.ts';

/** A comment line every 25 s keeps proxies and mobile networks from dropping an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** A console that stops reading is cut off rather than buffered without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export const formatShopEvent = (id: number, event: ShopEvent) =>
  `event: ${event.type}\nid: ${id}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * The staff console's live feed (DESIGN.md "Staff API"): Server-Sent Events of the staff member's shop only.
 * Read with fetch() because EventSource cannot send Authorization and X-Tenant-ID.
 */
export const liveEventRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Ends every open stream: run before the server closes, so shutdown never waits on a console. */
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  // Events other instances sent while this one's cluster bus was reconnecting are lost: ending the streams
  // makes each console reconnect and refetch its lists (decision 070).
  const stopBus = app.clusterBus.subscribe((message) => {
    if (message.type === 'cluster.reconnected') for (const end of [...open]) end();
  });
  app.addHook('onClose', async () => stopBus());

  app.get(
    '/admin/events',
    {
      config: { access: 'staff' },
      // A compressed stream would be buffered by the encoder; the reply is hijacked anyway.
      compress: false,
      schema: {
        tags: ['staff: live'],
        summary:
          'Live events of the shop as text/event-stream (order.created, order.updated, …; payee.changed to owners only) (staff)',
        response: { 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      // The role is read once: events for owners only (payee changes) skip other members' streams.
      const member = await requireStaffMember(request, app.db);
      const isOwner = member.role === 'owner';
      const tenantId = request.tenant.id;
      const res = reply.raw;
      const socket = request.raw.socket;
      reply.hijack();
      res.writeHead(200, {
        // CORS and security headers set by the onRequest hooks.
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });

      let nextId = 0;
      const write = (chunk: string) => {
        if (res.writableEnded || res.destroyed) return;
        res.write(chunk);
        if (res.writableLength > MAX_BUFFERED_BYTES) end();
      };
      const unsubscribe = app.shopEvents.subscribe(tenantId, (event) => {
        if ('audience' in event && event.audience === 'owners' && !isOwner) return;
        write(formatShopEvent(++nextId, event));
      });
      const heartbeat = setInterval(() => write(': ping\n\n'), HEARTBEAT_MS);
      heartbeat.unref();

      let ended = false;
      function cleanUp() {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      }
      function end() {
        cleanUp();
        if (!res.writableEnded) res.end();
        // Close the keep-alive connection too, or server.close() waits for it.
        socket.end();
      }
      open.add(end);
      res.on('close', cleanUp);

      write(`retry: 3000\n\nevent: ready\ndata: ${JSON.stringify({ tenant: tenantId })}\n\n`);
    },
  );
};
