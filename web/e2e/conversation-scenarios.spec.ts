import { expect, type Page, test } from '@playwright/test';
import type { ConversationResponse } from '../../functions/src/shared/contract';
import { failOnCspViolations } from './support/content-security-policy';
import { endConversation, speakLine, transcript } from './support/conversation';
import { fakeSpeechRecognition } from './support/fake-speech';
import { activatedLearner } from './support/practice';

failOnCspViolations();

/** Says `text` through the fake recognizer, sends it as heard, and returns the tutor's answer to it. */
async function say(page: Page, text: string, turn: number): Promise<ConversationResponse> {
  await speakLine(page, text);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/conversar');
  await page.getByRole('button', { name: 'Enviar' }).click();
  const answer = (await (await answered).json()) as ConversationResponse;
  await expect(transcript(page).getByRole('listitem')).toHaveCount(turn);
  await expect(
    transcript(page)
      .getByRole('listitem')
      .nth(turn - 1),
  ).toContainText(answer.resposta);
  return answer;
}

test('a scenario: its opening, two spoken turns, a translation, the targets; the history keeps it, and the next conversation brings its correction back', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fakeSpeechRecognition(page);
  await activatedLearner(page, 'Xavier Cenário');
  const turns: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/conversar') turns.push(request.postDataJSON());
  });

  // The intro: free talk, and the learner's level's scenarios (a new learner: beginner).
  await page.goto('/talking');
  const choice = page.getByRole('group', { name: 'Escolha a conversa' });
  await expect(choice.getByRole('radio', { name: /^Conversa livre/ })).toBeChecked();
  // The learner's level comes with the progress call, which may meet a cold function.
  await expect(choice.getByRole('radio', { name: 'Iniciante (seu nível)' })).toBeChecked({ timeout: 15_000 });
  await choice.getByRole('radio', { name: /^Apresentar-se/ }).check();
  await page.getByRole('button', { name: 'Começar prática' }).click();

  // The tutor opens in the scenario; its goal and targets show while talking.
  const scenario = page.getByRole('region', { name: 'Situação' });
  await expect(scenario).toContainText('Diga seu nome, sua cidade e o que você faz.');
  await expect(transcript(page)).toContainText('Hi! I am Sam, I am new here. What is your name?');

  const first = await say(page, 'Hello! My name is Ana and I am from Recife.', 1);
  expect(first.targetsUsed.length).toBeGreaterThan(0);
  for (const target of first.targetsUsed) {
    await expect(scenario.getByRole('listitem').filter({ hasText: target })).toContainText('(usada)');
  }
  const second = await say(page, 'I have 20 years.', 2);
  expect(second.correction).not.toBeNull();
  const { said, better } = second.correction ?? { said: '', better: '' };
  const secondLine = transcript(page).getByRole('listitem').nth(1);
  await expect(secondLine).toContainText(better);
  // The first turn alone names the scenario; the next continues its session.
  expect(turns).toEqual([
    { prompt: 'Hello! My name is Ana and I am from Recife.', scenarioId: 'apresentar-se' },
    { prompt: 'I have 20 years.', sessionId: first.sessionId },
  ]);

  // "Traduzir": the reply's Portuguese, as the answer carried it (no call).
  expect(second.translation).not.toBe('');
  await secondLine.getByRole('button', { name: 'Traduzir' }).click();
  await expect(secondLine.getByText(second.translation, { exact: true })).toBeVisible();
  await expect(secondLine.getByRole('button', { name: 'Ouvir devagar' })).toBeVisible();

  await endConversation(page);
  await expect(page.getByText(`Você usou ${second.targetsUsed.length} de 4 expressões`)).toBeVisible();

  // "Conversas anteriores": the session, its minutes, points and correction; then it whole.
  await page.getByRole('link', { name: 'Conversas anteriores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversas anteriores' })).toBeVisible();
  const kept = page.getByRole('listitem').filter({ hasText: 'Apresentar-se' });
  await expect(kept).toContainText('1 minuto');
  await expect(kept).toContainText('4 pontos');
  await expect(kept).toContainText('1 correção');
  await expect(kept).toContainText(`${said} → ${better}`);
  await kept.getByRole('link', { name: 'Apresentar-se' }).click();
  const lines = page.getByRole('region', { name: 'Falas da conversa' });
  await expect(lines).toContainText('Hello! My name is Ana and I am from Recife.');
  await expect(lines).toContainText('I have 20 years.');
  await expect(lines).toContainText(second.translation);
  await expect(page.getByRole('region', { name: 'Correções' })).toContainText(better);

  // The next conversation opens with the correction brought back (free talk: it fits anywhere).
  await page.goto('/talking');
  await page.getByRole('button', { name: 'Começar prática' }).click();
  await expect(page.getByRole('region', { name: 'Revisão' })).toContainText(
    `Da última vez você disse “${said}”. Tente de novo: “${better}”`,
  );
});
