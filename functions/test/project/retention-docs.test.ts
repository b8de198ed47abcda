/**
 * docs/security.md tells how long each record is kept ("Stored data does not grow forever"); the
 * privacy notice builds the same figures from RETENTION_DAYS. This holds the document to the
 * code: every collection of the registry is in its table with the code's own number of days, or
 * among what it says is kept for good.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, type Retention } from '../../src/data/collections';
import { RETENTION_DAYS } from '../../src/shared/rules';

const doc = readFileSync(new URL('../../../docs/security.md', import.meta.url), 'utf8');
const section = doc.slice(doc.indexOf('## Stored data does not grow forever'));
const body = section.slice(0, section.indexOf('\n## ', 4) === -1 ? undefined : section.indexOf('\n## ', 4));
/** The table's rows: the collections named in the first cell, and the second cell. */
const rows = [...body.matchAll(/^\| (.+?) \| (.+?) \|$/gm)]
  .map(([, names = '', kept = '']) => ({
    // A path names its last collection: `practices/{id}/saveLog` is saveLog.
    names: [...names.matchAll(/`([^`]+)`/g)].map((m) => m[1]?.split('/').at(-1)),
    kept,
  }))
  .filter((row) => row.names.length > 0);
const keptForGood = body.slice(body.indexOf('Kept for good'));

const entries = COLLECTIONS.flatMap((collection) => [
  { name: collection.name, retention: collection.retention },
  ...collection.subcollections.map((sub) => ({ name: sub.name, retention: sub.retention })),
]);

function expectedDays(retention: Retention): number | null {
  return 'ttlDays' in retention ? RETENTION_DAYS[retention.ttlDays] : null;
}

describe('docs/security.md: how long each record is kept', () => {
  it.each(entries)('$name', ({ name, retention }) => {
    const days = expectedDays(retention);
    if (days === null) {
      expect(keptForGood).toMatch(new RegExp(`\`(?:[^\`]*/)?${name}(?:/[^\`]*)?\``));
      return;
    }
    const row = rows.find((each) => each.names.includes(name));
    expect(row, `${name} is missing from the table`).toBeDefined();
    expect(row?.kept).toMatch(new RegExp(`^${days} days? `));
  });
});
