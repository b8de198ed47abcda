import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, parsePolicy } from '../../scripts/hosting-headers.mjs';

/** The CSP source that allows an inline script: 'sha256-<base64 of its text's SHA-256>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of every inline script the browser runs (a JSON block is data, never run). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].flatMap(
    ([, attributes = '', text = '']) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
      const runs = !type || type === 'module' || type.includes('javascript');
      return runs && !/\bsrc\s*=/i.test(attributes) ? [text] : [];
    },
  );
}

/** What reCAPTCHA Enterprise and the App Check token exchange load, frame and call. */
export const APP_CHECK_SOURCES: Record<string, string[]> = {
  'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/'],
  'connect-src': ['https://content-firebaseappcheck.googleapis.com'],
};

/**
 * What Hosting's policy would block in this build: an inline script whose hash script-src lacks,
 * or, in a build that talks to the real Firebase Auth (no emulator), an auth domain that
 * frame-src does not name: Google sign-in frames https://<authDomain>/__/auth/iframe.
 */
export function policyProblems(
  html: string,
  authDomain: string | null,
  policy = contentSecurityPolicy(),
  appCheck = false,
): string[] {
  const directives = parsePolicy(policy);
  const scriptSources = directives.get('script-src') ?? [];
  const problems = inlineScripts(html)
    .map(scriptHash)
    .filter((hash) => !scriptSources.includes(hash))
    .map((hash) => `index.html has an inline script that script-src does not allow: add ${hash}`);
  if (authDomain !== null) {
    const origin = `https://${authDomain}`;
    if (!authDomain)
      problems.push('VITE_FIREBASE_AUTH_DOMAIN is not set (web/.env.production, see docs/deploying.md)');
    else if (!directives.get('frame-src')?.includes(origin))
      problems.push(`frame-src does not name the auth domain: put ${origin} in it (docs/deploying.md)`);
  }
  if (appCheck) {
    for (const [directive, sources] of Object.entries(APP_CHECK_SOURCES)) {
      const missing = sources.filter((source) => !directives.get(directive)?.includes(source));
      if (missing.length > 0)
        problems.push(
          `App Check (VITE_APP_CHECK_SITE_KEY) needs ${directive} ${missing.join(' ')} (docs/deploying.md, "App Check")`,
        );
    }
  }
  return problems;
}

/**
 * Fails the build when firebase.json's Content-Security-Policy would block what it produced
 * (policyProblems), naming what to write there, instead of leaving it to a learner's browser.
 */
export function contentSecurityPolicyCheck(): Plugin {
  let authDomain: string | null = null;
  let appCheck = false;
  return {
    name: 'content-security-policy-check',
    apply: 'build',
    configResolved(config) {
      // Against the emulator the SDK never frames the auth domain: only the inline scripts count.
      authDomain = config.env.VITE_AUTH_EMULATOR_URL ? null : (config.env.VITE_FIREBASE_AUTH_DOMAIN ?? '');
      appCheck = Boolean(config.env.VITE_APP_CHECK_SITE_KEY?.trim());
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const problems = policyProblems(html, authDomain, undefined, appCheck);
        if (problems.length > 0) {
          throw new Error(`firebase.json, hosting's Content-Security-Policy:\n  ${problems.join('\n  ')}`);
        }
        return html;
      },
    },
  };
}
