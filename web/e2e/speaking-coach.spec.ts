/**
 * The coach that hears sounds, with real audio end to end: Chromium's microphone plays a clip of
 * a pool phrase with one Brazilian habit ("anything" with its th said as t, made by eSpeak NG from
 * phonemes: functions/test/fixtures/), MediaRecorder records it, the API decodes it and the
 * offline engine scores each sound. Nothing is faked at the recognition boundary on the server's
 * path; on the browser's path only the browser's recognition is (it cannot hear in headless
 * Chromium), and the recording sent for scoring is real.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiPaths } from '../../functions/src/shared/contract';
import { failOnCspViolations } from './support/content-security-policy';
import { fakeMicrophoneUse, silence, speakIntoMicrophone, watchRecordings } from './support/fake-microphone';
import { fakeSpeechRecognition, sayNext, withoutSpeechRecognition } from './support/fake-speech';
import { plainly } from './support/practice';
import { speakingFirst } from './support/word-help';

failOnCspViolations();

const HABIT_PHRASE = 'Read the error message before you change anything.';
const clip = (name: string) =>
  readFileSync(new URL(`../../functions/test/fixtures/${name}.mp3`, import.meta.url));

test.use(fakeMicrophoneUse());
test.beforeEach(() => silence());

const speak = (page: Page) => page.getByRole('button', { name: 'Falar' });
const coach = (page: Page) => page.getByRole('region', { name: 'Como você falou' });
const right = (page: Page) => page.getByRole('status').filter({ hasText: '✅ Correto!' });
const wrong = (page: Page) => page.getByRole('alert').filter({ hasText: '❌ Tente novamente.' });

/** Counts what the page plays: <audio> elements, and segments of decoded audio (the learner's own). */
async function watchPlayback(page: Page) {
  await page.addInitScript(() => {
    const played: { offset: number; duration: number }[] = [];
    (window as unknown as { __segments: typeof played }).__segments = played;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (when?: number, offset?: number, duration?: number) {
      played.push({ offset: offset ?? 0, duration: duration ?? this.buffer?.duration ?? 0 });
      return start.call(this, when, offset, duration);
    };
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __segments: { offset: number; duration: number }[] }).__segments,
    );
}

test('the API scores the sounds: "th" said as t is right, with the sound, its tip and both recordings; a wrong attempt colours every word', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await withoutSpeechRecognition(page);
  const segments = await watchPlayback(page);
  const { phrases } = await speakingFirst(page, 'Tiago Sons', HABIT_PHRASE);

  await speakIntoMicrophone(clip('change-anything-th-t'));
  await speak(page).click();
  await expect(right(page)).toBeVisible({ timeout: 20_000 });
  const help = coach(page);
  console.log(await help.innerText());
  await page.screenshot({ path: 'test-results/coach-right-with-habit-360.png', fullPage: true });
  await help.getByRole('button', { name: /^anything/ }).click();
  await expect(help).toContainText('Você disse /t/ no lugar de /θ/ em “anything”.');
  await expect(help).toContainText('Ponha a ponta da língua entre os dentes');

  const model = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.wordAudio);
  await help.getByRole('button', { name: 'Ouvir o modelo' }).click();
  expect((await model).status()).toBe(200);
  await help.getByRole('button', { name: 'Ouvir você' }).click();
  await expect.poll(async () => (await segments()).length).toBe(1);
  const [own] = await segments();
  // "anything" is the phrase's last word: its cut starts well into the recording and lasts under a second.
  expect(own?.offset).toBeGreaterThan(1.5);
  expect(own?.duration).toBeGreaterThan(0.2);
  expect(own?.duration).toBeLessThan(1.5);
  await page.screenshot({ path: 'test-results/coach-word-360.png', fullPage: true });

  // The next phrase, answered with the same recording: another sentence, wrong, its words coloured.
  await page.getByRole('button', { name: 'Próxima frase' }).click();
  await expect.poll(() => phrases.length).toBe(2);
  await speakIntoMicrophone(clip('change-anything-th-t'));
  await speak(page).click();
  await expect(wrong(page)).toBeVisible({ timeout: 20_000 });
  await expect(coach(page).getByRole('button').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/coach-wrong-360.png', fullPage: true });
});

test("with the browser's recognition the recording is also sent for scoring: ✅ at once, then the sound to work on", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await fakeSpeechRecognition(page);
  const recordings = watchRecordings(page);
  await speakingFirst(page, 'Bruna Sons', HABIT_PHRASE);
  await speakIntoMicrophone(clip('change-anything-th-t'));
  // The browser's answer comes as the learner stops speaking (1 s of silence, then ~3 s of speech).
  await sayNext(page, { transcript: plainly(HABIT_PHRASE), afterMs: 4_500 });
  const scored = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.recognizeSpeech());
  await speak(page).click();
  await expect(right(page)).toBeVisible({ timeout: 10_000 });
  expect((await scored).status()).toBe(200);
  expect(recordings).toHaveLength(1);
  expect(recordings[0]?.expected).toBe(HABIT_PHRASE);
  await expect(coach(page)).toBeVisible({ timeout: 10_000 });
  console.log(await coach(page).innerText());
  await coach(page)
    .getByRole('button', { name: /^anything/ })
    .click();
  await expect(coach(page)).toContainText('Você disse /t/ no lugar de /θ/ em “anything”.');
});
