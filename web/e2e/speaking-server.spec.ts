/**
 * The speaking practice where the browser's recognition cannot be used: the app records the
 * learner and the API hears the recording. Real audio end to end: Chromium's microphone plays
 * the product's own audio of a phrase (./support/fake-microphone.ts), MediaRecorder records it,
 * the API decodes it and PocketSphinx recognizes it. Nothing is faked at the recognition boundary.
 */
import { expect, type Page, test } from '@playwright/test';
import { phrasePool } from '../../functions/src/content/phrases';
import { meaningOf } from '../../functions/src/practice/pool/pool-lookup';
import { apiPaths } from '../../functions/src/shared/contract';
import { failOnCspViolations } from './support/content-security-policy';
import { firestore } from './support/emulators';
import {
  fakeMicrophoneUse,
  HEARD_EXACTLY,
  productAudio,
  silence,
  slowPermissionPrompt,
  speakIntoMicrophone,
  watchRecordings,
} from './support/fake-microphone';
import {
  fakeSpeechRecognition,
  recognitionLog,
  sayNext,
  withoutSpeechRecognition,
} from './support/fake-speech';
import { activatedLearner, expectProgress, startPractice, watchPhrases } from './support/practice';

failOnCspViolations();

/**
 * Makes the practice play HEARD_EXACTLY, in order, so the test is deterministic without touching
 * the app's check: PocketSphinx hears these phrases exactly, and not every phrase of the pool.
 * The server still draws and records the practice (POST /api/practices/start goes through);
 * only its answer is rewritten on the way back to the page with these phrases and their meanings.
 */
async function drawOnly(page: Page, phrases: readonly string[]) {
  expect(phrases.every((phrase) => phrasePool.includes(phrase))).toBe(true);
  await page.route(`**${apiPaths.startPractice}`, async (route) => {
    const response = await route.fetch();
    const drawn = (await response.json()) as { level: string };
    const chosen = phrases.map((text) => ({ text, meaning: meaningOf(text), review: false }));
    await route.fulfill({ response, json: { ...drawn, phrases: chosen } });
  });
}

test.use(fakeMicrophoneUse());
test.beforeEach(() => silence());
// A test may end while the next phrase's audio is still on its way through the route that reads it.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

const speak = (page: Page) => page.getByRole('button', { name: 'Falar' });
const finish = (page: Page) => page.getByRole('dialog', { name: 'Fim da prática' });

/** Puts the product's audio of `phrase` in the microphone and presses 'Falar'. */
async function repeat(page: Page, audios: Map<string, Buffer>, phrase: string) {
  await expect.poll(() => audios.has(phrase), { message: `the audio of '${phrase}'` }).toBe(true);
  await speakIntoMicrophone(audios.get(phrase) as Buffer);
  await expect(speak(page)).toBeEnabled();
  await speak(page).click();
}

/**
 * Repeats `phrase` until the practice says ✅ (or ends), at most its 3 tries: a recording can
 * make PocketSphinx mishear a phrase it usually hears right, as a learner may have to say it
 * twice. The app's check is the same; only the test tries again.
 */
async function repeatUntilRight(page: Page, audios: Map<string, Buffer>, phrase: string) {
  const right = page.getByRole('status').filter({ hasText: '✅ Correto!' });
  const wrong = page.getByRole('alert').filter({ hasText: '❌ Tente novamente.' });
  for (let attempt = 1; attempt <= 3; attempt++) {
    const heard = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.recognizeSpeech(), {
      timeout: 20_000,
    });
    await repeat(page, audios, phrase);
    await heard;
    await expect(page.getByRole('button', { name: 'Reconhecendo...' })).toHaveCount(0);
    // The last right answer shows its ✅ and the final dialog together: either will do.
    await expect(right.or(wrong).or(finish(page)).first()).toBeVisible({ timeout: 15_000 });
    if (!(await wrong.isVisible())) return;
  }
  throw new Error(`'${phrase}' was not heard right in 3 tries`);
}

