/**
 * Steps of a phrase practice as a learner's day meets them, each asserting what the learner reads:
 * today's audios on the intro, the counter, a skip, the end and why, the profile's today. For the
 * browser tests of the practices' counts and for a whole-day journey.
 */
import { expect, type Page } from '@playwright/test';
import { apiPaths } from '../../../functions/src/shared/contract';
import { plainly } from './practice';

const field = (page: Page) => page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
const respond = (page: Page) => page.getByRole('button', { name: 'Responder' });
const wrongModal = (page: Page) => page.getByRole('dialog', { name: 'Você errou! Tente novamente.' });
const success = (page: Page) => page.getByRole('dialog', { name: 'Parabéns! Você acertou.' });

/** 'Frase n de total' and the points beside it. */
export const counter = (page: Page) => page.locator('.practice-meta');

/**
 * A phrase practice's intro, signed in, with `left` of today's audios: the line above the start,
 * and 'Esta prática terá só N frases' when fewer than 10 are left; with none, no start at all.
 */
export async function expectTodaysAudios(page: Page, left: number): Promise<void> {
  const start = page.getByRole('button', { name: 'Começar prática' });
  if (left === 0) {
    await expect(
      page.getByText('Você atingiu o limite de 10 áudios por dia. Volte amanhã para praticar de novo.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(start).toHaveCount(0);
    return;
  }
  const shorter = left < 10 ? ` Esta prática terá só ${left} ${left === 1 ? 'frase' : 'frases'}.` : '';
  // Read with the navigation (the progress call): a cold emulator may take a few seconds.
  await expect(page.locator('.todays-audios')).toHaveText(
    `Hoje você ainda tem ${left} de 10 áudios.${shorter}`,
    { timeout: 15_000 },
  );
  await expect(start).toBeEnabled();
}

/** The counter shows the phrase on screen of the phrases this practice can play. */
export async function expectCounter(page: Page, phrase: number, total: number): Promise<void> {
  await expect(counter(page)).toContainText(`Frase ${phrase} de ${total}`);
}

/** Types the phrase on screen (the last one the page asked audio for) right, as a learner would. */
export async function writeRight(page: Page, phrases: string[]): Promise<void> {
  await expect(respond(page)).toBeEnabled();
  await field(page).fill(plainly(phrases.at(-1) ?? ''));
  await field(page).press('Enter');
  await expect(success(page)).toBeVisible();
}

/**
 * Three wrong answers, then 'Pular': the phrase asked shows, a new one plays and the counter moves
 * to it, though a writing skip counts no round. Resolves once the save reporting the skip has
 * reached the server, so the phrase is on the review list even if the tab closes now.
 */
export async function writeThenSkip(page: Page, phrases: string[], { to, of }: { to: number; of: number }) {
  const skipped = phrases.at(-1) as string;
  for (let i = 0; i < 3; i++) {
    await expect(respond(page)).toBeEnabled();
    await field(page).fill('banana');
    await respond(page).click();
    await wrongModal(page).getByRole('button', { name: 'Tentar novamente' }).click();
  }
  const reported = page.waitForResponse(
    (answer) =>
      new URL(answer.url()).pathname === apiPaths.updateWritingPoints &&
      (answer.request().postData() ?? '').includes('"skipped"'),
  );
  await page.getByRole('button', { name: 'Pular' }).click();
  await expect(page.locator('.skipped-phrase')).toContainText(skipped);
  await expectCounter(page, to, of);
  expect((await reported).status()).toBe(200);
  return skipped;
}

/**
 * The end of a practice that used the day's last audio: the finish modal says why, then the final
 * screen says it again and when to come back, with no 'Praticar de novo'.
 */
export async function expectDayUsedUp(page: Page, title: string): Promise<void> {
  const finish = page.getByRole('dialog', { name: 'Fim da prática' });
  await expect(finish).toContainText('Você atingiu o limite de 10 áudios por dia.');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
  const card = page.locator('.final-card');
  await expect(card).toContainText('Você atingiu o limite de 10 áudios por dia.');
  await expect(card).toContainText('Volte amanhã para praticar de novo.');
  await expect(page.getByRole('link', { name: 'Praticar de novo' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();
}

/** The profile's 'Sequência de dias' says the one true thing about today: `left` audios left. */
export async function expectProfileToday(page: Page, left: number): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Meu perfil' })
    .click();
  const streak = page.getByRole('region', { name: 'Sequência de dias' });
  await expect(streak).toContainText(
    left === 0
      ? 'Você já praticou hoje e usou os 10 áudios do dia. Volte amanhã para continuar!'
      : `Você já praticou hoje e ainda tem ${left} de 10 áudios. Continue quando quiser!`,
  );
}
