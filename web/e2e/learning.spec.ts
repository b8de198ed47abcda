/**
 * Learning that sticks, as a learner meets it: each phrase's meaning once answered
 * or skipped, a skipped phrase back in the next practice tagged 'Revisão', the profile's counts,
 * and the level the intro preselects. The server draws every practice; the phrases on screen are
 * read from the audio requests (the network boundary), their meanings from the shared pool.
 */
import { expect, type Page, test } from '@playwright/test';
import { meaningOf as poolMeaningOf } from '../../functions/src/practice/pool/pool-lookup';
import { firestore } from './support/emulators';
import { activatedLearner, endPractice, plainly, startPractice, watchPhrases } from './support/practice';

const field = (page: Page) => page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
const respond = (page: Page) => page.getByRole('button', { name: 'Responder' });
const success = (page: Page) => page.getByRole('dialog', { name: 'Parabéns! Você acertou.' });
const wrongModal = (page: Page) => page.getByRole('dialog', { name: 'Você errou! Tente novamente.' });
const meaningOf = (phrase: string) => poolMeaningOf(phrase) || 'sem significado';

async function answerWrong(page: Page) {
  await expect(respond(page)).toBeEnabled();
  await field(page).fill('banana');
  await respond(page).click();
  await wrongModal(page).getByRole('button', { name: 'Tentar novamente' }).click();
}

test('a skipped phrase comes back tagged Revisão in the next practice; meanings show after the answer; the profile counts it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const learner = await activatedLearner(page, 'Rita Revisão');
  const phrases = watchPhrases(page);
  await page.goto('/listening-writing');
  await expect(page.getByRole('radio', { name: 'Iniciante (seu nível)' })).toBeChecked();
  await page.getByRole('button', { name: 'Começar prática' }).click();

  // Right: the meaning shows with the success message, never before the answer.
  await expect(respond(page)).toBeEnabled();
  const first = phrases.at(-1) as string;
  await expect(page.getByText(meaningOf(first))).toHaveCount(0);
  await expect(page.getByText('Revisão', { exact: true })).toHaveCount(0);
  await field(page).fill(plainly(first));
  await field(page).press('Enter');
  await expect(success(page)).toContainText(`Significado: ${meaningOf(first)}`);
  await expect(success(page)).toBeHidden();

  // Skipped after three wrong tries: the phrase and its meaning.
  await expect.poll(() => phrases.length).toBe(2);
  const skipped = phrases.at(-1) as string;
  await expect(page.getByText(meaningOf(skipped))).toHaveCount(0);
  for (let i = 0; i < 3; i++) await answerWrong(page);
  await page.getByRole('button', { name: 'Pular' }).click();
  const shown = page.locator('.skipped-phrase');
  await expect(shown).toContainText(skipped);
  await expect(shown).toContainText(`Significado: ${meaningOf(skipped)}`);

  // The next phrase plays; ended now, it is left unanswered and goes to the list too.
  await expect(respond(page)).toBeEnabled();
  const unanswered = phrases.at(-1) as string;
  expect(unanswered).not.toBe(skipped);
  await endPractice(page);
  await expect(page).toHaveURL(/\/tela-final-writing$/);
  const review = page.getByRole('region', { name: 'Revisão da prática' }).getByRole('listitem');
  await expect(review.nth(0)).toContainText(meaningOf(first));
  await expect(review.nth(1)).toContainText('Pulou');
  await expect(review.nth(1)).toContainText(meaningOf(skipped));

  // The profile counts it.
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  const learning = page.getByRole('region', { name: 'Frases para revisar' });
  await expect(learning).toContainText('2 frases para revisar');
  await expect(learning).toContainText('Escrita 2 · Fala 0');

  // The next practice brings both back first, in the order they were missed, tagged 'Revisão'.
  const before = phrases.length;
  await startPractice(page, '/listening-writing');
  await expect.poll(() => phrases.length).toBeGreaterThan(before);
  expect(phrases[before]).toBe(skipped);
  await expect(page.getByText('Revisão', { exact: true })).toBeVisible();
  await expect(page.getByText(meaningOf(skipped))).toHaveCount(0);
  await expect(respond(page)).toBeEnabled();
  await field(page).fill(plainly(skipped));
  await field(page).press('Enter');
  await expect(success(page)).toContainText(`Significado: ${meaningOf(skipped)}`);
  await expect(success(page)).toBeHidden();
  await expect(respond(page)).toBeEnabled();
  expect(phrases.at(-1)).toBe(unanswered);
  await expect(page.getByText('Revisão', { exact: true })).toBeVisible();
  await endPractice(page);
  await expect(page).toHaveURL(/\/tela-final-writing$/);

  // Right on the first try when due, the skipped phrase moves up a box, due again tomorrow; the
  // other, left unanswered again, stays due at once.
  const stored = (await firestore().collection('learning').doc(`${learner.uid}_writing`).get()).data();
  expect(stored?.review).toHaveLength(2);
  expect(stored?.review).toContainEqual(expect.objectContaining({ phrase: skipped, box: 1 }));
  expect(stored?.review).toContainEqual(expect.objectContaining({ phrase: unanswered, box: 0 }));
});

test('the intro preselects the learner’s level in each practice, and another can be chosen for one practice', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const learner = await activatedLearner(page, 'Nina Nível');
  await firestore()
    .collection('learning')
    .doc(`${learner.uid}_writing`)
    .set({ uid: learner.uid, kind: 'writing', level: 'intermediate', strongInARow: 0, version: 0 });
  const draws: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/practices/start')) draws.push(request.postDataJSON());
  });
  await page.goto('/listening-speaking');
  await expect(page.getByRole('radio', { name: 'Iniciante (seu nível)' })).toBeChecked();
  await page.goto('/listening-writing');
  const levels = page.getByRole('group', { name: 'Nível das frases' });
  await expect(levels.getByRole('radio', { name: 'Intermediário (seu nível)' })).toBeChecked();
  await levels.getByRole('radio', { name: 'Avançado' }).check();
  await page.getByRole('button', { name: 'Começar prática' }).click();
  await expect(respond(page)).toBeEnabled();
  expect(draws.at(-1)).toMatchObject({ kind: 'writing', level: 'advanced' });
});
