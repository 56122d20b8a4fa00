import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@pataka/domain/messages';
import { PINCODE_MESSAGES, pincodeServiceability, type PincodeLookup } from '@pataka/domain/pincode';
import type { ShippingSettingsRupees } from '@pataka/domain/pricing';
import { errorSchema, ok, okSchema } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { loadShopOrderSettings } from '../orders/shop-settings.queries.ts';
import { pincodeDirectory } from './pincode-directory.ts';

const PincodeParams = z.object({
  pincode: z
    .string()
    .regex(/^\d{6}$/, MESSAGES.zipLength)
    .refine((pin) => !pin.startsWith('0'), MESSAGES.zipStart),
});

const PincodeLookupSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  city: z.string(),
  delivers: z.boolean(),
  reason: z.string().nullable(),
});

export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The shop's service area, from the public cache (dropped on every settings write), not the database. */
  const shippingSettings = async (tenantId: string): Promise<ShippingSettingsRupees> => {
    const entry = await app.publicCache.get(
      tenantId,
      'pincodes:shipping',
      async () => (await loadShopOrderSettings(app.db, tenantId)).shipping,
    );
    return JSON.parse(entry.body) as ShippingSettingsRupees;
  };

  app.get(
    '/pincodes/:pincode',
    {
      schema: {
        tags: ['company'],
        summary:
          "Where a pincode is (India Post's directory: district, state, city) and whether this shop delivers there",
        params: PincodeParams,
        response: { 200: okSchema(PincodeLookupSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const place = pincodeDirectory().find(request.params.pincode);
      if (!place) throw notFound(PINCODE_MESSAGES.notFound);
      const answer: PincodeLookup = {
        ...place,
        ...pincodeServiceability(await shippingSettings(request.tenant.id), place),
      };
      // The place never changes, but whether THIS shop delivers does the moment staff edit the settings:
      // browsers ask again each time (the storefront keeps its own short cache of answers).
      reply.header('cache-control', 'no-cache').header('vary', 'X-Tenant-ID');
      return ok(answer);
    },
  );
};
