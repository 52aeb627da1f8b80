import { COMMAND_POLL_INTERVAL_MS, COMMAND_POLL_MAX_ATTEMPTS, CSRF_COOKIE } from '@/config/site';
import { getCookie, notifyCookiesChanged } from './cookies';
import { takeFirstAnswer } from './first-answers';

export type ApiErrorData = {
  fail_code: string;
  message: string;
  fields?: Record<string, string>;
  product_id?: string;
  /** name_change_unconfirmed only: the account's name and the one identity verification found. */
  names?: { current: string; verified: string };
  /** POST /auth/login's invalid_credentials: failed logins still allowed before the lock. */
  attempts_left?: number;
};

/** A failed call: HTTP status plus the server's body (`fail_code` is `unknown_error` when the body had none). */
export class ApiError extends Error {
  readonly status: number;
  readonly data: ApiErrorData;

  constructor(status: number, data: ApiErrorData) {
    super(data.message || data.fail_code);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const API_BASE = '/api';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${url}?${text}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toErrorData(body: unknown): ApiErrorData {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const data: ApiErrorData = {
      fail_code: typeof record.fail_code === 'string' ? record.fail_code : 'unknown_error',
      message: typeof record.message === 'string' ? record.message : '',
    };
    if (typeof record.fields === 'object' && record.fields !== null) data.fields = record.fields as Record<string, string>;
    if (typeof record.product_id === 'string') data.product_id = record.product_id;
    const names = record.names as Record<string, unknown> | undefined;
    if (typeof names?.current === 'string' && typeof names.verified === 'string') data.names = { current: names.current, verified: names.verified };
    if (Number.isInteger(record.attempts_left) && (record.attempts_left as number) >= 0) data.attempts_left = record.attempts_left as number;
    return data;
  }
  return { fail_code: 'unknown_error', message: '' };
}

function isPendingCommand(body: unknown): body is { command_id: string; status: 'pending' } {
  if (typeof body !== 'object' || body === null) return false;
  const record = body as Record<string, unknown>;
  return typeof record.command_id === 'string' && record.status === 'pending';
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

type CommandStatus = { status: 'pending' | 'succeeded' | 'failed'; result?: unknown; fail_code?: string; message?: string };

/** Follows a 202 `{command_id, status: "pending"}` answer until the command is done (bounded). */
async function waitForCommand(commandId: string, signal?: AbortSignal): Promise<unknown> {
  for (let attempt = 0; attempt < COMMAND_POLL_MAX_ATTEMPTS; attempt += 1) {
    await delay(COMMAND_POLL_INTERVAL_MS, signal);
    const outcome = await apiRequest<CommandStatus>(`/commands/${encodeURIComponent(commandId)}`, { signal });
    if (outcome.status === 'succeeded') return outcome.result;
    if (outcome.status === 'failed') {
      throw new ApiError(400, { fail_code: outcome.fail_code ?? 'unknown_error', message: outcome.message ?? '' });
    }
  }
  throw new ApiError(504, { fail_code: 'retry_later', message: '' });
}

/** The one way the web app talks to `/api`: JSON, same-origin cookies, CSRF header on writes. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (STATE_CHANGING.has(method)) {
    const csrf = getCookie(CSRF_COOKIE);
    if (csrf) headers['X-CSRF-Token'] = decodeURIComponent(csrf);
  }
  const url = buildApiUrl(path, options.query);
  if (method === 'GET') {
    // The page's own copy of this read's answer, when it arrived with one (a visitor's landing page).
    const first = takeFirstAnswer(url);
    if (first !== undefined) return first as T;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, { fail_code: 'unknown_error', message: '' });
  }
  const body = await readBody(response);
  if (STATE_CHANGING.has(method)) notifyCookiesChanged();
  if (!response.ok) throw new ApiError(response.status, toErrorData(body));
  if (response.status === 202 && isPendingCommand(body)) {
    return (await waitForCommand(body.command_id, options.signal)) as T;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: ApiRequestOptions['query'], signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
    apiRequest<T>(path, { method: 'POST', body: body ?? {}, headers }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/** Shared list shape `{items, page, size, total}`. */
export type Page<T> = { items: T[]; page: number; size: number; total: number };
