/**
 * ../../firestore.indexes.json carries the TTL policies (`fieldOverrides` with `"ttl": true` on
 * `deleteAfter`), so `firebase deploy` creates and keeps them instead of offering to delete
 * policies made by hand. One policy per collection group whose documents carry `deleteAfter`
 * (data/retention.ts), none for any other, and no index on the field: nobody queries it, and an
 * index on an ever-growing timestamp only costs writes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TTL_COLLECTION_GROUPS } from '../../src/data/retention';

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

const config = JSON.parse(
  readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
) as {
  indexes: { collectionGroup: string; fields: { fieldPath: string }[] }[];
  fieldOverrides: FieldOverride[];
};

describe('firestore.indexes.json', () => {
  const ttl = config.fieldOverrides.filter((override) => override.ttl === true);

  it('has a TTL policy on deleteAfter for every collection group that expires, and only those', () => {
    expect(ttl.map((override) => override.collectionGroup).sort()).toEqual([...TTL_COLLECTION_GROUPS].sort());
    for (const override of ttl) expect(override.fieldPath).toBe('deleteAfter');
  });

  it('indexes deleteAfter nowhere', () => {
    for (const override of config.fieldOverrides.filter((o) => o.fieldPath === 'deleteAfter')) {
      expect(override.indexes, override.collectionGroup).toEqual([]);
    }
    const indexed = config.indexes.flatMap((index) => index.fields.map((field) => field.fieldPath));
    expect(indexed).not.toContain('deleteAfter');
  });
});
