/** One text message to an Indian mobile number. */
export type SmsMessage = {
  /** 10-digit national number; providers add the country code. */
  phone: string;
  text: string;
  /** The values of the DLT template's placeholders, for gateways that fill the template themselves. */
  variables: Record<string, string>;
};

export interface SmsProvider {
  readonly kind: 'log' | 'http';
  /** Resolves once the gateway accepted the message; throws SmsDeliveryError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/** The gateway refused or could not be reached; the cause is logged, never shown to the shopper. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}

/** '******3210': enough to tell messages apart in a log without writing phone numbers there. */
export const maskPhone = (phone: string) => `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
