// The operator console's API client (issue 29, decision 152): /api/platform/v1, the operator's own token
// (never a shop's), no X-Tenant-ID. A 401 outside the sign-in calls signs out.
import { useSyncExternalStore } from 'react';

const BASE = '/api/platform/v1';
const KEY = 'pataka.operator.token';

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const listeners = new Set<() => void>();
export const operatorToken = {
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY)),
  set(token: string | null) {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
    listeners.forEach((l) => l());
  },
};
export const useOperatorToken = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    operatorToken.get,
    () => null,
  );

const SIGN_IN = new Set(['/auth/sign-in', '/auth/sign-in/code']);

export async function platformFetch<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = operatorToken.get();
  let res: Response;
  try {
    res = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new PlatformError(0, 'No connection. Check the network and try again.');
  }
  const json = (await res.json().catch(() => null)) as {
    data?: T;
    error?: { message?: string };
  } | null;
  if (res.status === 401 && !SIGN_IN.has(path)) operatorToken.set(null);
  if (!res.ok) throw new PlatformError(res.status, json?.error?.message ?? `Request failed (${res.status})`);
  return json?.data as T;
}

/** Downloads a file the API sends (the shop export) with the operator's token. */
export async function platformDownload(path: string, fallbackName: string) {
  const res = await fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${operatorToken.get()}` } });
  if (!res.ok) throw new PlatformError(res.status, `Export failed (${res.status})`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export type ShopStatus = 'active' | 'paused' | 'suspended' | 'closed';
export type DomainStatus = 'pending' | 'verified' | 'disabled';
export type ShopSummary = {
  id: string;
  name: string;
  status: ShopStatus;
  statusReason: string | null;
  statusChangedAt: string | null;
  createdAt: string;
  domains: { host: string; status: DomainStatus; isPrimary: boolean }[];
  enquiriesThisWeek: number;
  smsToday: number;
  products: number;
  storageBytes: number;
  limits: { smsPerDay: number; maxProducts: number; storageBytes: number };
};
export type DnsRecord = { type: string; name: string; value: string; purpose: string };
export type ShopDomain = {
  id: string;
  host: string;
  isPrimary: boolean;
  status: DomainStatus;
  verifiedAt: string | null;
  lastCheckedAt: string | null;
  failureReason: string | null;
  records: DnsRecord[];
};
export type ShopDetail = ShopSummary & {
  domainRecords: ShopDomain[];
  supportSessions: {
    id: string;
    operatorEmail: string;
    reason: string;
    createdAt: string;
    expiresAt: string;
  }[];
};
export type Operator = { id: string; email: string; name: string; twoStep: boolean };
