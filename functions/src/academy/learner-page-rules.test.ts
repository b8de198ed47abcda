import { describe, expect, it } from 'vitest';
import { latestCorrections, leastLearned, mostHeard, rightAnswersOf } from './learner-page-rules';

const entry = (phrase: string, box: number) => ({ phrase, box, due: '2026-11-27' });

describe('leastLearned', () => {
  it('puts box 0 first, the last updated first among equals, and keeps at most the limit', () => {
    const review = [entry('a', 1), entry('b', 0), entry('c', 2), entry('d', 0), entry('e', 1)];
    expect(leastLearned(review, 4).map(({ phrase }) => phrase)).toEqual(['d', 'b', 'e', 'a']);
    expect(leastLearned([], 10)).toEqual([]);
  });
});

describe('mostHeard', () => {
  it('orders by recordings then id, drops unknown tips and non-counts, and keeps at most the limit', () => {
    const counts = {
      th: 3,
      'final-l': 5,
      'ed-t': 3,
      'made-up': 9,
      'short-i': 0,
      'final-m-n': 1.5,
      's-cluster': 1,
    };
    expect(mostHeard(counts, 3)).toEqual([
      { tip: 'final-l', recordings: 5 },
      { tip: 'ed-t', recordings: 3 },
      { tip: 'th', recordings: 3 },
    ]);
    expect(mostHeard(counts, 10).map(({ tip }) => tip)).toEqual(['final-l', 'ed-t', 'th', 's-cluster']);
  });
});

describe('latestCorrections', () => {
  const fix = (said: string, better: string) => ({ said, better, explanation: `${said} -> ${better}` });

  it('keeps the sessions order, each pair once, at most the limit', () => {
    const sessions = [
      [fix('I has', 'I have'), fix('he go', 'he goes')],
      [fix('I has', 'I have'), fix('a apple', 'an apple')],
    ];
    expect(latestCorrections(sessions, 10).map(({ said }) => said)).toEqual(['I has', 'he go', 'a apple']);
    expect(latestCorrections(sessions, 2).map(({ said }) => said)).toEqual(['I has', 'he go']);
    expect(latestCorrections([], 5)).toEqual([]);
  });
});

describe('rightAnswersOf', () => {
  it('counts one right answer per 10 points credited', () => {
    expect(rightAnswersOf(0)).toBe(0);
    expect(rightAnswersOf(70)).toBe(7);
    expect(rightAnswersOf(-10)).toBe(0);
  });
});
