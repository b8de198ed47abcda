import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  emulatorAdditions,
  emulatorPolicy,
  parsePolicy,
} from '../../scripts/hosting-headers.mjs';
import { APP_CHECK_SOURCES, policyProblems, scriptHash } from './content-security-policy';
import { PRELOADER } from './preload-route-chunks';

const production = contentSecurityPolicy();

describe("Hosting's Content-Security-Policy (firebase.json)", () => {
  it('names no local origin in production', () => {
    expect(production).not.toMatch(/127\.0\.0\.1|localhost|http:/);
    const directives = parsePolicy(production);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
  });

  it("is the emulators' policy but for the auth emulator's origin, where Firebase Auth is reached", () => {
    const emulator = parsePolicy(emulatorPolicy(production));
    const expected = parsePolicy(production);
    for (const [name, added] of Object.entries(emulatorAdditions)) {
      expected.set(name, [...(expected.get(name) ?? []), ...added]);
    }
    expect(emulator).toEqual(expected);
    expect(Object.values(emulatorAdditions).flat()).toEqual([
      'http://127.0.0.1:9099',
      'http://127.0.0.1:9099',
    ]);
  });
});

describe('the build check against the policy', () => {
  it('allows the deep-link preloader by its hash, and no inline script the policy does not list', () => {
    expect(policyProblems(`<script>${PRELOADER}</script>`, null)).toEqual([]);
    const other = 'alert(1)';
    expect(policyProblems(`<script>${PRELOADER}</script><script>${other}</script>`, null)).toEqual([
      `index.html has an inline script that script-src does not allow: add ${scriptHash(other)}`,
    ]);
  });

  it('leaves out what the browser does not run inline: JSON data, scripts with a src', () => {
    const html =
      '<script type="application/json" id="t">{"a":1}</script><script type="module" src="/x.js"></script>';
    expect(policyProblems(html, null)).toEqual([]);
  });

  it('asks a build for the real Firebase Auth to name its auth domain in frame-src', () => {
    const policy = "script-src 'self'; frame-src https://academia.firebaseapp.com";
    expect(policyProblems('', 'academia.firebaseapp.com', policy)).toEqual([]);
    expect(policyProblems('', 'outra.firebaseapp.com', policy)).toEqual([
      'frame-src does not name the auth domain: put https://outra.firebaseapp.com in it (docs/deploying.md)',
    ]);
    expect(policyProblems('', '', policy)).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN is not set (web/.env.production, see docs/deploying.md)',
    ]);
  });

  it('asks a build with an App Check site key for reCAPTCHA and the token exchange', () => {
    const bare = "script-src 'self'; connect-src 'self'";
    expect(policyProblems('', null, bare, false)).toEqual([]);
    expect(policyProblems('', null, bare, true)).toEqual([
      'App Check (VITE_APP_CHECK_SITE_KEY) needs script-src https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/ (docs/deploying.md, "App Check")',
      'App Check (VITE_APP_CHECK_SITE_KEY) needs frame-src https://www.google.com/recaptcha/ (docs/deploying.md, "App Check")',
      'App Check (VITE_APP_CHECK_SITE_KEY) needs connect-src https://content-firebaseappcheck.googleapis.com (docs/deploying.md, "App Check")',
    ]);
    const named = Object.entries(APP_CHECK_SOURCES)
      .map(([directive, sources]) => `${directive} 'self' ${sources.join(' ')}`)
      .join('; ');
    expect(policyProblems('', null, named, true)).toEqual([]);
  });
});
