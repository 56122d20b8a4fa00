import { postJson, ProviderError, type MessageProvider } from './message-provider.ts';

export type Msg91Options = {
  /** https://control.msg91.com (MSG91_BASE_URL; a local fake in tests). */
  baseUrl: string;
  authKey: string;
  /** The DLT sender id, sent when the flow takes it from the API; blank = the template's own. */
  sender: string | null;
};

/**
 * MSG91's Flow API: POST {base}/api/v5/flow with the account's `authkey` header, the DLT template id
 * and one recipient, whose VAR1, VAR2… fill the template's {#var#} in order. MSG91 answers
 * `{ "type": "success", "message": "<request id>" }`, or `type: "error"` with the reason (sometimes
 * with a 200), which is a failure too.
 */
export function createMsg91Provider(options: Msg91Options): MessageProvider {
  return {
    channel: 'sms',
    async send({ phone, template, params }) {
      const recipient: Record<string, string> = { mobiles: `91${phone}` };
      params.forEach((value, i) => {
        recipient[`VAR${i + 1}`] = value;
      });
      const answer = await postJson(
        'MSG91',
        `${options.baseUrl}/api/v5/flow`,
        { authkey: options.authKey },
        {
          template_id: template,
          ...(options.sender ? { sender: options.sender } : {}),
          short_url: '0',
          recipients: [recipient],
        },
      );
      if (answer.type === 'error') {
        throw new ProviderError(`MSG91 refused the SMS: ${String(answer.message ?? 'no reason given')}`);
      }
      return { providerMessageId: typeof answer.message === 'string' ? answer.message : null };
    },
  };
}
