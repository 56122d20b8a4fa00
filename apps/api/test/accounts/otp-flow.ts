import { testConfig, type Config } from '../../src/config.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { as } from '../helpers/test-app.ts';

let ipCounter = 0;
/** A distinct client address per request, so the per-IP OTP limits do not mix tests up. */
export const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export function generateOtp(t: TestApp, tenant: string, phone: unknown, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/customers/otp/generate',
    headers: as(tenant),
    remoteAddress: ip,
    payload: { phone },
  });
}

export function verifyOtp(t: TestApp, tenant: string, body: Record<string, unknown>, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/customers/otp/verify',
    headers: as(tenant),
    remoteAddress: ip,
    payload: body,
  });
}

/** Sends a code (log provider: it comes back as devOtp) and returns it. */
export async function requestCode(t: TestApp, tenant: string, phone: string): Promise<string> {
  const res = await generateOtp(t, tenant, phone);
  if (res.statusCode !== 200) throw new Error(`generate failed: ${res.body}`);
  return res.json().data.devOtp as string;
}

/** Full OTP sign-in (or sign-up with a name); returns the verify reply's data. */
export async function signIn(t: TestApp, tenant: string, phone: string, name?: string) {
  const otp = await requestCode(t, tenant, phone);
  const res = await verifyOtp(t, tenant, { phone, otp, ...(name ? { name } : {}) });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.body}`);
  return res.json().data as {
    customer: { id: string } | null;
    token: string | null;
    requiresRegistration: boolean;
  };
}

/** A code that is not `code` (for wrong-code attempts). */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** OTP settings as a server gets them by default, with changes. */
export const otpConfig = (changes: Partial<Config['otp']> = {}): Config['otp'] => ({
  ...testConfig().otp,
  ...changes,
});

/** Test apps with the shop-wide OTP caps out of the way (they have their own tests). */
export const roomyOtp = { otp: otpConfig({ tenantPerMinute: 100_000, tenantPerDay: 1_000_000 }) };
