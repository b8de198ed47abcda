/**
 * The coach that hears sounds, with real audio end to end: Chromium's microphone plays a clip of
 * a pool phrase with one Brazilian habit ("Write" said with an h, made by eSpeak NG from
 * phonemes: a held-out clip of the pronunciation bench, bench/data/habit-clips/), MediaRecorder
 * records it, the API decodes it and the offline engine scores each sound. Nothing is faked at
 * the recognition boundary on the server's path; on the browser's path only the browser's
 * recognition is (it cannot hear in headless Chromium), and the recording sent for scoring is real.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { apiPaths, type RecognizeSpeechResponse } from '../../functions/src/shared/contract';
import { failOnCspViolations } from './support/content-security-policy';
import { fakeMicrophoneUse, silence, speakIntoMicrophone, watchRecordings } from './support/fake-microphone';
import { fakeSpeechRecognition, sayNext, withoutSpeechRecognition } from './support/fake-speech';
import { expectProgress, plainly } from './support/practice';
import { speakingFirst } from './support/word-help';

failOnCspViolations();

/** Said with "Write" as "hite" (eSpeak NG's h'aIt), in the bench's first voice. */
const HABIT_PHRASE = 'Write small commits with clear messages.';
const habitClip = () =>
  readFileSync(new URL('../../bench/data/habit-clips/021-v1-initial-r.mp3', import.meta.url));
/** The next phrase: the same clip is not it, but shares its first word. */
const OTHER_PHRASE = 'Write the test before you fix the bug.';
const NAMED = 'Você disse /h/ no lugar de /r/ em “Write”.';

test.use(fakeMicrophoneUse());
test.beforeEach(() => silence());

const speak = (page: Page) => page.getByRole('button', { name: 'Falar' });
const coach = (page: Page) => page.getByRole('region', { name: 'Como você falou' });
const right = (page: Page) => page.getByRole('status').filter({ hasText: '✅ Correto!' });
const wrong = (page: Page) => page.getByRole('alert').filter({ hasText: '❌ Tente novamente.' });
const next = (page: Page) => page.getByRole('button', { name: 'Próxima frase' });

/** Each stretch of decoded audio the page plays (the learner's own recording, cut by a word's times). */
async function watchSegments(page: Page) {
  await page.addInitScript(() => {
    const played: { offset: number; duration: number }[] = [];
    Object.assign(window, { __segments: played });
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

test('the API scores the sounds: "Write" said with an h is right, with the sound, its tip and both recordings; it waits for the learner; a wrong attempt colours the words', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await withoutSpeechRecognition(page);
  const segments = await watchSegments(page);
  const { phrases } = await speakingFirst(page, 'Tiago Sons', HABIT_PHRASE, OTHER_PHRASE);

  await speakIntoMicrophone(habitClip());
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.recognizeSpeech());
  await speak(page).click();
  const answer = (await (await answered).json()) as RecognizeSpeechResponse;
  await expect(right(page)).toBeVisible({ timeout: 20_000 });
  const help = coach(page);
  // Praise first, then the one thing to fix; the word to fix opens by itself.
  await expect(help).toContainText('Você disse bem:');
  await expect(help.getByRole('listitem').filter({ hasText: NAMED })).toBeVisible();
  await expect(help.getByRole('button', { name: 'Write (para treinar)' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(help.getByRole('button', { name: /^commits \((bem dita|quase)\)$/ })).toBeVisible();
  await expect(help).toContainText('Dica para r no começo: Não é o “rr” de “rato”');
  await page.screenshot({ path: 'test-results/coach-right-with-habit-360.png', fullPage: true });

  const model = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.wordAudio);
  await help.getByRole('button', { name: 'Ouvir o modelo' }).click();
  const asked = await model;
  expect(asked.status()).toBe(200);
  expect(asked.request().postDataJSON()).toMatchObject({ phrase: HABIT_PHRASE, word: 'Write' });
  await help.getByRole('button', { name: 'Ouvir você' }).click();
  await expect.poll(async () => (await segments()).length).toBe(1);
  const [own] = await segments();
  // The learner's own "Write": the recording from the word's start to its end, 80 ms each side.
  const { start = 0, end = 0 } = answer.words?.[0] ?? {};
  expect(answer.words?.[0]?.word).toBe('write');
  expect(end - start).toBeGreaterThan(0.1);
  expect(own?.offset).toBeCloseTo(Math.max(0, start - 0.08), 2);
  expect(own?.duration).toBeCloseTo(end + 0.08 - Math.max(0, start - 0.08), 2);

  // Right, with something to fix: it waited (well past the 1.5 s of a right answer) for the learner.
  await expect(page.getByText('Frase 1 de 10')).toBeVisible();
  await expect(right(page)).toBeVisible();
  await expectProgress(page, 10);
  await next(page).click();
  await expect(page.getByText('Frase 2 de 10')).toBeVisible();
  await expect(help).toHaveCount(0);
  expect(phrases.slice(0, 2)).toEqual([HABIT_PHRASE, OTHER_PHRASE]);

  // The next phrase, answered with the same recording: another sentence, wrong, its words coloured;
  // those not said are not heard, not praised.
  await speakIntoMicrophone(habitClip());
  await expect(speak(page)).toBeEnabled();
  await speak(page).click();
  await expect(wrong(page)).toBeVisible({ timeout: 20_000 });
  await expect(
    coach(page)
      .getByRole('button', { name: /\((não ouvida|para treinar)\)$/ })
      .first(),
  ).toBeVisible();
  // None of the words heard is the phrase's: none is praised, however well it fits by force.
  await expect(coach(page)).not.toContainText('Você disse bem');
  await expect(next(page)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/coach-wrong-360.png', fullPage: true });
});

test("with the browser's recognition the recording is also sent for scoring: ✅ at once, then the sound to work on", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await fakeSpeechRecognition(page);
  const recordings = watchRecordings(page);
  await speakingFirst(page, 'Bruna Sons', HABIT_PHRASE);
  await speakIntoMicrophone(habitClip());
  // The browser's answer comes as the learner stops speaking (1 s of silence, then the phrase).
  await sayNext(page, { transcript: plainly(HABIT_PHRASE), afterMs: 4_500 });
  const scored = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.recognizeSpeech());
  await speak(page).click();
  await expect(right(page)).toBeVisible({ timeout: 10_000 });
  expect((await scored).status()).toBe(200);
  expect(recordings).toHaveLength(1);
  expect(recordings[0]?.expected).toBe(HABIT_PHRASE);
  await expect(coach(page).getByRole('listitem').filter({ hasText: NAMED })).toBeVisible();
  await expect(next(page)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/coach-browser-1280.png', fullPage: true });
});
