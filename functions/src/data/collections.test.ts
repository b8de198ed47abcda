/**
 * The registry (./collections.ts) against the code itself: every collection named anywhere in
 * functions/src is in it, so deleting an account and exporting a learner's data cannot miss one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allCollectionNames, COLLECTIONS, LEARNER_COLLECTIONS, ttlCollectionNames } from './collections';
import { TTL_COLLECTION_GROUPS } from './retention';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const PRIVACY_NOTICE = fileURLToPath(new URL('../../../web/src/messages/privacy.ts', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const sources = sourceFiles(SRC).map((path) => ({
  file: relative(SRC, path),
  text: readFileSync(path, 'utf8'),
}));

/**
 * A collection is named by `.collection('x')` / `.collectionGroup('x')`, or passed as the `log`
 * of a write-once counter (`log: 'x'`), which data/write-once.ts opens with `.collection(log)`,
 * or as a daily allowance's `refunds` (shared/rules.ts DAILY_ALLOWANCES), which
 * data/daily-usage.ts opens with `.collection(refunds)`.
 */
const NAMED = /\.collection(?:Group)?\(\s*(['"`])([^'"`]+)\1\s*\)|\b(?:log|refunds):\s*(['"`])([^'"`]+)\3/g;
/** A `.collection(...)` whose argument is not a literal: allowed only where the name comes from `log`. */
const DYNAMIC = /\.collection(?:Group)?\(\s*([^'"`\s)][^)]*)\)/g;
const DYNAMIC_ALLOWED = new Set([
  'data/write-once.ts: log',
  'data/daily-usage.ts: log',
  'data/daily-usage.ts: refunds',
  // The export and the deletion walk the registry itself.
  'data/learner-records.ts: spec.name',
  'data/learner-records.ts: name',
]);

function namesInCode(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of sources) {
    for (const match of text.matchAll(NAMED)) {
      const name = match[2] ?? match[4] ?? '';
      found.set(name, [...(found.get(name) ?? []), file]);
    }
  }
  return found;
}

describe('the collections registry', () => {
  it('names every collection the code names', () => {
    const registered = new Set(allCollectionNames());
    const found = namesInCode();
    // The scan itself finds what it should (a scan that finds nothing would pass).
    expect([...found.keys()]).toEqual(
      expect.arrayContaining(['users', 'weeklyPoints', 'saveLog', 'turnLog']),
    );
    const missing = [...found.entries()].filter(([name]) => !registered.has(name));
    expect(missing, 'collections the code uses that data/collections.ts does not list').toEqual([]);
  });

  it('lists nothing the code does not use', () => {
    const found = namesInCode();
    expect(allCollectionNames().filter((name) => !found.has(name))).toEqual([]);
  });

  it('knows where each collection name computed at run time comes from', () => {
    const dynamic = sources.flatMap(({ file, text }) =>
      [...text.matchAll(DYNAMIC)].map((match) => `${file}: ${match[1]?.trim()}`),
    );
    expect(dynamic.filter((use) => !DYNAMIC_ALLOWED.has(use))).toEqual([]);
  });

  it('agrees with the TTL policies: the same collection groups carry deleteAfter', () => {
    expect(new Set(ttlCollectionNames())).toEqual(new Set(TTL_COLLECTION_GROUPS));
  });

  it('names each collection once, and each learner collection says how to find the learner', () => {
    const names = allCollectionNames();
    expect(new Set(names).size).toBe(names.length);
    expect(LEARNER_COLLECTIONS.every((spec) => spec.personal)).toBe(true);
    expect(COLLECTIONS.filter((spec) => !spec.personal).every((spec) => spec.learner.kind === 'none')).toBe(
      true,
    );
    // The record is the gate of every other write (data/users.ts whileUserExists): deleted first.
    expect(LEARNER_COLLECTIONS[0]?.name).toBe('users');
  });

  it('tells the learner in the privacy notice about every collection that holds their data', () => {
    const notice = readFileSync(PRIVACY_NOTICE, 'utf8');
    const kept = notice.slice(
      notice.indexOf("title: 'O que o app guarda'"),
      notice.indexOf("title: 'Para quê'"),
    );
    expect(kept.length).toBeGreaterThan(100);
    const untold = LEARNER_COLLECTIONS.filter((spec) => !spec.notice || !kept.includes(spec.notice));
    expect(
      untold.map((spec) => spec.name),
      'personal collections the notice does not mention',
    ).toEqual([]);
  });
});
