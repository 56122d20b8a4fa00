import { reserveSms } from '../shops/shop-limits.ts';
import type { FastifyBaseLogger } from 'fastify';
import { OTP_TTL_SECONDS } from '@pataka/domain/limits';
import { MESSAGES } from '@pataka/domain/messages';
import type { Customer, OtpGenerateResponse } from '@pataka/domain/api-types';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceLimits } from '../rate-limit/enforce-limits.ts';
import type { RateLimitStore } from '../rate-limit/rate-limit-store.ts';
import { maskPhone, SmsDeliveryError, type SmsProvider } from '../sms/sms-provider.ts';
import { ACCOUNT_MESSAGES } from '../customers/account-messages.ts';
import { findCustomerIdByPhone, insertCustomer } from '../customers/customers.queries.ts';
import { loadCustomerView } from '../customers/customer-view.ts';
import { createSession } from '../sessions/session.service.ts';
import { hashOtp, newOtpCode } from './otp-code.ts';
import { otpSendIpKey, otpSendRules, otpVerifyRules } from './otp-limits.ts';
import { attemptOtp, saveOtp } from './otp.queries.ts';

export type OtpDeps = {
  db: Db;
  sms: SmsProvider;
  rateLimits: RateLimitStore;
  config: Config;
  log: FastifyBaseLogger;
};

type Caller = { tenantId: string; shopName: string; ip: string };

/** The gateway failed; the route answers 502 'Failed to generate OTP'. */
export class OtpDeliveryError extends Error {}

const smsText = (code: string, shopName: string) =>
  `${code} is your OTP to sign in to ${shopName}. It is valid for ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`;

/**
 * Sends a fresh code. The code is stored only after the gateway accepted the SMS, so a failed send
 * leaves any earlier code in place and nothing is recorded as sent.
 */
export async function sendOtp(deps: OtpDeps, caller: Caller, phone: string): Promise<OtpGenerateResponse> {
  const { tenantId } = caller;
  const granted = await enforceLimits(
    deps.rateLimits,
    otpSendRules(tenantId, phone, caller.ip, deps.config.otp),
  );
  // The shop's own SMS budget for the day (decision 151); a refusal spends nothing else.
  const sms = await reserveSms(deps.db, deps.config, tenantId).catch(async (err: unknown) => {
    await granted.refund([otpSendIpKey(caller.ip)]);
    throw err;
  });
  const code = newOtpCode();
  try {
    await deps.sms.send({
      phone,
      text: smsText(code, caller.shopName),
      variables: { otp: code, minutes: String(OTP_TTL_SECONDS / 60), shop: caller.shopName },
    });
  } catch (err) {
    // Nothing went out, so nothing is spent: the shopper may retry at once and the shop's budget is
    // intact. The address keeps its token, so a failing gateway is not hammered without bound.
    await granted.refund([otpSendIpKey(caller.ip)]);
    await sms.refund();
    if (err instanceof SmsDeliveryError) {
      deps.log.error({ err, phone: maskPhone(phone), tenantId }, 'OTP SMS not sent');
      throw new OtpDeliveryError(MESSAGES.otpGenerateFailed);
    }
    throw err;
  }
  await saveOtp(deps.db, tenantId, phone, hashOtp(deps.config.otp.secret, tenantId, phone, code), expiry());
  const showCode = deps.sms.kind === 'log' && deps.config.env !== 'production';
  return {
    message: ACCOUNT_MESSAGES.otpSent,
    expiresIn: OTP_TTL_SECONDS,
    ...(showCode ? { devOtp: code } : {}),
  };
}

const expiry = () => new Date(Date.now() + OTP_TTL_SECONDS * 1000);

export type VerifyResult =
  | { customer: Customer; token: string; requiresRegistration: false }
  | { customer: null; token: null; requiresRegistration: true };

/**
 * Checks a code. A known phone signs in; a new phone with a name becomes a customer; a new phone
 * without one is left verified for REGISTRATION_WINDOW_MS so complete-registration can finish it.
 */
export async function verifyOtp(
  deps: OtpDeps,
  caller: Caller,
  input: { phone: string; otp: string; name?: string | undefined },
): Promise<VerifyResult> {
  const { tenantId } = caller;
  const { phone } = input;
  await enforceLimits(deps.rateLimits, otpVerifyRules(tenantId, phone, caller.ip, deps.config.otp));
  const codeHash = hashOtp(deps.config.otp.secret, tenantId, phone, input.otp);
  if (!(await attemptOtp(deps.db, tenantId, phone, codeHash, new Date()))) {
    throw new AppError('invalid', MESSAGES.otpInvalid);
  }
  let customerId = await findCustomerIdByPhone(deps.db, tenantId, phone);
  if (!customerId && input.name) {
    // A concurrent registration of the same phone wins the insert; sign in to that account.
    customerId =
      (await insertCustomer(deps.db, tenantId, { phone, name: input.name })) ??
      (await findCustomerIdByPhone(deps.db, tenantId, phone));
  }
  if (!customerId) return { customer: null, token: null, requiresRegistration: true };
  const token = await createSession(deps.db, tenantId, { type: 'customer', customerId });
  return {
    customer: await loadCustomerView(deps.db, tenantId, customerId),
    token,
    requiresRegistration: false,
  };
}
