import { postJson, type MessageProvider } from './message-provider.ts';

export type WhatsappCloudOptions = {
  /** https://graph.facebook.com (WHATSAPP_BASE_URL; a local fake in tests). */
  baseUrl: string;
  /** Graph API version, e.g. v21.0 (WHATSAPP_API_VERSION). */
  version: string;
  phoneNumberId: string;
  /** A system user's permanent access token. */
  token: string;
};

/**
 * WhatsApp Cloud API: POST {base}/{version}/{phone-number-id}/messages with a bearer token, a template
 * message in the shopper's language (`en` or `ta`: the template must have that translation approved)
 * and its body variables as text parameters. Meta answers `{ messages: [{ id: "wamid…" }] }`.
 */
export function createWhatsappCloudProvider(options: WhatsappCloudOptions): MessageProvider {
  return {
    channel: 'whatsapp',
    async send({ phone, template, language, params }) {
      const answer = await postJson(
        'WhatsApp',
        `${options.baseUrl}/${options.version}/${encodeURIComponent(options.phoneNumberId)}/messages`,
        { authorization: `Bearer ${options.token}` },
        {
          messaging_product: 'whatsapp',
          to: `91${phone}`,
          type: 'template',
          template: {
            name: template,
            language: { code: language },
            components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text })) }],
          },
        },
      );
      const messages = Array.isArray(answer.messages) ? (answer.messages as Array<{ id?: unknown }>) : [];
      const id = messages[0]?.id;
      return { providerMessageId: typeof id === 'string' ? id : null };
    },
  };
}
