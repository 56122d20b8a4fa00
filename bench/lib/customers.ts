type Envelope = { success?: boolean; data?: Record<string, unknown>; error?: { message?: string } | string };

async function post(url: string, tenant: string, body: unknown): Promise<{ status: number; json: Envelope }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tenant-id': tenant },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as Envelope };
}

export const errorText = (json: Envelope) =>
  (typeof json.error === 'string' ? json.error : json.error?.message) ?? 'no error message';

/** A valid Indian mobile number unique to this run and index (starts with 9, 10 digits). */
export const benchPhone = (i: number) => `9${String((process.pid % 10_000) * 10_000 + i).padStart(9, '0')}`;

/**
 * Signs customers in the way the storefront does: OTP generate (the log SMS provider returns devOtp
 * outside production), then verify with a name, which creates the customer. Stops early at a refusal
 * (e.g. a rate limit) and returns the tokens it has, with the reason.
 */
export async function signInCustomers(
  baseUrl: string,
  tenant: string,
  count: number,
): Promise<{ tokens: string[]; phones: string[]; stoppedBy: string | null }> {
  const tokens: string[] = [];
  const phones: string[] = [];
  for (let i = 0; i < count; i++) {
    const phone = benchPhone(i);
    const gen = await post(`${baseUrl}/api/v1/customers/otp/generate`, tenant, { phone });
    const otp = gen.json.data?.devOtp;
    if (gen.status !== 200 || typeof otp !== 'string')
      return { tokens, phones, stoppedBy: `OTP generate answered ${gen.status}: ${errorText(gen.json)}` };
    const ver = await post(`${baseUrl}/api/v1/customers/otp/verify`, tenant, {
      phone,
      otp,
      name: 'Bench Customer',
    });
    const token = ver.json.data?.token;
    if (ver.status !== 200 || typeof token !== 'string')
      return { tokens, phones, stoppedBy: `OTP verify answered ${ver.status}: ${errorText(ver.json)}` };
    tokens.push(token);
    phones.push(phone);
  }
  return { tokens, phones, stoppedBy: null };
}
