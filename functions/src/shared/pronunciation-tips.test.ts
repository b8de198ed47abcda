import { describe, expect, it } from 'vitest';
import { TIP_IDS, type TipId, tipFor, tipsToShow } from './pronunciation-tips';

/** Each tip with words that must get it, and words that must not. */
const cases: Record<TipId, { yes: string[]; no: string[] }> = {
  th: {
    yes: ['the', 'The', 'think', 'this', 'with', 'mother', 'Thursday'],
    no: ['Thomas', 'lighthouse', 'tea', 'hot'],
  },
  'ed-id': {
    yes: ['wanted', 'needed', 'decided', 'created'],
    no: ['need', 'red', 'bed', 'hundred', 'speed'],
  },
  'ed-t': {
    yes: ['worked', 'stopped', 'washed', 'watched', 'fixed', 'laughed', 'missed', 'liked', 'danced'],
    no: ['played', 'wanted'],
  },
  'ed-d': { yes: ['played', 'called', 'loved', 'changed', 'opened'], no: ['worked', 'shed', 'sacred'] },
  'initial-r': { yes: ['red', 'right', 'Run', 'write', 'wrong'], no: ['car', 'very', 'are', 'word'] },
  'initial-h': { yes: ['house', 'happy', 'help', 'who', 'whole'], no: ['hour', 'honest', 'what', 'the'] },
  'es-syllable': {
    yes: ['watches', 'boxes', 'buses', 'changes', 'places', 'wishes'],
    no: ['works', 'goes', 'yes'],
  },
  'final-s': {
    yes: ['works', 'cats', 'needs', 'friends', 'its'],
    no: ['yes', 'plays', 'bus', 'class', 'goes'],
  },
  'short-i': { yes: ['ship', 'it', 'live', 'sit'], no: ['sheep', 'eat', 'time'] },
  'long-ee': {
    yes: ['sheep', 'eat', 'need', 'seat', 'speak'],
    no: ['ship', 'bread', 'head', 'great', 'year', 'near'],
  },
  'short-u': { yes: ['full', 'good', 'book', 'could', 'put'], no: ['fool', 'food', 'but'] },
  'long-oo': { yes: ['fool', 'food', 'school', 'you', 'too', 'blue'], no: ['full', 'book', 'good', 'go'] },
  'final-consonant': {
    yes: ['big', 'Facebook', 'stop', 'not', 'back', 'lunch', 'like', 'made', 'and'],
    no: ['high', 'car', 'time', 'go', 'nice', 'well', 'man'],
  },
};

describe('tipFor', () => {
  for (const id of TIP_IDS) {
    it(`${id}: for ${cases[id].yes.join(', ')}; not for ${cases[id].no.join(', ')}`, () => {
      for (const word of cases[id].yes) expect([word, tipFor(word)]).toEqual([word, id]);
      for (const word of cases[id].no) expect([word, tipFor(word)]).not.toEqual([word, id]);
    });
  }

  it('reads the word without its case, accents or punctuation; a word of no letters has none', () => {
    expect(tipFor('THINK!')).toBe('th');
    expect(tipFor('“Wanted”')).toBe('ed-id');
    expect(tipFor('21')).toBeNull();
    expect(tipFor('')).toBeNull();
    expect(tipFor('a')).toBeNull();
  });
});

describe('tipsToShow', () => {
  const words = ['I', 'think', 'the', 'red', 'house', 'is', 'big'];

  it('shows at most two tips, each once, the words not heard or unclear first', () => {
    expect(tipsToShow(words, [6, 3])).toEqual([
      { index: 6, tip: 'final-consonant' },
      { index: 3, tip: 'initial-r' },
    ]);
    // "the" has the same tip as "think": the next word with another tip is shown instead.
    expect(tipsToShow(words, [])).toEqual([
      { index: 1, tip: 'th' },
      { index: 3, tip: 'initial-r' },
    ]);
    expect(tipsToShow(words, [2], 1)).toEqual([{ index: 2, tip: 'th' }]);
  });

  it('none when no word has one', () => {
    expect(tipsToShow(['a', 'man', 'go'], [0])).toEqual([]);
  });
});
