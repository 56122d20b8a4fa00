import { SmsDeliveryError, type SmsProvider } from './sms-provider.ts';

export type HttpSmsOptions = {
  url: string;
  apiKey: string;
  apiKeyHeader: string;
  senderId: string | undefined;
  dltTemplateId: string | undefined;
  timeoutMs?: number;
};

/**
 * A JSON SMS gateway of the kind Indian providers offer: the number with its 91 prefix, the
 * DLT-registered sender and template ids, the rendered text and the template's variables.
 * Any non-2xx answer, network error or timeout is a delivery failure.
 */
export function createHttpSmsProvider(options: HttpSmsOptions): SmsProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: 'http',
    async send({ phone, text, variables }) {
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [options.apiKeyHeader]: options.apiKey },
          body: JSON.stringify({
            to: `91${phone}`,
            sender: options.senderId,
            templateId: options.dltTemplateId,
            message: text,
            variables,
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new SmsDeliveryError('SMS gateway unreachable', { cause: err });
      }
      // Drain the body either way so the connection can be reused.
      const body = await response.text().catch(() => '');
      if (!response.ok) {
        throw new SmsDeliveryError(`SMS gateway answered ${response.status}: ${body.slice(0, 200)}`);
      }
    },
  };
}
