/**
 * The offline engine for real: Debian's PocketSphinx on recordings made in the test (the
 * product's own voice) and on a recording Chromium made. No fake at the recognition boundary.
 */
import { describe, expect, it } from 'vitest';
import { spokenWav, webmRecording } from '../../../test/recordings';
import { isSameSpokenAnswer } from '../../shared/spoken-answer';
import { PocketsphinxRecognizer, parsePocketsphinxOutput } from './pocketsphinx';
import { RecognizerNotInstalledError } from './port';

const recognizer = new PocketsphinxRecognizer();
const PHRASE = 'Confidence comes from practice.';
const OTHER = 'You get better every time you practice.';

/** What the recognizer hears of `text` said by the product voice, expecting PHRASE. */
const hear = async (text: string) =>
  recognizer.recognize({ audio: await spokenWav(text), format: 'wav', expected: PHRASE });

describe('PocketsphinxRecognizer', () => {
  it('hears a pool phrase spoken by the product voice, with per-word confidences', async () => {
    const heard = await hear(PHRASE);
    expect(isSameSpokenAnswer(heard.transcript, PHRASE)).toBe(true);
    expect(heard.words?.map((word) => word.word)).toEqual(['confidence', 'comes', 'from', 'practice']);
    for (const word of heard.words ?? []) {
      expect(word.confidence).toBeGreaterThan(0);
      expect(word.confidence).toBeLessThanOrEqual(1);
    }
  }, 20_000);

  it('is no rubber stamp: another sentence is not heard as the expected phrase', async () => {
    const heard = await hear(OTHER);
    expect(isSameSpokenAnswer(heard.transcript, PHRASE)).toBe(false);
    expect(isSameSpokenAnswer(heard.transcript, OTHER)).toBe(true);
  }, 20_000);

  it('hears a WebM/Opus recording made by Chromium', async () => {
    const heard = await recognizer.recognize({ audio: webmRecording(), format: 'webm' });
    expect(isSameSpokenAnswer(heard.transcript, PHRASE)).toBe(true);
  }, 20_000);

  it('hears nothing in silence', async () => {
    const { wavFile } = await import('../wav');
    const heard = await recognizer.recognize({ audio: wavFile(new Int16Array(16_000)), format: 'wav' });
    expect(heard.transcript).toBe('');
  }, 20_000);

  it('says so when PocketSphinx is not installed', async () => {
    const missing = new PocketsphinxRecognizer({ command: 'pocketsphinx_not_installed_here' });
    await expect(missing.ensureInstalled()).rejects.toThrow(RecognizerNotInstalledError);
    await expect(missing.recognize({ audio: webmRecording(), format: 'webm' })).rejects.toThrow(
      RecognizerNotInstalledError,
    );
  });

  it('stops at its deadline and when the caller aborts', async () => {
    const hurried = new PocketsphinxRecognizer({ timeoutMs: 1 });
    await expect(hurried.recognize({ audio: webmRecording(), format: 'webm' })).rejects.toThrow(
      /no result within/,
    );
    const controller = new AbortController();
    const pending = recognizer.recognize({
      audio: webmRecording(),
      format: 'webm',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 300); // PocketSphinx needs ~1 s
    await expect(pending).rejects.toThrow(/abort/i);
  }, 20_000);
});

describe('parsePocketsphinxOutput', () => {
  it('keeps the hypotheses and the real words, without fillers or pronunciation variants', () => {
    // pocketsphinx_continuous -time yes, as printed: the hypothesis, then one word per line
    // with its start, end and confidence.
    const output = `confidence comes from practice
<s> 0.000 0.260 1.000100
confidence 0.270 0.930 0.989455
[NOISE] 0.940 0.950 0.5
practice(2) 1.500 2.180 0.512898
</s> 2.190 2.210 1.000000
`;
    expect(parsePocketsphinxOutput(output)).toEqual({
      transcript: 'confidence comes from practice',
      words: [
        { word: 'confidence', confidence: 0.989455 },
        { word: 'practice', confidence: 0.512898 },
      ],
    });
    expect(parsePocketsphinxOutput('')).toEqual({ transcript: '', words: [] });
  });
});
