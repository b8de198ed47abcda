/**
 * Hosting's security headers (firebase.json, hosting.headers), read through the hosting
 * emulator as a browser gets them. The emulators serve firebase.json's production policy with
 * the auth emulator's origin added (scripts/hosting-headers.mjs); the Cache-Control rules still
 * apply beside the security headers. No source map is built or served.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, emulatorPolicy } from '../../../scripts/hosting-headers.mjs';
import { root, urls } from '../../../scripts/stack-config.mjs';
import { apiPaths } from '../../src/shared/contract';
import { BASE_URL } from './stack';

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function get(url: string): Promise<{ headers: Headers; text: string }> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return { headers: response.headers, text: await response.text() };
}

/** The app's entry script, as index.html names it. */
async function entryScript(): Promise<string> {
  const { text } = await get(`${BASE_URL}/`);
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(text)?.[1];
  if (!entry) throw new Error('index.html names no entry script');
  return entry;
}

describe('security headers, through the hosting emulator', () => {
  it('are on the page, a deep link, an asset, the service worker and the manifest, beside their Cache-Control', async () => {
    const policy = emulatorPolicy(contentSecurityPolicy());
    const paths: [string, string][] = [
      ['/', 'no-cache'],
      ['/ranking', 'no-cache'],
      [await entryScript(), IMMUTABLE],
      ['/sw.js', 'no-cache'],
      ['/manifest.webmanifest', 'no-cache'],
    ];
    for (const [path, cacheControl] of paths) {
      const { headers } = await get(`${BASE_URL}${path}`);
      expect(
        {
          csp: headers.get('content-security-policy'),
          nosniff: headers.get('x-content-type-options'),
          referrer: headers.get('referrer-policy'),
          permissions: headers.get('permissions-policy'),
          cache: headers.get('cache-control'),
        },
        path,
      ).toEqual({
        csp: policy,
        nosniff: 'nosniff',
        referrer: 'strict-origin-when-cross-origin',
        permissions: 'microphone=(self), camera=(), geolocation=()',
        cache: cacheControl,
      });
    }
  });

  it("reach the function's answers through the rewrite, and the function says nosniff itself", async () => {
    // The hosting emulator adds firebase.json's headers to a rewritten answer; whether production
    // Hosting does is not documented (docs/security.md), so the function sets nosniff on its own.
    const rewritten = (await get(`${BASE_URL}${apiPaths.health}`)).headers;
    expect(rewritten.get('content-security-policy')).toBe(emulatorPolicy(contentSecurityPolicy()));
    expect(rewritten.get('x-content-type-options')).toBe('nosniff');
    expect(rewritten.get('cache-control')).toBe('no-store');

    const direct = (await get(`${urls.function}${apiPaths.health}`)).headers;
    expect(direct.get('x-content-type-options')).toBe('nosniff');
    expect(direct.get('content-security-policy')).toBeNull();
  });

  it("leave Hosting's reserved /__/ paths alone", async () => {
    // Firebase Auth's helper pages live there and must stay frameable by the app.
    const { headers } = await get(`${BASE_URL}/__/firebase/init.json`);
    expect(headers.get('content-security-policy')).toBeNull();
  });

  it('serve no source map: none is built, no script names one, and its URL answers with the app', async () => {
    const dist = join(root, 'web/dist');
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const naming = scripts.filter((file) =>
      readFileSync(join(dist, file), 'utf8').includes('sourceMappingURL'),
    );
    expect(naming).toEqual([]);
    const entry = await entryScript();
    const map = await get(`${BASE_URL}${entry}.map`);
    expect(map.headers.get('content-type')).toContain('text/html');
    expect(map.text).not.toContain('"mappings"');
    // A map built by hand is still not deployed.
    const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
    expect(firebaseJson.hosting.ignore).toContain('**/*.map');
  });
});
