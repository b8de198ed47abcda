import { expect, type Page, test } from '@playwright/test';
import { academyDay } from '../../functions/src/data/calendar';
import { failOnCspViolations } from './support/content-security-policy';
import {
  conversationWithMisheardLine,
  endConversation,
  heardLine,
  say,
  speakLine,
  transcript,
  tutorReplied,
} from './support/conversation';
import { firestore } from './support/emulators';
import { fakeSpeechRecognition, recognitionLog, withoutSpeechRecognition } from './support/fake-speech';
import {
  activatedLearner,
  expectOnProfile,
  expectOnRanking,
  onTheRanking,
  startPractice,
} from './support/practice';
import { navLink } from './support/session';

failOnCspViolations();

const speak = (page: Page) => page.getByRole('button', { name: 'Falar', exact: true });
const score = (page: Page) => page.locator('.practice-meta');

/** Counts every audio the page starts playing (the tutor's replies). */
async function countPlays(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { __plays: number };
    scope.__plays = 0;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function countedPlay(this: HTMLMediaElement) {
      scope.__plays += 1;
      return play.call(this);
    };
  });
}

const plays = (page: Page) => page.evaluate(() => (window as unknown as { __plays: number }).__plays);

test('a learner talks three turns with the tutor, hears the replies, sees a correction and the summary', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fakeSpeechRecognition(page);
  await countPlays(page);
  const learner = await activatedLearner(page, 'Tânia Conversa');
  const before = await onTheRanking(page, learner, true);
  await startPractice(page, '/talking');
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText('30:00');
  await expect(score(page)).toContainText('0 pontos');

  // The tutor speaks first (its opening), then answers each turn.
  await expect.poll(() => plays(page)).toBe(1);
  await say(page, 'Hello! I work as a teacher in a public school.', 1);
  await expect(score(page)).toContainText('2 pontos');
  await expect.poll(() => plays(page)).toBe(2);
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText(/^(30:00|29:5\d)$/);

  await say(page, 'I have 20 years and I teach English.', 2);
  const second = transcript(page).getByRole('listitem').nth(1);
  await expect(second).toContainText('I have 20 years and I teach English.');
  await expect(second).toContainText('I am 20 years old');
  await expect(score(page)).toContainText('4 pontos');

  await say(page, 'My students are very nice.', 3);
  await expect(score(page)).toContainText('6 pontos');
  await expect.poll(() => plays(page)).toBe(4);
  const replayed = await plays(page);
  await transcript(page).getByRole('button', { name: 'Ouvir de novo' }).first().click();
  await expect.poll(() => plays(page)).toBe(replayed + 1);

  // Ending while listening stops the recognizer: nothing heard later is sent.
  await speak(page).click();
  await expect(page.getByRole('button', { name: 'Ouvindo...' })).toBeDisabled();
  await endConversation(page);
  expect((await recognitionLog(page)).aborts).toBe(1);
  await expect(page.getByText('3 respostas do tutor')).toBeVisible();
  await expect(page.getByText('6 pontos ganhos')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Correções da conversa' })).toContainText(
    'I am 20 years old',
  );
  await expect(page.getByText(`Total no ranking: ${before.total + 6} pontos`)).toBeVisible();

  // The server credited the points with each reply: nothing the page sent added them.
  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored).toMatchObject({ pointsSpeaking: 6, totalPoints: before.total + 6 });
  await expectOnProfile(page, { today: 6, week: 6 });
  await expectOnRanking(page, 'Tânia Conversa', { week: before.week + 6, total: before.total + 6 });
});

test("a failing tutor shows 'Erro ao responder.'; the learner can go on; leaving stops listening", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await fakeSpeechRecognition(page);
  await activatedLearner(page, 'Ulisses Erro');
  await startPractice(page, '/talking');
  await page.route('**/api/conversar', (route) =>
    route.fulfill({ status: 503, json: { error: 'Erro ao responder.' } }),
  );
  await speakLine(page, 'Hello, how are you?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro ao responder.');
  // The unanswered line is not lost: it is back in its box, to send again.
  await expect(heardLine(page)).toHaveValue('Hello, how are you?');
  await expect(transcript(page).getByRole('listitem')).toHaveCount(0);
  await page.unroute('**/api/conversar');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await tutorReplied(page, 1);
  await expect(score(page)).toContainText('2 pontos');

  // Leaving the page stops listening (nothing queued: the recognizer would listen on).
  await speak(page).click();
  await expect(page.getByRole('button', { name: 'Ouvindo...' })).toBeDisabled();
  await navLink(page, 'Início').click();
  await expect(page).toHaveURL(/\/$/);
  expect((await recognitionLog(page)).aborts).toBeGreaterThanOrEqual(1);
});

