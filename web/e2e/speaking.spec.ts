import { expect, type Page, test } from '@playwright/test';
import { failOnCspViolations } from './support/content-security-policy';
import { firestore } from './support/emulators';
import {
  fakeSpeechRecognition,
  recognitionLog,
  sayNext,
  withoutSpeechRecognition,
} from './support/fake-speech';
import {
  activatedLearner,
  expectOnRanking,
  expectProgress,
  onTheRanking,
  plainly,
  startPractice,
  watchPhrases,
} from './support/practice';
import { navLink } from './support/session';

failOnCspViolations();

const speak = (page: Page) => page.getByRole('button', { name: 'Falar' });
const skip = (page: Page) => page.getByRole('button', { name: 'Pular' });
const finish = (page: Page) => page.getByRole('dialog', { name: 'Fim da prática' });

/** Says `transcript` at the next press of 'Falar'. */
async function say(page: Page, transcript: string) {
  await expect(speak(page)).toBeEnabled();
  await sayNext(page, { transcript });
  await speak(page).click();
}

test('a learner practises speaking: wrong tries, a skip, nine right answers, the final screen and the ranking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fakeSpeechRecognition(page);
  const learner = await activatedLearner(page, 'Sofia Fala');
  const before = await onTheRanking(page, learner, true);
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-speaking');
  await expect(page.getByRole('heading', { level: 1, name: 'Ouvir e falar' })).toBeVisible();

  for (let attempt = 1; attempt <= 3; attempt++) {
    await expect(skip(page)).toHaveCount(0);
    await say(page, 'banana bread');
    await expect(page.getByRole('alert')).toHaveText('❌ Tente novamente.');
    await expect(page.getByText('banana bread')).toBeVisible();
  }
  await skip(page).click();
  await expect(page.getByText('A frase era:')).toBeVisible();
  // A skip in speaking still counts a round and its progress.
  await expectProgress(page, 10);

  for (let round = 2; round <= 10; round++) {
    const phrase = phrases.at(-1) ?? '';
    await say(page, plainly(phrase));
    if (round < 10) {
      await expect(page.getByRole('status').filter({ hasText: '✅ Correto!' })).toBeVisible();
      await expect(page.getByText(plainly(phrase), { exact: true })).toBeVisible();
      await expectProgress(page, round * 10);
    }
  }
  await expect(finish(page)).toContainText('Você concluiu as 10 frases da prática de fala!');
  await expect(finish(page)).toContainText('Você fez 90 pontos.');
  await expect(page).toHaveURL(/\/tela-final-speaking$/);
  await expect(page.getByRole('heading', { name: 'Prática de fala concluída' })).toBeVisible();
  await expect(page.getByText('90 pontos', { exact: true })).toBeVisible();
  const review = page.getByRole('region', { name: 'Revisão da prática' }).getByRole('listitem');
  await expect(review).toHaveCount(10);
  await expect(review.first()).toContainText('Pulou');
  await expect(review.first()).toContainText('Você disse: banana bread · banana bread · banana bread');

  const log = await recognitionLog(page);
  expect(log.starts).toBe(12);
  expect(new Set(log.settings.map((s) => JSON.stringify(s)))).toEqual(
    new Set([
      JSON.stringify({ lang: 'en-US', interimResults: false, maxAlternatives: 1, continuous: false }),
    ]),
  );
  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored).toMatchObject({ pointsSpeaking: 90, totalPoints: before.total + 90 });

  await expectOnRanking(page, 'Sofia Fala', { week: before.week + 90, total: before.total + 90 });
});

test('recognition errors: silence is an error, not a wrong answer; listening stops when the learner leaves', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await fakeSpeechRecognition(page);
  await activatedLearner(page, 'Tiago Microfone');
  await startPractice(page, '/listening-speaking');

  await expect(speak(page)).toBeEnabled();
  // 'no-speech' says nothing about the recognizer itself: it stays in use (a failure such as
  // 'not-allowed' or 'network' switches to recording: e2e/speaking-server.spec.ts).
  await sayNext(page, { error: 'no-speech' });
  await speak(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Erro no reconhecimento de voz. Não ouvimos nada: fale perto do microfone e toque em Falar de novo.',
  );
  // Errors of the recognizer are not wrong answers.
  await expect(skip(page)).toHaveCount(0);

  // Nothing queued: the recognizer keeps listening until the page stops it.
  await speak(page).click();
  await expect(page.getByRole('button', { name: 'Ouvindo...' })).toBeDisabled();
  await navLink(page, 'Início').click();
  await page
    .getByRole('dialog', { name: 'Sair da prática?' })
    .getByRole('button', { name: 'Sair e salvar' })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect((await recognitionLog(page)).aborts).toBeGreaterThanOrEqual(1);
});

test('a browser that can neither recognize nor record, or a device without a microphone, is told so before any audio is taken', async ({
  page,
}) => {
  await withoutSpeechRecognition(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'MediaRecorder', { value: undefined, configurable: true, writable: true });
  });
  const learner = await activatedLearner(page, 'Úrsula Sem Voz');
  await startPractice(page, '/listening-speaking');
  await expect(page.getByRole('alert')).toContainText('Este navegador não deixa o site usar o microfone');
  await expect(page.getByRole('alert')).toContainText('Nenhum áudio do seu dia foi usado.');
  await expect(page.getByText('Copie o link e abra no Chrome ou no Safari.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copiar link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Começar prática' })).toBeEnabled();
  await expect(speak(page)).toHaveCount(0);

  // Recognition back, but the device lists no audio input.
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition', 'MediaRecorder']) {
      Object.defineProperty(window, name, { value: class {}, configurable: true, writable: true });
    }
    navigator.mediaDevices.enumerateDevices = async () => [];
  });
  await startPractice(page, '/listening-speaking');
  await expect(page.getByRole('alert')).toContainText('Não encontramos um microfone neste aparelho.');
  await expect(speak(page)).toHaveCount(0);

  const usage = await firestore().collection('dailyUsage').where('uid', '==', learner.uid).get();
  expect(usage.size).toBe(0);
});
