/**
 * App Check by REST (./app-check.ts, ./app-check-exchange.ts), at its boundaries: Google's
 * reCAPTCHA Enterprise script (a <script> added to the page, then `grecaptcha.enterprise`) and
 * `fetch` to App Check's exchange endpoint.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../testing/fake-api';

const EXCHANGE =
  'https://content-firebaseappcheck.googleapis.com/v1/projects/demo-project/apps/1:123:web:abc:exchangeRecaptchaEnterpriseToken?key=api-key';

let attestations = 0;
const enterprise = {
  ready: vi.fn((callback: () => void) => callback()),
  execute: vi.fn(async (_siteKey: string, _options: { action: string }) => `recaptcha-${++attestations}`),
};
let observer: MutationObserver | undefined;

/** Google's script "loads" when added: grecaptcha appears and the tag's load event fires. */
function serveRecaptcha({ fails = false } = {}) {
  observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      if (fails) node.dispatchEvent(new Event('error'));
      else {
        vi.stubGlobal('grecaptcha', { enterprise });
        node.dispatchEvent(new Event('load'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);

/** Each exchange answers a new token with this ttl. */
function appCheckServer(ttl = '3600s', status = 200) {
  let issued = 0;
  return fakeApi(() =>
    status === 200 ? json({ token: `app-check-${++issued}`, ttl }) : json({ error: {} }, status),
  );
}

async function load() {
  return import('./app-check');
}

describe('App Check by REST', () => {
  beforeEach(() => {
    vi.resetModules();
    attestations = 0;
    vi.stubEnv('VITE_APP_CHECK_SITE_KEY', 'site-key');
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'api-key');
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-project');
    vi.stubEnv('VITE_FIREBASE_APP_ID', '1:123:web:abc');
  });
  afterEach(() => {
    observer?.disconnect();
    for (const script of document.head.querySelectorAll('script')) script.remove();
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    vi.useRealTimers();
    enterprise.ready.mockClear();
    enterprise.execute.mockClear();
  });

  it("loads reCAPTCHA Enterprise once, attests with the SDK's action and exchanges the token as the SDK does", async () => {
    serveRecaptcha();
    const api = appCheckServer();
    const { appCheckToken } = await load();
    expect(await appCheckToken('session')).toBe('app-check-1');
    expect(scripts()).toEqual(['https://www.google.com/recaptcha/enterprise.js?render=site-key']);
    expect(enterprise.execute).toHaveBeenCalledWith('site-key', { action: 'fire_app_check' });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      url: EXCHANGE,
      method: 'POST',
      body: { recaptcha_enterprise_token: 'recaptcha-1' },
    });
    expect(api.calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(api.calls[0]?.body).not.toHaveProperty('limited_use');
  });

  it('reuses the session token until 5 minutes before it expires, then exchanges a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    serveRecaptcha();
    const api = appCheckServer('3600s');
    const { appCheckToken } = await load();
    expect(await appCheckToken('session')).toBe('app-check-1');
    vi.advanceTimersByTime(54 * 60 * 1000);
    expect(await appCheckToken('session')).toBe('app-check-1');
    vi.advanceTimersByTime(61 * 1000);
    expect(await appCheckToken('session')).toBe('app-check-2');
    expect(api.calls).toHaveLength(2);
    expect(scripts()).toHaveLength(1);
  });

  it('a limited-use token is fresh every time, asked with limited_use, and does not replace the session token', async () => {
    serveRecaptcha();
    const api = appCheckServer();
    const { appCheckToken } = await load();
    expect(await appCheckToken('session')).toBe('app-check-1');
    expect(await appCheckToken('limited-use')).toBe('app-check-2');
    expect(await appCheckToken('limited-use')).toBe('app-check-3');
    expect(await appCheckToken('session')).toBe('app-check-1');
    expect(api.calls.map((call) => call.body)).toEqual([
      { recaptcha_enterprise_token: 'recaptcha-1' },
      { recaptcha_enterprise_token: 'recaptcha-2', limited_use: true },
      { recaptcha_enterprise_token: 'recaptcha-3', limited_use: true },
    ]);
  });

  it('concurrent callers share one script and one exchange', async () => {
    serveRecaptcha();
    const api = appCheckServer();
    const { appCheckToken } = await load();
    const tokens = await Promise.all([
      appCheckToken('session'),
      appCheckToken('session'),
      appCheckToken('session'),
    ]);
    expect(tokens).toEqual(['app-check-1', 'app-check-1', 'app-check-1']);
    expect(api.calls).toHaveLength(1);
    expect(enterprise.execute).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(1);
  });

  it('an exchange refused, an answer without a token or ttl, or a network failure gives null', async () => {
    serveRecaptcha();
    const { appCheckToken } = await load();
    appCheckServer('3600s', 403);
    expect(await appCheckToken('session')).toBeNull();
    fakeApi(() => json({ token: 'app-check-x', ttl: 'an hour' }));
    expect(await appCheckToken('session')).toBeNull();
    fakeApi(() => json({ ttl: '3600s' }));
    expect(await appCheckToken('limited-use')).toBeNull();
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await appCheckToken('session')).toBeNull();
    // Nothing failed is kept: the next call exchanges again.
    const api = appCheckServer();
    expect(await appCheckToken('session')).toBe('app-check-1');
    expect(api.calls).toHaveLength(1);
  });

  it('a refresh that fails keeps the old token while it has not expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    serveRecaptcha();
    appCheckServer();
    const { appCheckToken } = await load();
    expect(await appCheckToken('session')).toBe('app-check-1');
    vi.advanceTimersByTime(58 * 60 * 1000);
    appCheckServer('3600s', 503);
    expect(await appCheckToken('session')).toBe('app-check-1');
    vi.advanceTimersByTime(3 * 60 * 1000);
    expect(await appCheckToken('session')).toBeNull();
  });

  it('a script that fails to load gives null, and the next call adds it again', async () => {
    serveRecaptcha({ fails: true });
    const api = appCheckServer();
    const { appCheckToken } = await load();
    expect(await appCheckToken('session')).toBeNull();
    expect(scripts()).toEqual([]);
    expect(api.calls).toHaveLength(0);
    observer?.disconnect();
    serveRecaptcha();
    expect(await appCheckToken('session')).toBe('app-check-1');
    expect(scripts()).toHaveLength(1);
  });

  it('a reCAPTCHA that never answers gives null after 10 s, without an exchange', async () => {
    vi.useFakeTimers();
    serveRecaptcha();
    enterprise.execute.mockImplementationOnce(() => new Promise<string>(() => {}));
    const api = appCheckServer();
    const { appCheckToken } = await load();
    const token = appCheckToken('session');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await token).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['no site key', 'VITE_APP_CHECK_SITE_KEY', ' '],
    ['no app id (the emulator config may have none)', 'VITE_FIREBASE_APP_ID', ''],
    ['no project id', 'VITE_FIREBASE_PROJECT_ID', ''],
    ['no API key', 'VITE_FIREBASE_API_KEY', ''],
  ])('not configured (%s): null, no script, no request', async (_, name, value) => {
    vi.stubEnv(name, value);
    serveRecaptcha();
    const api = appCheckServer();
    const { appCheckToken } = await load();
    expect(await appCheckToken('session')).toBeNull();
    expect(await appCheckToken('limited-use')).toBeNull();
    expect(scripts()).toEqual([]);
    expect(api.calls).toHaveLength(0);
  });
});
