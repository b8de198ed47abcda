import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { LEARNER_COLLECTIONS } from '../data/collections';
import { messages } from '../messages';
import { exportedValue, exportFileNameOn } from './export-account';

describe('exportedValue', () => {
  it('writes dates as ISO strings, bytes as their size, and keeps the rest as it is', () => {
    const at = new Date('2026-11-25T13:45:00.000Z');
    expect(
      exportedValue({
        createdAt: Timestamp.fromDate(at),
        when: at,
        audio: new Uint8Array(3),
        review: [{ phrase: 'Keep it simple.', due: '2026-11-26', box: 1 }],
        closed: true,
        missing: undefined,
      }),
    ).toEqual({
      createdAt: '2026-11-25T13:45:00.000Z',
      when: '2026-11-25T13:45:00.000Z',
      audio: { bytes: 3 },
      review: [{ phrase: 'Keep it simple.', due: '2026-11-26', box: 1 }],
      closed: true,
      missing: null,
    });
  });
});

describe('the export', () => {
  it('says in Portuguese what each collection about a learner holds', () => {
    const unexplained = LEARNER_COLLECTIONS.filter((spec) => !messages.dataExport.collections[spec.name]);
    expect(unexplained.map((spec) => spec.name)).toEqual([]);
  });

  it('names its file after the São Paulo day', () => {
    // 01:30 UTC on the 26th is still the 25th in São Paulo.
    expect(exportFileNameOn(new Date('2026-11-26T01:30:00Z'))).toBe('fala-ingles-meus-dados-2026-11-25.json');
  });
});
