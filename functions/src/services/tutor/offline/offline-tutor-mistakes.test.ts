import { describe, expect, it } from 'vitest';
import { exampleList, exampleTable } from '../../../../test/example-tables';
import { findCorrection, findMistake, MISTAKE_RULES } from './offline-tutor-mistakes';

/** Each mistake: its rule, the learner's sentence, the `said` part and what is `better`. */
const MISTAKES = exampleTable<'rule' | 'sentence' | 'said' | 'better'>('tutor-mistakes.tsv').map(
  ({ rule, sentence, said, better }) => [rule, sentence, said, better] as const,
);

/** Correct English, and sentences that only look like a listed mistake. */
const CORRECT = exampleList('tutor-correct-sentences.txt');

const PORTUGUESE = /[ãõçáéíóúâêô]|\b(?:não|use|diga|com|para|em|é|de|se)\b/i;

describe('findCorrection', () => {
  it.each(MISTAKES)('%s: "%s"', (id, sentence, said, better) => {
    const mistake = findMistake(sentence);
    expect(mistake?.rule.id).toBe(id);
    expect(mistake?.correction).toEqual({ said, better, explanation: mistake?.rule.explanation });
  });

  it.each(CORRECT)('leaves "%s" alone', (sentence) => {
    expect(findCorrection(sentence)).toBeNull();
  });

  it('reads every example whole', () => {
    expect(MISTAKES.length).toBeGreaterThanOrEqual(50);
    expect(MISTAKES.filter((row) => row.some((cell) => cell.trim() !== cell || !cell))).toEqual([]);
    expect(CORRECT.length).toBeGreaterThanOrEqual(50);
  });

  it('has an example for every rule', () => {
    const tested = new Set(MISTAKES.map(([id]) => id));
    expect(MISTAKE_RULES.filter((rule) => !tested.has(rule.id)).map((rule) => rule.id)).toEqual([]);
  });

  it.each(MISTAKE_RULES.map((rule) => [rule.id, rule]))('%s explains in short Portuguese', (_, rule) => {
    expect(rule.explanation).toMatch(PORTUGUESE);
    expect(rule.explanation.length).toBeLessThanOrEqual(120);
    expect(rule.pattern.flags).toContain('g');
    expect(rule.pattern.flags).toContain('i');
  });

  it('gives one correction, the first rule of the table that applies', () => {
    expect(findCorrection('I have 20 years and people is nice')?.better).toBe('I am 20 years old');
  });

  it('tolerates curly apostrophes and extra spaces', () => {
    expect(findCorrection('He don’t  like it')?.better).toBe("He doesn't");
  });
});
