/**
 * The one HTTP client of the web app: JSON in and out, the Firebase ID token attached, every
 * answer checked against its schema in the shared contract, and every failure turned into an
 * ApiError carrying a Portuguese message.
 */
import { apiErrorSchema, apiPaths, type UserProfile, userProfileSchema } from '@shared/contract';
import { lazyRetrying } from '@shared/lazy';
import * as v from 'valibot';
import { messages } from '../messages';
import { type AppCheckUse, appCheckToken } from './app-check';
import { authStore } from './auth-store';

export class ApiError extends Error {
  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** True when `message` is the server's own sentence (its answer's `error`). */
    readonly fromServer = false,
    /** The error answer's JSON, when there was one: some calls carry more than `error`. */
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Attach the signed-in user's ID token (default true). */
  authenticated?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (fetch's keepalive): a save sent as the tab closes. */
  keepalive?: boolean;
  /** Send an App Check token (the calls that spend money, key validation): ./app-check.ts. */
  appCheck?: AppCheckUse;
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
  if (options.appCheck) {
    const token = await appCheckToken(options.appCheck);
    if (token) headers['X-Firebase-AppCheck'] = token;
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
  const body: unknown = await response.json().catch(() => null);
  const known = v.safeParse(apiErrorSchema, body);
  return known.success && known.output.error
    ? new ApiError(response.status, known.output.error, true, body)
    : new ApiError(response.status, messages.errors.unexpected, false, body);
}

/** The JSON answer of a successful call as `schema` reads it; any other answer is an ApiError. */
async function answerOf<S extends v.GenericSchema>(response: Response, schema: S): Promise<v.InferOutput<S>> {
  if (!response.ok) throw await errorFrom(response);
  const body: unknown = await response.json().catch(() => null);
  const answer = v.safeParse(schema, body);
  if (!answer.success) throw new ApiError(response.status, messages.errors.unexpected, false, body);
  return answer.output;
}

/** Calls the API and returns its JSON answer, checked against `schema`. */
export async function apiRequest<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  return answerOf(await send(path, options), schema);
}

/** Calls the API for binary content (audio). */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (!response.ok) throw await errorFrom(response);
  return response.blob();
}

/** POSTs binary content (a recording) as the raw body with its own Content-Type; JSON back, checked. */
export async function apiUpload<S extends v.GenericSchema>(
  path: string,
  content: Blob,
  schema: S,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<v.InferOutput<S>> {
  return answerOf(await send(path, options, content), schema);
}

/**
 * GET /api/users/me, the learner's record, for every screen that reads it. It also says the
 * account's academy role as Firebase Auth holds it now, and this client keeps the token it
 * attaches in step: the navigation remembers the role, and a token that does not carry it yet
 * (or still does) is fetched again, so a teacher just added finds the academy at once and one
 * removed loses it. Offline, the next reading tries again.
 */
export async function getMe(): Promise<UserProfile> {
  const profile = await apiRequest(apiPaths.me, userProfileSchema);
  authStore.setRole(profile.role);
  await loadFirebase()
    .then((firebase) => firebase.matchTokenRole(profile.role))
    .catch(() => undefined);
  return profile;
}
