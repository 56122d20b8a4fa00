// The console's one API client: tenant header, staff bearer token, envelope unwrapping into ApiError,
// and the rule that any 401 signs out and returns to the sign-in screen.
import { API_BASE, getTenant } from '../config/env.ts';
import { authStore } from './auth.ts';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the network failed before any response. */
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;
/** A paged list: the rows plus total, page, limit, totalPages. */
export type Paged<T> = { data: T[]; total: number; page: number; limit: number; totalPages: number };

/** Calls whose 401 means a wrong password or code, not a dead session: they never sign out. */
const CREDENTIAL_CHECKS = new Set([
  '/admin/auth/login',
  '/admin/auth/login/code',
  '/admin/auth/login/enrol',
  '/admin/auth/login/enrol/confirm',
  '/admin/auth/step-up',
  '/admin/auth/two-step/confirm',
]);

let onUnauthorized: () => void = () => {
  if (!window.location.pathname.endsWith('/login')) window.location.assign('/admin/login');
};

/** The router registers how a 401 moves to the sign-in screen without a reload. */
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** Headers every call carries; also used by the SSE reader and file downloads. */
export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { 'X-Tenant-ID': getTenant(), ...extra };
  const { token } = authStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function request(method: string, path: string, body?: unknown, query?: Query): Promise<unknown> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers: apiHeaders({
        Accept: 'application/json',
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      }),
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', 'No connection. Check the network and try again.');
  }
  let json: { success?: boolean; error?: { code?: string; message?: string } } | null = null;
  try {
    json = response.status === 204 ? null : await response.json();
  } catch {
    json = null;
  }
  if (response.status === 401 && !CREDENTIAL_CHECKS.has(path)) {
    authStore.signOut();
    onUnauthorized();
  }
  if (!response.ok || json?.success === false) {
    throw new ApiError(
      response.status,
      json?.error?.code ?? 'ERROR',
      json?.error?.message ?? `Request failed (${response.status})`,
    );
  }
  return json;
}

const data = async <T>(p: Promise<unknown>) => ((await p) as { data: T }).data;

export const api = {
  get: <T>(path: string, query?: Query) => data<T>(request('GET', path, undefined, query)),
  /** A paged list with its envelope fields (total, page, limit, totalPages). */
  page: async <T>(path: string, query?: Query) => (await request('GET', path, undefined, query)) as Paged<T>,
  post: <T>(path: string, body?: unknown) => data<T>(request('POST', path, body ?? {})),
  put: <T>(path: string, body?: unknown) => data<T>(request('PUT', path, body ?? {})),
  patch: <T>(path: string, body?: unknown) => data<T>(request('PATCH', path, body ?? {})),
  delete: <T>(path: string, body?: unknown) => data<T>(request('DELETE', path, body)),
};

/** Fetches a protected file (payment proof image, PDF slip) as a blob URL, since <img src> cannot send headers. */
export async function fetchBlobUrl(path: string, query?: Query): Promise<string> {
  const response = await fetch(apiUrl(path, query), { headers: apiHeaders() });
  if (response.status === 401) {
    authStore.signOut();
    onUnauthorized();
  }
  if (!response.ok)
    throw new ApiError(response.status, 'ERROR', `Could not load the file (${response.status})`);
  return URL.createObjectURL(await response.blob());
}
