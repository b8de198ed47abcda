/**
 * App Check's reCAPTCHA Enterprise provider by REST, the requests `firebase/app-check` makes for
 * it (the SDK would be a 5.1 KB gz chunk on the practice routes; this one is far smaller, see
 * docs/performance.md). Google's reCAPTCHA Enterprise script is loaded once, on demand; its token
 * is exchanged at Firebase App Check for an App Check token
 * (https://firebase.google.com/docs/reference/appcheck/rest/v1/projects.apps/exchangeRecaptchaEnterpriseToken).
 * Loaded only through ./app-check.ts, and only when a site key and the web app's ids are configured.
 */
/** The site key and the web app's Firebase config (VITE_FIREBASE_*). */
export interface AppCheckConfig {
  siteKey: string;
  apiKey: string;
  projectId: string;
  appId: string;
}

/** The part of `grecaptcha.enterprise` used here. */
interface Recaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: { enterprise?: Recaptcha };
  }
}

const SCRIPT = 'https://www.google.com/recaptcha/enterprise.js';
const ENDPOINT = 'https://content-firebaseappcheck.googleapis.com/v1';
/** The action the SDK names its reCAPTCHA assessments with (seen in reCAPTCHA's console). */
const ACTION = 'fire_app_check';
/** A session token is used until this long before it expires (the SDK's own refresh margin). */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** A reCAPTCHA that neither answers nor fails (a blocked script) must not hold the call up. */
export const RECAPTCHA_TIMEOUT_MS = 10_000;

let loading: Promise<Recaptcha> | undefined;

/** Google's script, added once; a failed load is forgotten (the tag removed) so the next call tries again. */
function loadRecaptcha(siteKey: string): Promise<Recaptcha> {
  loading ??= new Promise<Recaptcha>((resolve, reject) => {
    const whenReady = () => {
      const enterprise = window.grecaptcha?.enterprise;
      if (enterprise) enterprise.ready(() => resolve(enterprise));
      else reject(new Error('reCAPTCHA Enterprise did not load'));
    };
    if (window.grecaptcha?.enterprise) return whenReady();
    const script = document.createElement('script');
    script.src = `${SCRIPT}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = whenReady;
    script.onerror = () => {
      script.remove();
      reject(new Error('reCAPTCHA Enterprise did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('reCAPTCHA Enterprise did not answer')), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function recaptchaToken(siteKey: string): Promise<string> {
  const enterprise = await loadRecaptcha(siteKey);
  return enterprise.execute(siteKey, { action: ACTION });
}

interface Token {
  token: string;
  expiresAt: number;
}

/** One reCAPTCHA attestation exchanged for an App Check token; throws on any failure. */
async function exchange(config: AppCheckConfig, limitedUse: boolean): Promise<Token> {
  const attestation = await withTimeout(recaptchaToken(config.siteKey), RECAPTCHA_TIMEOUT_MS);
  const { projectId, appId, apiKey } = config;
  const response = await fetch(
    `${ENDPOINT}/projects/${projectId}/apps/${appId}:exchangeRecaptchaEnterpriseToken?key=${encodeURIComponent(apiKey)}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        recaptcha_enterprise_token: attestation,
        ...(limitedUse ? { limited_use: true } : {}),
      }),
    },
  );
  if (response.status !== 200) throw new Error(`App Check exchange answered ${response.status}`);
  const answer = (await response.json()) as { token?: unknown; ttl?: unknown };
  // `ttl` is a protobuf Duration in JSON: "3600s".
  const seconds = typeof answer.ttl === 'string' ? Number(/^([\d.]+)s$/.exec(answer.ttl)?.[1]) : Number.NaN;
  if (typeof answer.token !== 'string' || !answer.token || !(seconds > 0))
    throw new Error('App Check exchange gave no token');
  return { token: answer.token, expiresAt: Date.now() + seconds * 1000 };
}

let session: Token | undefined;
let refreshing: Promise<string> | undefined;

/**
 * `limitedUse`: a fresh token the server spends (key validation), never kept. Otherwise the
 * session token, reused until REFRESH_MARGIN_MS before it expires; concurrent callers share one
 * exchange, and a failed refresh falls back to the old token while it has not expired (as the SDK
 * does). Throws when no usable token could be had.
 */
export function appCheckToken(config: AppCheckConfig, limitedUse: boolean): Promise<string> {
  if (limitedUse) return exchange(config, true).then(({ token }) => token);
  if (session && session.expiresAt - Date.now() > REFRESH_MARGIN_MS) return Promise.resolve(session.token);
  refreshing ??= exchange(config, false)
    .then(
      (fresh) => {
        session = fresh;
        return fresh.token;
      },
      (error: unknown) => {
        if (session && session.expiresAt > Date.now()) return session.token;
        throw error;
      },
    )
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}
