import type { ShopperMessageChannel, ShopperMessageLanguage } from '@pataka/domain/shopper-messages';

/** One template message to one Indian mobile number. */
export type TemplateMessage = {
  /** 10-digit national number; providers add the country code. */
  phone: string;
  /** The DLT template id (SMS) or the WhatsApp template name. */
  template: string;
  language: ShopperMessageLanguage;
  /** The template's variables, in order. */
  params: readonly string[];
};

/** SMS and WhatsApp alike: send a registered template with its variables, or throw ProviderError. */
export interface MessageProvider {
  readonly channel: ShopperMessageChannel;
  /** Resolves with the provider's id for the message (when it gives one) once it accepted it. */
  send(message: TemplateMessage): Promise<{ providerMessageId: string | null }>;
}

/** The provider refused the message or could not be reached; the message is what staff read. */
export class ProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderError';
  }
}

const TIMEOUT_MS = 10_000;

/**
 * The reason in an error answer, for staff: Meta's `error.message`, MSG91's `message`, else the body
 * cut short (it may echo what was sent).
 */
function reasonOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown }; message?: unknown };
    const reason = parsed.error?.message ?? parsed.message;
    if (typeof reason === 'string' && reason) return reason.slice(0, 200);
  } catch {
    // not JSON: the text itself
  }
  return body.slice(0, 200) || 'no reason given';
}

/**
 * POSTs JSON and returns the parsed answer; a network error, a timeout or a non-2xx answer is a
 * ProviderError naming the provider and the status (its body cut short: it may echo what was sent).
 */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new ProviderError(`${provider} could not be reached`, { cause: err });
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    throw new ProviderError(`${provider} answered ${response.status}: ${reasonOf(text)}`);
  }
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
