import { describe, expect, it } from 'vitest';
import { type Floors, loggedValue, withFloors } from './write-once';

describe('loggedValue: a counter found behind its log', () => {
  it('is the sum of the steps of a whole log', () => {
    // Entries 0 (by 3), 3 (by 5), 8 (by 7): the lost create was on entry 0.
    expect(loggedValue(15, 0, 3)).toBe(15);
  });

  it('is at least the end of the entry the create lost on (entries deleted below it)', () => {
    // Entry 3 deleted: the sum is 10, but the create lost on entry 8, which ends at 15.
    expect(loggedValue(10, 8, 7)).toBe(15);
  });
});

describe('withFloors: the documents as a plan sees them', () => {
  const floors: Floors = new Map([['dailyUsage/a_2026-11-27', new Map([['audios', 10]])]]);

  it('raises a counter behind its log, keeping the other fields', () => {
    const [seen] = withFloors(['dailyUsage/a_2026-11-27'], [{ audios: 2, replies: 4 }], floors);
    expect(seen).toEqual({ audios: 10, replies: 4 });
  });

  it('gives a deleted document the log’s value', () => {
    expect(withFloors(['dailyUsage/a_2026-11-27'], [undefined], floors)).toEqual([{ audios: 10 }]);
  });

  it('never lowers a counter, and leaves the other documents as read', () => {
    const docs = [{ audios: 12 }, { audios: 1 }];
    expect(withFloors(['dailyUsage/a_2026-11-27', 'dailyUsage/b_2026-11-27'], docs, floors)).toEqual([
      { audios: 12 },
      { audios: 1 },
    ]);
  });
});
