/**
 * The speaking practice's recording states, for the README, where the browser cannot recognize
 * speech: the app records the learner and the API hears the recording. Its own file because
 * Chromium's microphone must play a file (./support/fake-microphone.ts), a launch flag that
 * Playwright only takes for a whole file; ./screenshots.shots.ts takes the other screens.
 */
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiPaths } from '../../functions/src/shared/contract';
import { encodeWav, WAV_RATE } from '../src/lib/voice/wav';
import {
  fakeMicrophoneUse,
  HEARD_EXACTLY,
  MICROPHONE_WAV,
  phraseAudio,
  silence,
  speakIntoMicrophone,
} from './support/fake-microphone';
import { withoutSpeechRecognition } from './support/fake-speech';
import { activatedLearner, startPractice, watchPhrases } from './support/practice';
import { out, viewports } from './support/screenshots';

test.use(fakeMicrophoneUse());
test.beforeEach(() => silence());

/**
 * A steady hum in the microphone for `seconds`, so the level meter stands still while the
 * recording is shot (a voice would leave it wherever the screenshot catches it): 375 Hz fills
 * the analyser's 2048 frames at 48 kHz with whole periods, so every frame measures one level.
 */
function humIntoMicrophone(seconds: number) {
  const samples = new Float32Array(WAV_RATE * seconds);
  for (let i = 0; i < samples.length; i++) samples[i] = 0.17 * Math.sin((2 * Math.PI * 375 * i) / WAV_RATE);
  writeFileSync(MICROPHONE_WAV, encodeWav(samples));
}

test('the speaking practice heard by the server, for the README', async ({ page }) => {
  test.setTimeout(120_000);
  await withoutSpeechRecognition(page);
  await page.setViewportSize(viewports[0]);
  await activatedLearner(page, 'Beatriz Lima');
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-speaking');
  const speak = page.getByRole('button', { name: 'Falar' });
  // Once the phrase's audio is ready (the first synthesis of a phrase can take a few seconds).
  await expect(speak).toBeEnabled({ timeout: 20_000 });

  // The first recognition is held until 'Reconhecendo...' is shot, then answered as the API answered.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === apiPaths.recognizeSpeech(),
    async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    },
    { times: 1 },
  );

  // Recording: shot while the timer reads '8 s', and checked again after the shot (it counts down).
  humIntoMicrophone(12);
  await speak.click();
  const timer = page.getByRole('timer', { name: 'Tempo restante para falar' });
  await expect(page.getByRole('meter', { name: 'Volume do microfone' })).toBeVisible();
  await page.waitForFunction(
    () =>
      document.querySelector('[role=timer]')?.textContent === '8 s' &&
      (document.querySelector('meter')?.value ?? 0) > 0,
    undefined,
    { polling: 'raf' },
  );
  const recording = await page.screenshot();
  expect(await timer.textContent(), 'the timer moved on during the shot').toBe('8 s');
  writeFileSync(`${out}speaking-recording-phone.png`, recording);

  await page.getByRole('button', { name: 'Parar' }).click();
  await expect(page.getByRole('button', { name: 'Reconhecendo...' })).toBeDisabled();
  await page.screenshot({ path: `${out}speaking-recognizing-phone.png` });
  release();
  // A hum is no phrase: heard as nothing (no try spent) or as a wrong try.
  await expect(speak).toBeEnabled({ timeout: 20_000 });

  // A wrong try, heard for real: the product's audio of another phrase than the one playing.
  const playing = phrases.at(-1);
  const other = HEARD_EXACTLY.find((phrase) => phrase !== playing) as string;
  await speakIntoMicrophone(await phraseAudio(other));
  const heard = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.recognizeSpeech(), {
    timeout: 30_000,
  });
  await speak.click();
  await heard;
  await expect(page.getByRole('alert')).toHaveText('❌ Tente novamente.', { timeout: 15_000 });
  await expect(page.getByText('Você disse:')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Palavra por palavra' })).toBeVisible();
  await expect(page.locator('.word-check .word-missed').first()).toBeVisible();
  // Taller than the phone: the viewport grows to the page, so 'Encerrar' shows above the nav.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ ...viewports[0], height: Math.max(viewports[0].height, height) });
  await page.screenshot({ path: `${out}speaking-word-feedback-phone.png` });
});
