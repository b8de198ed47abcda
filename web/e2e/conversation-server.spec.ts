/**
 * The conversation where the browser's recognition cannot be used: the app records what the
 * learner says and the API hears it, with no expected phrase. Real audio end to end, as in
 * ./speaking-server.spec.ts: Chromium's microphone plays the product's own audio of a sentence,
 * MediaRecorder records it, the API decodes it and PocketSphinx hears it.
 */
import { expect, type Page, test } from '@playwright/test';
import type { ConversationRequest, RecognizeSpeechResponse } from '../../functions/src/shared/contract';
import { apiPaths } from '../../functions/src/shared/contract';
import { heardLine, transcript } from './support/conversation';
import { firestore } from './support/emulators';
import {
  fakeMicrophoneUse,
  HEARD_EXACTLY,
  phraseAudio,
  silence,
  slowPermissionPrompt,
  speakIntoMicrophone,
  watchRecordings,
} from './support/fake-microphone';
import { withoutSpeechRecognition } from './support/fake-speech';
import { activatedLearner, startPractice } from './support/practice';

test.use(fakeMicrophoneUse());
test.beforeEach(() => silence());

const speak = (page: Page) => page.getByRole('button', { name: 'Falar', exact: true });
const score = (page: Page) => page.locator('.practice-meta');

test('without browser recognition, the conversation takes two spoken turns heard by the API and credits them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await withoutSpeechRecognition(page);
  await slowPermissionPrompt(page);
  const sentences = [HEARD_EXACTLY[8], HEARD_EXACTLY[12]] as [string, string];
  const audios = await Promise.all(sentences.map(phraseAudio));
  const recordings = watchRecordings(page);
  const heard: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== apiPaths.recognizeSpeech() || !response.ok()) return;
    heard.push(((await response.json()) as RecognizeSpeechResponse).transcript);
  });
  const prompts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPaths.conversation)
      prompts.push((request.postDataJSON() as ConversationRequest).prompt);
  });
  const learner = await activatedLearner(page, 'Olga Gravada');
  await startPractice(page, '/talking');
  await expect(score(page)).toContainText('0 pontos');

  for (const [turn, audio] of audios.entries()) {
    await speakIntoMicrophone(audio);
    await expect(speak(page)).toBeEnabled({ timeout: 15_000 });
    await speak(page).click();
    if (turn === 0) {
      // The first recording of the visit says why the browser is about to ask for the microphone.
      await expect(
        page.getByText(
          'Vamos pedir acesso ao microfone para ouvir o que você diz ao tutor. Toque em Permitir.',
        ),
      ).toBeVisible();
      // The conversation's recordings may last 20 s; this one stops itself after the sentence.
      await expect(page.getByRole('timer', { name: 'Tempo restante para falar' })).toHaveText(
        /^(20|19|18) s$/,
      );
      await expect(page.getByRole('button', { name: 'Parar' })).toBeVisible();
    }
    // What the API heard shows in its box, to check, and goes to the tutor only with 'Enviar'.
    await expect(heardLine(page)).not.toHaveValue('', { timeout: 20_000 });
    expect(prompts).toHaveLength(turn);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(transcript(page).getByRole('listitem')).toHaveCount(turn + 1, { timeout: 20_000 });
    await expect(transcript(page).getByRole('listitem').nth(turn)).toContainText('Tutor', {
      timeout: 15_000,
    });
  }

  // What the API heard is what the tutor was sent, word for word, and what the learner sees.
  expect(heard).toHaveLength(2);
  expect(prompts).toEqual(heard);
  for (const [turn, text] of heard.entries()) {
    expect(text.split(' ').length).toBeGreaterThanOrEqual(2);
    await expect(transcript(page).getByRole('listitem').nth(turn)).toContainText(text);
  }
  expect(heard[0]).not.toBe(heard[1]);
  // The conversation sends no expected phrase: the API hears whatever was said.
  expect(recordings.map(({ expected }) => expected)).toEqual([null, null]);
  for (const recording of recordings) expect(recording.type).toBe('audio/webm;codecs=opus');

  // Credited as a reply to a prompt recognized in the browser is: 2 points each.
  await expect(score(page)).toContainText('4 pontos');
  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored).toMatchObject({ pointsSpeaking: 4, totalPoints: 4 });
});
