/**
 * Helpers for tests against the running stack: real users in the auth emulator, and calls
 * through the hosting emulator exactly as the browser makes them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { urls } from '../../../scripts/stack-config.mjs';

export const BASE_URL = process.env.API_BASE_URL ?? urls.hosting;
const AUTH_EMULATOR = urls.auth;

/** Every test learner's password. */
export const TEST_PASSWORD = 'segredo123';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

export function freshEmail(): string {
  return `aluno-${randomUUID()}@example.com`;
}

/** Signs up a fresh user in the auth emulator (a fresh e-mail unless given) and returns a real ID token for it. */
export async function signUp(displayName?: string, email = freshEmail()): Promise<TestUser> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD, displayName, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, idToken: body.idToken };
}

/** Signs up an anonymous account (no e-mail in its token), as a guest or a phone account is. */
export async function signUpAnonymously(): Promise<Omit<TestUser, 'email'>> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signUp failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** Signs in again with the password: a new ID token, its sign-in now. */
export async function signIn(email: string): Promise<TestUser> {
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`signIn failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, idToken: body.idToken };
}

/**
 * Signs in with Google through the auth emulator (an unsigned Google id_token it accepts): a
 * token whose `firebase.sign_in_provider` is 'google.com' and whose name is Google's.
 */
export async function signInWithGoogle(name: string): Promise<TestUser> {
  const email = freshEmail();
  const idToken = JSON.stringify({ sub: `google-${randomUUID()}`, email, name, email_verified: true });
  const response = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestUri: 'http://127.0.0.1',
        returnSecureToken: true,
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      }),
    },
  );
  if (!response.ok) throw new Error(`signInWithIdp failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, email, idToken: body.idToken };
}

/** A real emulator token with some claims changed (the emulator's tokens are not signed). */
export function withClaims(idToken: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = idToken.split('.');
  const claims: unknown = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
  const changed = { ...(claims as object), ...changes };
  return [header, Buffer.from(JSON.stringify(changed)).toString('base64url'), signature].join('.');
}

export interface CallOptions {
  method?: string;
  token?: string;
  /** Sent as JSON unless `rawBody` is given. */
  json?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A private address made from the token's user id (the same learner, the same address). */
function addressOf(idToken: string): string {
  const digest = createHash('sha256')
    .update(idToken.split('.')[1] ?? idToken)
    .digest();
  return `10.${digest[0]}.${digest[1]}.${digest[2]}`;
}

/** Calls the API through the hosting rewrite and parses a JSON answer when there is one. */
export async function call<T = unknown>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) {
    headers.Authorization = `Bearer ${options.token}`;
    // Each test learner calls from an address of their own, as a proxy reports it: the
    // per-address key throttle then counts learners apart, as it would real ones.
    headers['X-Forwarded-For'] ??= addressOf(options.token);
  }
  let body: string | undefined = options.rawBody;
  if (options.json !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${BASE_URL}${path}`, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const type = response.headers.get('content-type') ?? '';
  const parsed = type.includes('application/json') ? await response.json() : await response.text();
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/** The Portuguese `{error}` of a refused call. */
export function errorOf(result: CallResult): string {
  const body = result.body as { error?: unknown };
  if (typeof body?.error !== 'string') throw new Error(`No {error} in ${JSON.stringify(result.body)}`);
  return body.error;
}