test('without browser recognition, the recording is heard by the API: the right phrase is ✅, another sentence ❌ with the words heard', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withoutSpeechRecognition(page);
  await slowPermissionPrompt(page);
  await drawOnly(page, HEARD_EXACTLY);
  const phrases = watchPhrases(page);
  const audios = await productAudio(page);
  const recordings = watchRecordings(page);
  await activatedLearner(page, 'Rita Gravação');
  await startPractice(page, '/listening-speaking');
  // The first start of the run may meet a cold function worker.
  await expect(speak(page)).toBeEnabled({ timeout: 30_000 });
  expect(phrases[0]).toBe(HEARD_EXACTLY[0]);

  await repeat(page, audios, HEARD_EXACTLY[0] as string);
  // The first recording of the visit says why the browser is about to ask for the microphone.
  const why = page.getByText(
    'Vamos pedir acesso ao microfone para ouvir você repetir a frase. Toque em Permitir.',
  );
  await expect(why).toBeVisible();
  await expect(page.getByText('Ouvindo...')).toBeVisible();
  await expect(why).toHaveCount(0);
  await expect(page.getByRole('meter', { name: 'Volume do microfone' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Tempo restante para falar' })).toHaveText(/^(10|9|8) s$/);
  await expect(page.getByRole('button', { name: 'Parar' })).toBeVisible();
  // It stops by itself after the learner stops speaking.
  await expect(page.getByRole('button', { name: 'Reconhecendo...' })).toBeVisible({ timeout: 9_000 });
  const right = page.getByRole('status').filter({ hasText: '✅ Correto!' });
  const wrong = page.getByRole('alert').filter({ hasText: '❌ Tente novamente.' });
  await expect(right.or(wrong)).toBeVisible({ timeout: 15_000 });
  // A recording can make PocketSphinx mishear a phrase it usually hears: say it again, as a learner would.
  if (await wrong.isVisible()) await repeatUntilRight(page, audios, HEARD_EXACTLY[0] as string);
  await expectProgress(page, 10);

  // The next phrase, answered with the first one's audio: another sentence is not heard as it.
  await expect.poll(() => phrases.length).toBe(2);
  const second = phrases[1] as string;
  expect(second).not.toBe(HEARD_EXACTLY[0]);
  await repeat(page, audios, HEARD_EXACTLY[0] as string);
  await expect(page.getByRole('alert')).toHaveText('❌ Tente novamente.', { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Palavra por palavra' })).toBeVisible();
  await expect(page.locator('.word-check li').first()).toBeVisible();
  await expect(page.locator('.word-check .word-missed').first()).toBeVisible();

  expect(recordings.length).toBeGreaterThanOrEqual(2);
  for (const recording of recordings) {
    expect(recording.type).toMatch(/^audio\/webm;codecs=opus$/);
    // 24 kbit/s Opus: a few seconds weigh a few kilobytes.
    expect(recording.bytes).toBeGreaterThan(2_000);
    expect(recording.bytes).toBeLessThan(40_000);
  }
  expect(recordings[0]?.expected).toBe(HEARD_EXACTLY[0]);
  expect(recordings.at(-1)?.expected).toBe(second);
});

test('a recorder without Opus (older iOS records mp4/aac) sends 16 kHz mono WAV, heard right', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withoutSpeechRecognition(page);
  // MediaRecorder as older iOS has it: no Opus, its recordings typed audio/mp4. (Chromium still
  // records WebM underneath; the app decodes whatever the browser can play.)
  await page.addInitScript(() => {
    const Native = window.MediaRecorder;
    class Mp4Recorder extends Native {
      static override isTypeSupported(type: string) {
        return !/opus/i.test(type) && Native.isTypeSupported(type);
      }
      override get mimeType() {
        return 'audio/mp4';
      }
    }
    window.MediaRecorder = Mp4Recorder;
  });
  await drawOnly(page, HEARD_EXACTLY);
  const phrases = watchPhrases(page);
  const audios = await productAudio(page);
  const recordings = watchRecordings(page);
  await activatedLearner(page, 'Iara Sem Opus');
  await startPractice(page, '/listening-speaking');
  await expect.poll(() => phrases.length).toBe(1);
  await repeatUntilRight(page, audios, phrases[0] as string);
  await expectProgress(page, 10);
  expect(recordings.length).toBeGreaterThanOrEqual(1);
  for (const recording of recordings) {
    expect(recording.type).toBe('audio/wav');
    // 16-bit samples at 16 kHz: 32,000 bytes a second, a few seconds of them.
    expect(recording.bytes).toBeGreaterThan(64_000);
    expect(recording.bytes).toBeLessThan(400_000);
  }
});

test('a full practice heard by the API saves its points', async ({ page }) => {
  test.setTimeout(180_000);
  await withoutSpeechRecognition(page);
  await drawOnly(page, HEARD_EXACTLY);
  const phrases = watchPhrases(page);
  const audios = await productAudio(page);
  const learner = await activatedLearner(page, 'Bruno Gravação');
  await startPractice(page, '/listening-speaking');

  for (let round = 1; round <= 10; round++) {
    // Each round's audio is fetched once. A try again also draws (and drops) a next phrase, so
    // the practice may move on to a later phrase of the list: read which one it plays.
    await expect.poll(() => phrases.length).toBe(round);
    const phrase = phrases[round - 1] as string;
    expect(HEARD_EXACTLY).toContain(phrase);
    await repeatUntilRight(page, audios, phrase);
    if (round < 10) await expectProgress(page, round * 10);
  }
  await expect(finish(page)).toContainText('Você fez 100 pontos.', { timeout: 15_000 });
  await expect(page).toHaveURL(/\/tela-final-speaking$/);
  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored).toMatchObject({ pointsSpeaking: 100 });
});

test("after the browser's recognition fails with 'service-not-allowed', the app records, for the rest of the visit", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fakeSpeechRecognition(page);
  await drawOnly(page, HEARD_EXACTLY);
  const phrases = watchPhrases(page);
  const audios = await productAudio(page);
  const recordings = watchRecordings(page);
  await activatedLearner(page, 'Caio Sem Serviço');
  await startPractice(page, '/listening-speaking');
  await expect(speak(page)).toBeEnabled();

  await sayNext(page, { error: 'service-not-allowed' });
  // The same press records at once; a misheard recording is said again, still recorded.
  await repeatUntilRight(page, audios, HEARD_EXACTLY[0] as string);
  expect((await recognitionLog(page)).starts).toBe(1);

  await expect.poll(() => phrases.length).toBe(2);
  await repeatUntilRight(page, audios, phrases[1] as string);
  await expectProgress(page, 20);
  // The browser's recognition was not tried again.
  expect((await recognitionLog(page)).starts).toBe(1);
  expect(recordings.length).toBeGreaterThanOrEqual(2);
});
