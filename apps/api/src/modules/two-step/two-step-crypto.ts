// Keys and codes of two-step sign-in (decision 146). The TOTP secret is stored AES-256-GCM encrypted under a
// key derived from OTP_SECRET, and recovery codes as HMACs under another derived key: a copy of the
// database alone gives neither the secrets nor a way to try recovery codes offline.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@pataka/domain/two-step';
import { FALLBACK_KEY } from '../auth/otp-code.ts';

const derive = (secret: string | undefined, label: string) =>
  Buffer.from(hkdfSync('sha256', secret ?? FALLBACK_KEY, 'pataka-two-step', label, 32));

export type TwoStepKeys = { encryption: Buffer; recovery: Buffer };

export const twoStepKeys = (otpSecret: string | undefined): TwoStepKeys => ({
  encryption: derive(otpSecret, 'totp-secret-encryption'),
  recovery: derive(otpSecret, 'recovery-code-hmac'),
});

/** 'v1.<iv>.<tag>.<ciphertext>', base64url; the admin's id is the associated data (no moving rows). */
export function sealSecret(keys: TwoStepKeys, adminUserId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.encryption, iv);
  cipher.setAAD(Buffer.from(adminUserId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(keys: TwoStepKeys, adminUserId: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', keys.encryption, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(adminUserId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

// No 0/O, 1/I/L: codes are read off paper and typed on a phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const randomGroup = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten codes like 7KQ2M-9XDFA (about 49 bits each). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);

/** The stored form of a recovery code, typed with or without the hyphen, in any case. */
export const hashRecoveryCode = (keys: TwoStepKeys, adminUserId: string, code: string) =>
  createHmac('sha256', keys.recovery)
    .update(`${adminUserId}:${code.replace(/[\s-]/g, '').toUpperCase()}`)
    .digest('base64url');
