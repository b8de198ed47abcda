/**
 * The Cloud Speech-to-Text adapter at its boundary: Google is unreachable here, so a fake
 * client records what the adapter would send (request and google-gax call options) and answers
 * as the v2 API does.
 */
import { describe, expect, it } from 'vitest';
import { GOOGLE_CALL_ATTEMPTS } from '../google-call-options';
import { recognizerName } from './create';
import {
  EXPECTED_PHRASE_BOOST,
  GoogleSttRecognizer,
  STT_ATTEMPT_TIMEOUT_MS,
  sttCallOptions,
} from './google-stt';

type Call = { request: Record<string, unknown>; options: Record<string, unknown> };

function fakeClient(response: unknown, calls: Call[]) {
  return async () =>
    ({
      recognize: async (request: unknown, options: unknown) => {
        calls.push({ request: request as Call['request'], options: options as Call['options'] });
        return [response];
      },
    }) as never;
}

const RECOGNIZER = recognizerName('academia-prod', 'global');
const audio = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]);

describe('GoogleSttRecognizer', () => {
  it('sends the bytes as uploaded, en-US, the short model, word confidences and the phrase as a mild hint', async () => {
    const calls: Call[] = [];
    const recognizer = new GoogleSttRecognizer({
      recognizer: RECOGNIZER,
      client: fakeClient({ results: [] }, calls),
    });
    await recognizer.recognize({ audio, format: 'webm', expected: 'Confidence comes from practice.' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.request).toEqual({
      recognizer: 'projects/academia-prod/locations/global/recognizers/_',
      config: {
        autoDecodingConfig: {},
        languageCodes: ['en-US'],
        model: 'short',
        features: { enableWordConfidence: true, profanityFilter: false, enableAutomaticPunctuation: false },
        adaptation: {
          phraseSets: [
            { inlinePhraseSet: { phrases: [{ value: 'Confidence comes from practice.', boost: 5 }] } },
          ],
        },
      },
      content: audio,
    });
    expect(EXPECTED_PHRASE_BOOST).toBeLessThanOrEqual(5);
  });

  it('sends no adaptation when there is no expected phrase (the conversation)', async () => {
    const calls: Call[] = [];
    const recognizer = new GoogleSttRecognizer({ recognizer: RECOGNIZER, client: fakeClient({}, calls) });
    expect(await recognizer.recognize({ audio, format: 'wav' })).toEqual({ transcript: '', words: [] });
    expect(calls[0]?.request.config).not.toHaveProperty('adaptation');
  });

  it('bounds each call: 10 s an attempt, one retry only on DEADLINE_EXCEEDED or UNAVAILABLE', async () => {
    const calls: Call[] = [];
    const recognizer = new GoogleSttRecognizer({ recognizer: RECOGNIZER, client: fakeClient({}, calls) });
    await recognizer.recognize({ audio, format: 'ogg' });
    expect(calls[0]?.options).toEqual(sttCallOptions());
    const options = sttCallOptions();
    expect(options.timeout).toBe(STT_ATTEMPT_TIMEOUT_MS);
    expect(options.retry?.retryCodes).toEqual([4, 14]);
    expect(options.retry?.backoffSettings?.maxRetries).toBe(GOOGLE_CALL_ATTEMPTS);
    // Every attempt and the pause fit well inside the function's 60 s.
    expect(GOOGLE_CALL_ATTEMPTS * STT_ATTEMPT_TIMEOUT_MS + 200).toBeLessThan(25_000);
    // Fresh options per call: google-gax adjusts the settings it is given.
    expect(sttCallOptions()).not.toBe(sttCallOptions());
  });

  it('joins the best alternative of each result, with the word confidences', async () => {
    const response = {
      results: [
        {
          alternatives: [
            {
              transcript: 'confidence comes',
              words: [
                { word: 'confidence', confidence: 0.93 },
                { word: 'comes', confidence: 0.88 },
              ],
            },
            { transcript: 'confidence combs' },
          ],
        },
        {
          alternatives: [
            {
              transcript: ' from practise ',
              words: [{ word: 'from' }, { word: 'practise', confidence: 0.4 }],
            },
          ],
        },
        { alternatives: [] },
      ],
    };
    const recognizer = new GoogleSttRecognizer({ recognizer: RECOGNIZER, client: fakeClient(response, []) });
    expect(await recognizer.recognize({ audio, format: 'webm' })).toEqual({
      transcript: 'confidence comes from practise',
      words: [
        { word: 'confidence', confidence: 0.93 },
        { word: 'comes', confidence: 0.88 },
        { word: 'from' },
        { word: 'practise', confidence: 0.4 },
      ],
    });
  });

  it('passes on a failed call, and makes a new client after a client that could not be made', async () => {
    let made = 0;
    const recognizer = new GoogleSttRecognizer({
      recognizer: RECOGNIZER,
      client: async () => {
        made++;
        if (made === 1) throw new Error('no credentials');
        return {
          recognize: async () => Promise.reject(Object.assign(new Error('quota'), { code: 8 })),
        } as never;
      },
    });
    await expect(recognizer.recognize({ audio, format: 'webm' })).rejects.toThrow('no credentials');
    await expect(recognizer.recognize({ audio, format: 'webm' })).rejects.toThrow('quota');
    expect(made).toBe(2);
  });
});

describe('recognizerName', () => {
  it('names the default recognizer of a project and location', () => {
    expect(recognizerName('p', 'us')).toBe('projects/p/locations/us/recognizers/_');
  });
});
