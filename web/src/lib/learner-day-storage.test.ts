import { describe, expect, it } from 'vitest';
import { forgetKeptPractices } from './forget-kept-practices';
import { readToday } from './learner-day-read';
import { createLearnerDayStorage } from './learner-day-storage';
import { KEPT_FINAL_KEY, KEPT_PRACTICE_KEY } from './pending-saves-key';

const KEY = 'teste:guardado';
// São Paulo is UTC-3 all year: 23:59 and 00:01 there are two academy days.
const lateEvening = new Date('2099-05-04T23:59:00-03:00');
const sameDayLater = new Date('2099-05-05T02:30:00Z'); // 23:30 of the 4th in São Paulo
const nextMorning = new Date('2099-05-05T00:01:00-03:00');

describe('what a practice keeps on the device for the day', () => {
  it('reads back, slot by slot, what the learner kept today', () => {
    const kept = createLearnerDayStorage(KEY, localStorage);
    kept.write('ana', 'writing', { points: 10 }, lateEvening);
    kept.write('ana', 'speaking', { points: 20 }, lateEvening);
    expect(readToday(kept, 'ana', 'writing', lateEvening)).toEqual({ points: 10 });
    expect(readToday(kept, 'ana', 'speaking', sameDayLater)).toEqual({ points: 20 });
    expect(readToday(kept, 'ana', 'other', lateEvening)).toBeNull();
  });

  it('expires at the end of the academy day, in São Paulo whatever the clock of the phone', () => {
    const kept = createLearnerDayStorage(KEY, localStorage);
    kept.write('ana', 'writing', { points: 10 }, lateEvening);
    expect(readToday(kept, 'ana', 'writing', nextMorning)).toBeNull();
    // Written 01:30 UTC: still the evening before in São Paulo.
    kept.write('ana', 'speaking', { points: 20 }, new Date('2099-05-05T01:30:00Z'));
    expect(readToday(kept, 'ana', 'speaking', lateEvening)).toEqual({ points: 20 });
    expect(readToday(kept, 'ana', 'speaking', nextMorning)).toBeNull();
  });

  it("is one learner's: another learner on the same device reads nothing, and their write drops it", () => {
    const kept = createLearnerDayStorage(KEY, localStorage);
    kept.write('ana', 'writing', { points: 10 });
    expect(readToday(kept, 'bruno', 'writing')).toBeNull();
    kept.write('bruno', 'speaking', { points: 30 });
    expect(readToday(kept, 'bruno', 'speaking')).toEqual({ points: 30 });
    expect(readToday(kept, 'ana', 'writing')).toBeNull();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '')).toMatchObject({ uid: 'bruno' });
  });

  it('keeps nothing over its bound: the slot is left empty, the others stay', () => {
    const kept = createLearnerDayStorage(KEY, localStorage, 200);
    kept.write('ana', 'writing', { points: 10 });
    kept.write('ana', 'speaking', { points: 20 });
    kept.write('ana', 'writing', { answers: 'x'.repeat(300) });
    expect(readToday(kept, 'ana', 'writing')).toBeNull();
    expect(readToday(kept, 'ana', 'speaking')).toEqual({ points: 20 });
    expect(localStorage.getItem(KEY)?.length).toBeLessThanOrEqual(200);
  });

  it('forgets a slot, and the key once no slot is left', () => {
    const kept = createLearnerDayStorage(KEY, localStorage);
    kept.write('ana', 'writing', { points: 10 });
    kept.write('ana', 'speaking', { points: 20 });
    kept.remove('ana', 'writing');
    expect(readToday(kept, 'ana', 'writing')).toBeNull();
    expect(readToday(kept, 'ana', 'speaking')).toEqual({ points: 20 });
    kept.remove('ana', 'speaking');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"uid":'],
    ['no object', '42'],
    ['slots that are no object', JSON.stringify({ uid: 'ana', slots: 'writing' })],
    ['an entry without its time', JSON.stringify({ uid: 'ana', slots: { writing: { value: 1 } } })],
    [
      'an entry whose time is text',
      JSON.stringify({ uid: 'ana', slots: { writing: { at: 'hoje', value: 1 } } }),
    ],
  ])('reads corrupt data (%s) as nothing, and writes over it', (_case, stored) => {
    localStorage.setItem(KEY, stored);
    const kept = createLearnerDayStorage(KEY, localStorage);
    expect(readToday(kept, 'ana', 'writing')).toBeNull();
    kept.write('ana', 'writing', { points: 10 });
    expect(readToday(kept, 'ana', 'writing')).toEqual({ points: 10 });
  });

  it('keeps nothing, and never throws, where storage is blocked or missing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    for (const storage of [blocked, null]) {
      const kept = createLearnerDayStorage(KEY, storage);
      expect(() => kept.write('ana', 'writing', { points: 10 })).not.toThrow();
      expect(() => kept.remove('ana', 'writing')).not.toThrow();
      expect(readToday(kept, 'ana', 'writing')).toBeNull();
    }
  });

  it("is forgotten with a deleted learner's account, and only theirs", () => {
    createLearnerDayStorage(KEPT_PRACTICE_KEY, localStorage).write('ana', 'writing', { points: 10 });
    createLearnerDayStorage(KEPT_FINAL_KEY, localStorage).write('bruno', 'writing', { points: 20 });
    forgetKeptPractices(localStorage, 'ana');
    expect(localStorage.getItem(KEPT_PRACTICE_KEY)).toBeNull();
    expect(localStorage.getItem(KEPT_FINAL_KEY)).not.toBeNull();
  });
});
