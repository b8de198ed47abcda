/**
 * The one HTTP client of the web app: JSON in and out, the Firebase ID token attached, and
 * every failure turned into an ApiError carrying a Portuguese message.
 */
import { lazyRetrying } from '@shared/lazy';
import type { ApiError as ApiErrorBody } from '@shared/contract';
import { messages } from '../messages';

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** The parsed JSON error body, when the server sent one (some calls carry more than `error`). */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Attach the signed-in user's ID token (default true). */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch's keepalive): a save sent as the tab closes. */
  keepalive?: boolean;
}

/** Firebase Auth, loaded on the first authenticated call, however many start at once (a chunk that failed offline is tried again). */
const loadFirebase = lazyRetrying(() => import('./firebase'));

async function idToken(): Promise<string | null> {
  const { currentIdToken } = await loadFirebase();
  return currentIdToken();
}

async function send(path: string, options: RequestOptions, raw?: Blob): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (raw) headers['Content-Type'] = raw.type;
  if (options.authenticated !== false) {
    const token = await idToken();
    if (!token) throw new ApiError(401, messages.errors.notSignedIn);
    headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(path, {
      method: options.method ?? (options.body === undefined && !raw ? 'GET' : 'POST'),
      headers,
      body: raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, messages.errors.network);
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
  const message = typeof body?.error === 'string' ? body.error : messages.errors.unexpected;
  return new ApiError(response.status, message, body);
}

/** Calls the API and returns its JSON answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}

/** Calls the API for binary content (audio). */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (!response.ok) throw await errorFrom(response);
  return response.blob();
}

/** POSTs binary content (a recording) as the raw body with its own Content-Type; JSON back. */
export async function apiUpload<T>(path: string, content: Blob, options: Omit<RequestOptions, 'body'> = {}): Promise<T> {
  const response = await send(path, options, content);
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as T;
}
