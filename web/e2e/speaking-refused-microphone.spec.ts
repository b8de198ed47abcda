/**
 * The speaking practice without the browser's recognition, when the learner refuses the
 * microphone: a Portuguese sentence on how to allow it, and nothing sent. Its own file: it
 * launches Chromium without the flag that allows the microphone without asking.
 */
import { expect, type Page, test } from '@playwright/test';
import { apiPaths } from '../../functions/src/shared/contract';
import { chromiumPath } from '../../scripts/chromium.mjs';
import { fakeMicrophoneArgs } from './support/fake-microphone';
import { withoutSpeechRecognition } from './support/fake-speech';
import { activatedLearner, startPractice } from './support/practice';

test.use({
  launchOptions: { executablePath: chromiumPath, args: fakeMicrophoneArgs({ allowWithoutAsking: false }) },
});

const speak = (page: Page) => page.getByRole('button', { name: 'Falar' });

test('a refused microphone says in Portuguese how to allow it, and sends nothing', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await withoutSpeechRecognition(page);
  const recordings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPaths.recognizeSpeech()) recordings.push(request.url());
  });
  await activatedLearner(page, 'Denise Microfone');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Browser.setPermission', {
    permission: { name: 'microphone' },
    setting: 'denied',
    origin: new URL(baseURL ?? '').origin,
  });
  await startPractice(page, '/listening-speaking');
  await expect(speak(page)).toBeEnabled();
  await speak(page).click();
  await expect(page.getByRole('alert')).toContainText('O microfone está bloqueado para este site.');
  await expect(page.getByRole('alert')).toContainText('permita o microfone');
  await expect(speak(page)).toBeEnabled();
  expect(recordings).toHaveLength(0);
});
