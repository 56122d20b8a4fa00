// The one API client (§7): tenant header, bearer token, JSON bodies, envelope unwrapping into ApiError,
// the 401 rule (§4), GET dedup for 5 s and an opt-in 60 s cache for lists TanStack Query doesn't hold.
import { DEDUP_MS, LIST_CACHE_MS } from '@pataka/domain/limits';
import { translateText } from '@pataka/domain/i18n';
import { SHELL_MESSAGES } from '@pataka/domain/shell-messages';
import { API_BASE, getTenant } from '../config/env.ts';
import { AUTH_PATHS, paths } from '../config/paths.ts';
import { authStore, expireSession } from './auth.ts';

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

/** §8: the response's error (nested message or plain string), else its message, else 'Request failed'. */
export function errorText(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof error === 'object' && error !== null) {
      const nested = (error as { message?: unknown }).message;
      if (typeof nested === 'string' && nested) return nested;
    }
    if (typeof message === 'string' && message) return message;
  }
  return SHELL_MESSAGES.requestFailed;
}

/**
 * §8: the text to show for anything thrown; a thrown non-error becomes 'An unexpected error occurred'.
 * A server's text arrives in English: a known one is shown in the page's language (translateText).
 */
export function toErrorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? translateText(error.message)
    : SHELL_MESSAGES.unexpectedError;
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export type RequestOptions = {
  /** Query string; arrays repeat the key (`tags=New&tags=sale`), null/undefined/'' are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** GETs are deduplicated for 5 s by default; pass false for a guaranteed fresh read. */
  dedup?: boolean;
  /** Keep a GET's result this long (use LIST_CACHE_MS for lists outside TanStack Query). */
  cacheMs?: number;
  /** A file (PDF) instead of a JSON envelope: a successful body is returned as a Blob. */
  blob?: boolean;
};

/** A paged list (§7): the rows plus total, page, limit, totalPages. */
export type Page<T> = { data: T[]; total: number; page: number; limit: number; totalPages: number };

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let navigate: (to: string) => void = (to) => window.location.assign(to);

/** How requests leave: `fetch` in the browser; the API process itself when rendering on the server. */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

/** The server renderer answers the storefront's reads in-process (entry-server.tsx). */
export function setApiTransport(fn: typeof transport) {
  transport = fn;
  inProcess = true;
}
/** On the server every request renders from its own query cache: no GET is shared between requests. */
let inProcess = false;

/** The router registers its navigate so the 401 rule moves without a full page reload. */
export function setApiNavigator(fn: (to: string) => void) {
  navigate = fn;
}

const recent = new Map<string, { promise: Promise<unknown>; until: number }>();

/** Forget deduplicated and cached GETs (after sign-in/out or a write that changes lists). */
export function clearApiCache() {
  recent.clear();
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** §4: a 401 clears stored credentials, fires 'token-expired' and goes home unless on / or an auth page. */
function handleUnauthorized() {
  expireSession();
  clearApiCache();
  window.dispatchEvent(new Event('token-expired'));
  const here = window.location.pathname;
  if (here !== paths.home.path && !AUTH_PATHS.some((p) => here === p || here.startsWith(`${p}/`))) {
    navigate(paths.home.path);
  }
}

async function send(method: Method, url: string, body: unknown, options: RequestOptions): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Tenant-ID': getTenant() };
  const { token } = authStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await transport(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK_ERROR', toErrorMessage(error));
  }

  if (options.blob && response.ok) return response.blob();
  let json: unknown = null;
  try {
    json = response.status === 204 ? null : await response.json();
  } catch {
    json = null;
  }
  const envelope = (json ?? {}) as { success?: boolean; error?: { code?: unknown } | string };

  if (response.status === 401) handleUnauthorized();
  if (!response.ok || envelope.success === false) {
    const code =
      typeof envelope.error === 'object' && typeof envelope.error?.code === 'string'
        ? envelope.error.code
        : `HTTP_${response.status}`;
    const message = response.status === 401 && !json ? SHELL_MESSAGES.authRequired : errorText(json);
    throw new ApiError(response.status, code, message);
  }
  return json;
}

function get(path: string, options: RequestOptions = {}): Promise<unknown> {
  const url = buildUrl(path, options.query);
  // The token is part of the key: a signed-in read must never be answered from a signed-out one.
  const key = `${getTenant()} ${authStore.get().token ?? ''} ${url}`;
  const now = Date.now();
  const hit = recent.get(key);
  if (inProcess) return send('GET', url, undefined, options);
  if (options.dedup !== false && hit && hit.until > now) return hit.promise;

  const promise = send('GET', url, undefined, options);
  const keepFor = Math.max(options.cacheMs ?? 0, options.dedup === false ? 0 : DEDUP_MS);
  if (keepFor > 0) {
    recent.set(key, { promise, until: now + keepFor });
    // A failure is not worth remembering: the next caller should try again.
    promise.catch(() => {
      if (recent.get(key)?.promise === promise) recent.delete(key);
    });
  }
  return promise;
}

const unwrap = <T>(json: unknown) => (json as { data: T }).data;

export const api = {
  get: <T>(path: string, options?: RequestOptions) => get(path, options).then(unwrap<T>),
  /** A paged list (§7): keeps total/page/limit/totalPages beside the rows. */
  getPage: <T>(path: string, options?: RequestOptions) =>
    get(path, options).then((json): Page<T> => {
      const page = json as Partial<Page<T>>;
      const data = Array.isArray(page.data) ? page.data : [];
      return {
        data,
        total: page.total ?? data.length,
        page: page.page ?? 1,
        limit: page.limit ?? data.length,
        totalPages: page.totalPages ?? 1,
      };
    }),
  /** A file the API sends with the customer's token (a plain link would not carry it): never cached. */
  getBlob: (path: string, options: RequestOptions = {}) =>
    send('GET', buildUrl(path, options.query), undefined, { ...options, blob: true }) as Promise<Blob>,
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send('POST', buildUrl(path, options.query), body ?? {}, options).then(unwrap<T>),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send('PUT', buildUrl(path, options.query), body ?? {}, options).then(unwrap<T>),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    send('PATCH', buildUrl(path, options.query), body ?? {}, options).then(unwrap<T>),
  delete: <T>(path: string, options: RequestOptions = {}) =>
    send('DELETE', buildUrl(path, options.query), undefined, options).then(unwrap<T>),
};

export { LIST_CACHE_MS };