test('a browser that can neither recognize nor record can type to the tutor', async ({ page }) => {
  test.setTimeout(60_000);
  await withoutSpeechRecognition(page);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'MediaRecorder', { value: undefined, configurable: true, writable: true });
  });
  await activatedLearner(page, 'Vera Digita');
  await startPractice(page, '/talking');
  await expect(
    page.getByText('Este navegador não deixa o site usar o microfone: escreva suas frases'),
  ).toBeVisible();
  await expect(speak(page)).toHaveCount(0);
  await page.getByLabel('Ou escreva em inglês').fill('I like to travel with my family.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(transcript(page).getByRole('listitem')).toHaveCount(1);
  await expect(transcript(page)).toContainText('Tutor');
  await expect(score(page)).toContainText('2 pontos');
});

test('a misheard line is shown, said again and corrected before it is sent; the same correction is listed once; Encerrar asks', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fakeSpeechRecognition(page);
  await activatedLearner(page, 'Yara Ouvida');
  const { prompts } = await conversationWithMisheardLine(page);
  expect(prompts).toEqual(['Hello, how are you?', 'I have 20 years.', 'I have 20 years.']);
});

test("a prompt that earns no points says why beside the learner's line; the day's cap is told once; the day's declined prompts stop the talk", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withoutSpeechRecognition(page);
  const learner = await activatedLearner(page, 'Wagner Pontos');
  await startPractice(page, '/talking');
  const typeIn = async (text: string, turn: number) => {
    await page.getByLabel('Ou escreva em inglês').fill(text);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await tutorReplied(page, turn);
  };
  const line = (turn: number) =>
    transcript(page)
      .getByRole('listitem')
      .nth(turn - 1);

  await typeIn('ok', 1);
  await expect(line(1)).toContainText('Sem pontos: use pelo menos duas palavras.');
  await expect(score(page)).toContainText('0 pontos');
  await typeIn('I like pizza.', 2);
  await expect(score(page)).toContainText('2 pontos');
  await expect(line(2)).not.toContainText('Sem pontos');
  await typeIn('i like PIZZA', 3);
  await expect(line(3)).toContainText('Sem pontos: você já disse isso nesta conversa.');
  await expect(score(page)).toContainText('2 pontos');

  // The day's 100 talking points already earned (other conversations today).
  const cap =
    'Você já ganhou os 100 pontos de conversa de hoje. Pode continuar conversando, mas as próximas respostas não valem pontos.';
  await expect(page.getByText(cap)).toHaveCount(0);
  await firestore()
    .collection('dailyUsage')
    .doc(`${learner.uid}_${academyDay(new Date())}`)
    .set({ talkingPoints: 100 }, { merge: true });
  await typeIn('My sister lives in Lisbon.', 4);
  await expect(page.getByText(cap)).toHaveCount(1);
  await expect(line(4)).not.toContainText('Sem pontos');
  await typeIn('She works at a bank.', 5);
  await expect(page.getByText(cap)).toHaveCount(1);
  await expect(score(page)).toContainText('2 pontos');

  // The tutor declined the day's 10 prompts (a blocked topic, over and over): the server's 429 says until when.
  await firestore()
    .collection('dailyUsage')
    .doc(`${learner.uid}_${academyDay(new Date())}`)
    .set({ declinedTurns: 10 }, { merge: true });
  await page.getByLabel('Ou escreva em inglês').fill('Tell me more about it.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText(/O tutor não pôde responder a 10 frases suas hoje .* até amanhã/),
  ).toBeVisible();
  await expect(transcript(page).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByLabel('Ou escreva em inglês')).toHaveValue('Tell me more about it.');
});
