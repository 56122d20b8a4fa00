import type { FastifyBaseLogger } from 'fastify';
import type { SmsProvider } from './sms-provider.ts';

/**
 * Development provider: writes the message to the server log instead of sending it, so the demo
 * store works without an SMS account. Refused in production (see sms.plugin.ts).
 */
export function createLogSmsProvider(log: FastifyBaseLogger): SmsProvider {
  return {
    kind: 'log',
    async send({ phone, text }) {
      log.info({ sms: { to: phone, text } }, 'SMS (log provider, not sent)');
    },
  };
}
