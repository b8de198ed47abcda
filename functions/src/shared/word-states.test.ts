import { describe, expect, it } from 'vitest';
import { phraseWords, UNCLEAR_BELOW, wordStates } from './word-states';

const states = (...args: Parameters<typeof wordStates>) =>
  wordStates(...args).map((w) => `${w.text}:${w.state}`);

describe('wordStates', () => {
  it('marks the words heard in order, and those not heard', () => {
    expect(states('I think this is the right way.', { transcript: 'i sink this is the right way' })).toEqual([
      'I:heard',
      'think:missed',
      'this:heard',
      'is:heard',
      'the:heard',
      'right:heard',
      'way:heard',
    ]);
  });

  it('keeps the phrase words as written, without the punctuation around them', () => {
    expect(phraseWords('"Hello," she said: don\'t go!')).toEqual(['Hello', 'she', 'said', "don't", 'go']);
  });

  it('a word heard out of order counts once, in the longest run', () => {
    expect(states('one two three', { transcript: 'three one two' })).toEqual([
      'one:heard',
      'two:heard',
      'three:missed',
    ]);
  });

  it('reads contractions either way', () => {
    expect(states("I'm fine, it's late", { transcript: 'i am fine it is late' })).toEqual([
      "I'm:heard",
      'fine:heard',
      "it's:heard",
      'late:heard',
    ]);
    expect(states('I do not know', { transcript: "i don't know" })).toEqual([
      'I:heard',
      'do:heard',
      'not:heard',
      'know:heard',
    ]);
    expect(states("can't stop", { transcript: 'can stop' })).toEqual(["can't:missed", 'stop:heard']);
  });

  it('nothing heard: every word missed', () => {
    expect(states('Good morning', { transcript: '' })).toEqual(['Good:missed', 'morning:missed']);
  });

  it('a word heard with a confidence below the threshold is unclear; at it, heard', () => {
    const recognition = {
      transcript: 'the clear name is better',
      words: [
        { word: 'the', confidence: 0.95 },
        { word: 'clear', confidence: UNCLEAR_BELOW - 0.01 },
        { word: 'name', confidence: UNCLEAR_BELOW },
        { word: 'is' },
        { word: 'better', confidence: 0.2 },
      ],
    };
    expect(states('The clear name is better than a clever trick.', recognition)).toEqual([
      'The:heard',
      'clear:unclear',
      'name:heard',
      'is:heard',
      'better:unclear',
      'than:missed',
      'a:missed',
      'clever:missed',
      'trick:missed',
    ]);
  });

  it('without words (the browser), no word is unclear', () => {
    expect(states('the clear name', { transcript: 'the clear name' })).toEqual([
      'the:heard',
      'clear:heard',
      'name:heard',
    ]);
  });

  it('an attempt the speaking check accepted has every word heard (digits for number words), still unclear when doubted', () => {
    expect(states('I have twenty-one cats', { transcript: 'i have 21 cats' }, true)).toEqual([
      'I:heard',
      'have:heard',
      'twenty-one:heard',
      'cats:heard',
    ]);
    expect(
      states(
        'I have two cats',
        { transcript: 'i have 2 cats', words: [{ word: 'cats', confidence: 0.1 }] },
        true,
      ),
    ).toEqual(['I:heard', 'have:heard', 'two:heard', 'cats:unclear']);
  });

  it('sounds scored: each word from its error, not from its confidence; inserted words are not phrase words', () => {
    const recognition = {
      transcript: 'i tink this is wrong',
      words: [
        { word: 'i', confidence: 0.1, error: 'none' as const },
        { word: 'think', confidence: 0.95, error: 'mispronounced' as const },
        { word: 'tink', confidence: 0.9, error: 'inserted' as const },
        { word: 'this', error: 'omitted' as const },
        { word: 'is', confidence: 0.9, error: 'none' as const },
        { word: 'right', error: 'none' as const },
      ],
    };
    expect(states('I think this is right.', recognition)).toEqual([
      'I:heard',
      'think:unclear',
      'this:missed',
      'is:heard',
      'right:heard',
    ]);
    // The speaking check's verdict does not hide what the engine heard.
    expect(states('I think this is right.', recognition, true)).toEqual([
      'I:heard',
      'think:unclear',
      'this:missed',
      'is:heard',
      'right:heard',
    ]);
  });

  it('sounds scored: a written word the engine reads as two takes the worse of their errors', () => {
    const recognition = {
      transcript: 'a twenty one',
      words: [
        { word: 'a', error: 'none' as const },
        { word: 'twenty', error: 'none' as const },
        { word: 'one', error: 'mispronounced' as const },
      ],
    };
    expect(states('A twenty-one!', recognition)).toEqual(['A:heard', 'twenty-one:unclear']);
  });

  it('sounds scored: a written word the engine did not score (digits) is as the speaking check took the attempt', () => {
    const recognition = {
      transcript: 'i have cats',
      words: ['i', 'have', 'cats'].map((word) => ({ word, error: 'none' as const })),
    };
    expect(states('I have 2 cats', recognition, true)).toEqual([
      'I:heard',
      'have:heard',
      '2:heard',
      'cats:heard',
    ]);
    expect(states('I have 2 cats', recognition)).toEqual(['I:heard', 'have:heard', '2:missed', 'cats:heard']);
  });
});
