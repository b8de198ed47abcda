/**
 * Property-based hostile input (fast-check): hundreds of generated payloads across every POST
 * route of the router table, and hostile path parameters: whole bodies of junk, a valid body
 * with one field of the wrong type, prototype-pollution keys, huge and unicode strings, nested
 * junk, wrong content types. The caller is a signed-in learner who has not activated; bodies
 * name another learner. Every answer is a 4xx with a Portuguese `{error}`, nothing is written
 * for either learner, and the server keeps answering.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/contract';
import { storedAbout, testDb } from './admin';
import { routeTable, sampleBodies } from './route-table';
import { call, signUp } from './stack';

const RUNS_PER_ROUTE = 40;

const pollutingKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');
const key = fc.oneof(fc.string({ maxLength: 12 }), pollutingKey);
const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', minLength: 2_000, maxLength: 6_000 }),
);

/** Any JSON value, nested a few levels, with hostile keys and strings. */
const junk = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** `text` with lone surrogates replaced, as a URL can only carry well-formed text. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

function isJsonObjectOrArray(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** A body the route refuses whatever it says: junk, a field of another type, or polluted keys. */
function hostileBody(sample: Record<string, unknown>) {
  const fields = Object.keys(sample);
  const wrongField = fields.length
    ? fc
        .record({ field: fc.constantFrom(...fields), value: junk })
        .filter(({ field, value }) => jsonType(value) !== jsonType(sample[field]))
        .map(({ field, value }) => JSON.stringify({ ...sample, [field]: value }))
    : junk.map((value) => JSON.stringify({ value }));
  const polluted = fc
    .tuple(pollutingKey, junk)
    .map(([name, value]) =>
      JSON.stringify(sample).replace(/^\{/, `{${JSON.stringify(name)}:${JSON.stringify(value)},`),
    );
  return fc.record({
    raw: fc.oneof(
      junk.map((value) => JSON.stringify(value)),
      wrongField,
      polluted,
    ),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ),
  });
}

describe('generated hostile input on every route', () => {
  it(`at least 300 payloads -> only 4xx with a Portuguese {error}; nothing written; the server keeps answering`, async () => {
    const [caller, victim] = await Promise.all([signUp(), signUp()]);
    // The caller is known to the API but not activated; the victim has points to protect.
    await testDb()
      .collection('users')
      .doc(caller.uid)
      .set({ name: 'Intrusa', hasActivated: false, totalPoints: 0 });
    await testDb()
      .collection('users')
      .doc(victim.uid)
      .set({ name: 'Vítima', hasActivated: true, pointsWriting: 30, pointsSpeaking: 0, totalPoints: 30 });
    const before = [await storedAbout(caller.uid), await storedAbout(victim.uid)];
    const statuses = new Map<number, number>();
    let sent = 0;
    const expectRefused = async (
      path: string,
      init: { method: string; raw?: string; contentType?: string },
    ) => {
      const result = await call(path, {
        method: init.method,
        token: caller.idToken,
        rawBody: init.raw,
        headers: init.contentType ? { 'Content-Type': init.contentType } : {},
      });
      sent++;
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
      expect(
        result.status,
        `${init.method} ${path} ${init.contentType ?? ''} ${init.raw?.slice(0, 200)}`,
      ).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      if (typeof result.body === 'string' && [413, 414, 431].includes(result.status)) {
        // A request line or headers too large for the HTTP server: refused before any code runs.
        expect(path.length).toBeGreaterThan(4_000);
      } else if (typeof result.body === 'string' && result.status === 404) {
        // The Hosting emulator refuses a path with a segment that starts with a dot (`.a`, `..%2F..`) with its
        // own plain 404 page, as it hides dotfiles: the request never reaches the function.
        expect(path).toMatch(/\/\.[^/]/);
      } else if (typeof result.body === 'string') {
        // Cloud Functions parses JSON bodies before the function runs, and answers a body that is
        // not a JSON object or array with its own plain 400 page (docs/known-limits.md).
        expect(result.status).toBe(400);
        expect(init.contentType).toBe('application/json');
        expect(isJsonObjectOrArray(init.raw ?? '')).toBe(false);
      } else {
        expect(typeof (result.body as { error?: unknown }).error).toBe('string');
      }
    };

    for (const entry of routeTable().filter((route) => route.method === 'POST')) {
      const sample = sampleBodies[entry.path]?.(victim.uid) ?? {};
      const path = entry.path.replace(':userId', encodeURIComponent(victim.uid));
      await fc.assert(
        fc.asyncProperty(hostileBody(sample), ({ raw, contentType }) =>
          expectRefused(path, { method: 'POST', raw, contentType }),
        ),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    }
    const hostileId = fc.oneof(
      text.filter((value) => value.length > 0),
      fc.constantFrom('..', '../..', '.a', '%2e%2e', '%00', 'a/b', '<script>', victim.uid),
    );
    for (const entry of routeTable().filter((route) => route.path.includes(':userId'))) {
      await fc.assert(
        fc.asyncProperty(hostileId, (id) =>
          expectRefused(entry.path.replace(':userId', encodeURIComponent(wellFormed(id))), {
            method: entry.method,
          }),
        ),
        { numRuns: 20, endOnFailure: true },
      );
    }

    expect(sent).toBeGreaterThanOrEqual(300);
    expect([await storedAbout(caller.uid), await storedAbout(victim.uid)]).toEqual(before);
    expect((await call(apiPaths.health)).status).toBe(200);
    console.log(`hostile payloads: ${sent}; statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
  }, 240_000);
});
