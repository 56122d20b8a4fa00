import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { createHttpSmsProvider } from './http-sms-provider.ts';
import { createLogSmsProvider } from './log-sms-provider.ts';
import type { SmsProvider } from './sms-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsProvider;
  }
}

/** Why this SMS configuration cannot run, or null. Checked when the app is built, so a bad one never starts. */
export function smsConfigProblem(config: Config): string | null {
  const { sms } = config;
  if (sms.provider === 'log' && config.env === 'production') {
    return 'SMS_PROVIDER=log only writes codes to the log and is refused in production: set SMS_PROVIDER=http with SMS_HTTP_URL and SMS_API_KEY.';
  }
  if (sms.provider === 'http' && (!sms.httpUrl || !sms.apiKey)) {
    return 'SMS_PROVIDER=http needs SMS_HTTP_URL and SMS_API_KEY.';
  }
  return null;
}

async function smsPlugin(app: FastifyInstance) {
  const problem = smsConfigProblem(app.config);
  if (problem) throw new Error(problem);
  const { sms } = app.config;
  const provider =
    sms.provider === 'http'
      ? createHttpSmsProvider({
          url: sms.httpUrl!,
          apiKey: sms.apiKey!,
          apiKeyHeader: sms.apiKeyHeader,
          senderId: sms.senderId,
          dltTemplateId: sms.dltTemplateId,
        })
      : createLogSmsProvider(app.log);
  app.decorate('sms', provider);
}

export default fp(smsPlugin, { name: 'sms', dependencies: ['db'] });
