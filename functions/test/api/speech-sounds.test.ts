/**
 * POST /api/speech/recognize?expected= answers the phrase's sounds as the offline engine scored
 * them, through the running stack (the function, the engine service, PocketSphinx) with real ID
 * tokens, on the habit clips: eSpeak NG saying the phrase from its phonemes, once with
 * "anything"'s th said as t and once clean (bench/habit-clips.mjs).
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { academyDay } from '../../src/data/calendar';
import {
  apiPaths,
  type RecognizeSpeechResponse,
  recognizeSpeechResponseSchema,
} from '../../src/shared/contract';
import { wordStates } from '../../src/shared/word-states';
import { mp3Wav, spokenWav } from '../recordings';
import { activatedUser, testDb } from './admin';
import { BASE_URL } from './stack';

const PHRASE = 'Read the error message before you change anything.';
const clip = (name: string) =>
  mp3Wav(new Uint8Array(readFileSync(new URL(`../fixtures/${name}.mp3`, import.meta.url))));

async function recognize(token: string, audio: Uint8Array, expected: string) {
  const response = await fetch(`${BASE_URL}${apiPaths.recognizeSpeech(expected)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'audio/wav' },
    body: audio,
  });
  expect(response.status).toBe(200);
  // Exactly the API's shape: what the schema does not know would be dropped by a parse.
  const body = (await response.json()) as RecognizeSpeechResponse;
  expect(v.parse(recognizeSpeechResponseSchema, body)).toEqual(body);
  return body;
}

async function recognitionsToday(uid: string): Promise<number> {
  const doc = testDb()
    .collection('dailyUsage')
    .doc(`${uid}_${academyDay(new Date())}`);
  return (await doc.get()).data()?.recognitions ?? 0;
}

describe('POST /api/speech/recognize: the sounds scored', () => {
  it('names the th said as t on "anything", flags no word of its clean twin, omits the words of another phrase, and scores a word the dictionary lacks; each one recognition', async () => {
    const user = await activatedUser();

    const habit = await recognize(user.idToken, await clip('change-anything-th-t'), PHRASE);
    expect(habit.scores).toEqual({
      accuracy: expect.any(Number),
      completeness: expect.any(Number),
      fluency: expect.any(Number),
    });
    expect(habit.words?.map(({ word }) => word)).toEqual([
      'read',
      'the',
      'error',
      'message',
      'before',
      'you',
      'change',
      'anything',
    ]);
    const anything = habit.words?.[7];
    expect(anything).toMatchObject({ word: 'anything', error: 'mispronounced' });
    expect(anything?.phones?.find(({ phone }) => phone === 'TH')).toMatchObject({ heard: 'T', habit: 'th' });
    expect(anything?.end).toBeGreaterThan(anything?.start ?? Number.NaN);
    // The word help shows it unclear, whatever its confidence.
    expect(wordStates(PHRASE, habit, true).at(-1)).toEqual({ text: 'anything', state: 'unclear' });
    expect(await recognitionsToday(user.uid)).toBe(1);

    const clean = await recognize(user.idToken, await clip('change-anything-clean'), PHRASE);
    expect(clean.scores?.completeness).toBe(100);
    expect(clean.words?.filter(({ error }) => error !== 'none')).toEqual([]);
    expect(clean.words?.[7]?.phones?.find(({ phone }) => phone === 'TH')).not.toHaveProperty('heard');
    expect(await recognitionsToday(user.uid)).toBe(2);

    const other = 'Confidence comes from practice.';
    const wrong = await recognize(user.idToken, await clip('change-anything-clean'), other);
    const phraseWords = wrong.words?.filter(({ error }) => error !== 'inserted') ?? [];
    expect(phraseWords.map(({ word }) => word)).toEqual(['confidence', 'comes', 'from', 'practice']);
    expect(phraseWords.some(({ error }) => error === 'omitted')).toBe(true);
    expect(wrong.scores?.completeness).toBeLessThan(100);
    expect(await recognitionsToday(user.uid)).toBe(3);

    // 'refactor' is not in the engine's dictionary: the letter-to-sound rules spell it.
    const oov = 'Refactor when the tests are green.';
    const refactor = await recognize(user.idToken, await spokenWav(oov), oov);
    expect(refactor.transcript).toBe('refactor when the tests are green');
    expect(refactor.scores?.completeness).toBe(100);
    expect(refactor.words?.[0]).toMatchObject({ word: 'refactor', error: 'none' });
    expect(refactor.words?.[0]?.phones?.map(({ phone }) => phone)).toEqual([
      'R',
      'IY',
      'F',
      'AE',
      'K',
      'T',
      'ER',
    ]);
    // The word help reads its sounds' verdict, whatever confidence the rules' phones leave it.
    expect(wordStates(oov, refactor, true)[0]).toEqual({ text: 'Refactor', state: 'heard' });
    expect(await recognitionsToday(user.uid)).toBe(4);
  }, 90_000);
});
