import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { AssessedWord, PronunciationAssessment, Recognition } from '../services/speech-recognition/port';
import { recognizeSpeechResponseSchema, type WordError } from '../shared/contract';
import { habitsHeard, recognitionAnswer } from './assessment';

/** A phrase word as the engine scores it, said from `at` for 0.4 s. */
const scored = (word: string, error: WordError = 'none', at = 0): AssessedWord => ({
  word,
  accuracy: error === 'none' ? 90 : 40,
  error,
  phones: [{ phone: 'AH', accuracy: 90, start: at, end: at + 0.4 }],
  start: at,
  end: at + 0.4,
});
const assessment = (...words: AssessedWord[]): PronunciationAssessment => ({
  scores: { accuracy: 80, completeness: 100, fluency: 95 },
  words,
});
/** The answer, checked against the API's schema, as `word:error` (+ `~confidence`). */
const answered = (recognition: Recognition) => {
  const answer = v.parse(recognizeSpeechResponseSchema, recognitionAnswer(recognition));
  return answer.words?.map(
    ({ word, error, confidence }) => `${word}:${error}${confidence === undefined ? '' : `~${confidence}`}`,
  );
};

describe('recognitionAnswer', () => {
  it('without sounds scored (Cloud STT, the conversation): the transcript and words as heard', () => {
    const recognition = {
      transcript: 'hello there',
      words: [{ word: 'hello', confidence: 0.9 }, { word: 'there' }],
    };
    expect(recognitionAnswer(recognition)).toEqual(recognition);
    expect(recognitionAnswer({ transcript: '' })).toEqual({ transcript: '' });
  });

  it('the phrase heard: its words as scored, with their confidence and times, the scores, phones without times', () => {
    const pronunciation = assessment(scored('i', 'none', 0.1), scored('think', 'mispronounced', 0.5));
    pronunciation.words[1]?.phones.push({
      phone: 'TH',
      accuracy: 60,
      heard: 'T',
      habit: 'th',
      start: 0.9,
      end: 1,
    });
    const answer = recognitionAnswer({
      transcript: 'i think',
      words: [
        { word: 'i', confidence: 0.95, start: 0.1, end: 0.5 },
        { word: 'think', confidence: 0.7, start: 0.5, end: 0.9 },
      ],
      pronunciation,
    });
    expect(v.parse(recognizeSpeechResponseSchema, answer)).toEqual(answer);
    expect(answer).toEqual({
      transcript: 'i think',
      scores: { accuracy: 80, completeness: 100, fluency: 95 },
      words: [
        {
          word: 'i',
          confidence: 0.95,
          start: 0.1,
          end: 0.5,
          accuracy: 90,
          error: 'none',
          phones: [{ phone: 'AH', accuracy: 90 }],
        },
        {
          word: 'think',
          confidence: 0.7,
          start: 0.5,
          end: 0.9,
          accuracy: 40,
          error: 'mispronounced',
          phones: [
            { phone: 'AH', accuracy: 90 },
            { phone: 'TH', accuracy: 60, heard: 'T', habit: 'th' },
          ],
        },
      ],
    });
  });

  it('words said but not expected are inserted where they were said, after the phrase words of that gap', () => {
    const pronunciation = assessment(
      scored('i'),
      scored('think', 'omitted'),
      scored('this'),
      scored('is'),
      scored('right', 'mispronounced'),
    );
    const words = ['well', 'i', 'sink', 'this', 'is', 'fine', 'now'].map((word) => ({
      word,
      confidence: 0.5,
    }));
    expect(answered({ transcript: words.map(({ word }) => word).join(' '), words, pronunciation })).toEqual([
      'well:inserted~0.5',
      'i:none~0.5',
      'think:omitted',
      'sink:inserted~0.5',
      'this:none~0.5',
      'is:none~0.5',
      'right:mispronounced',
      'fine:inserted~0.5',
      'now:inserted~0.5',
    ]);
  });

  it('an inserted word keeps its times, and has no accuracy or phones', () => {
    const answer = recognitionAnswer({
      transcript: 'go go',
      words: [
        { word: 'go', confidence: 0.9, start: 0, end: 0.3 },
        { word: 'go', confidence: 0.4, start: 0.3, end: 0.6 },
      ],
      pronunciation: assessment(scored('go')),
    });
    expect(answer.words?.[1]).toEqual({
      word: 'go',
      confidence: 0.4,
      start: 0.3,
      end: 0.6,
      error: 'inserted',
    });
  });

  it('reads contractions either way: the lowest confidence of the words a phrase word was heard as', () => {
    const pronunciation = assessment(scored("i'm"), scored('fine'));
    const words = [
      { word: 'i', confidence: 0.9 },
      { word: 'am', confidence: 0.6 },
      { word: 'fine', confidence: 0.8 },
    ];
    expect(answered({ transcript: 'i am fine', words, pronunciation })).toEqual([
      "i'm:none~0.6",
      'fine:none~0.8',
    ]);
  });

  it('a phrase word heard only in part has no confidence; the part heard is not inserted', () => {
    const pronunciation = assessment(scored("don't"), scored('go'));
    const words = [
      { word: 'do', confidence: 0.9 },
      { word: 'go', confidence: 0.8 },
    ];
    expect(answered({ transcript: 'do go', words, pronunciation })).toEqual(["don't:none", 'go:none~0.8']);
  });

  it('with no words but a transcript, reads the transcript; with nothing heard, the phrase alone', () => {
    const pronunciation = assessment(scored('good'), scored('morning', 'omitted'));
    expect(answered({ transcript: 'good evening', pronunciation })).toEqual([
      'good:none',
      'morning:omitted',
      'evening:inserted',
    ]);
    expect(answered({ transcript: '', pronunciation })).toEqual(['good:none', 'morning:omitted']);
  });
});

describe('habitsHeard', () => {
  it('names each habit the engine heard once, and none without scored sounds', () => {
    const pronunciation = assessment(scored('think', 'mispronounced'), scored('the'), scored('three'));
    pronunciation.words[0]?.phones.push({ phone: 'TH', accuracy: 50, heard: 'T', habit: 'th' });
    pronunciation.words[2]?.phones.push({ phone: 'TH', accuracy: 50, heard: 'F', habit: 'th' });
    pronunciation.words[2]?.phones.push({ phone: 'R', accuracy: 50, heard: 'HH', habit: 'initial-r' });
    expect(habitsHeard({ pronunciation })).toEqual(['th', 'initial-r']);
    expect(habitsHeard({ pronunciation: assessment(scored('hello')) })).toEqual([]);
    expect(habitsHeard({})).toEqual([]);
  });
});
