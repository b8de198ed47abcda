import { expect, type Page, test } from '@playwright/test';
import { readAudioUsage } from '../../functions/src/practice/audio/audio-store';
import { apiPaths } from '../../functions/src/shared/contract';
import { failOnCspViolations } from './support/content-security-policy';
import { firestore } from './support/emulators';
import {
  activatedLearner,
  backMidPractice,
  endPractice,
  expectFinalScreenAgain,
  expectProgress,
  plainly,
  reloadMidPractice,
  resumePractice,
  startPractice,
  watchPhrases,
} from './support/practice';
import { navLink } from './support/session';

failOnCspViolations();

const respond = (page: Page) => page.getByRole('button', { name: 'Responder' });
const score = (page: Page, points: number) => page.locator('.practice-meta').getByText(`${points} pontos`);

async function answerRight(page: Page, phrases: string[]) {
  await expect(respond(page)).toBeEnabled();
  const field = page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
  await field.fill(plainly(phrases.at(-1) ?? ''));
  await field.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Parabéns! Você acertou.' })).toBeHidden();
}

/** The practice ids the page asked audios for, in order. */
function watchPracticeIds(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === apiPaths.generateAudio) {
      ids.push((request.postDataJSON() as { practiceId: string }).practiceId);
    }
  });
  return ids;
}

test('a practice opened by its address: Back asks and saves, a reload goes on, Encerrar asks, the final screen opens again', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const learner = await activatedLearner(page, 'Nina Navegação');
  const usedToday = async () => (await readAudioUsage(firestore(), learner.uid, new Date())).used;

  // The practice's address in a tab of its own (a bookmark, the installed app): the app's first
  // page there (before it, only the blank page the tab opened with), so Back would leave the app.
  await expect(page.getByRole('region', { name: 'Seus pontos' })).toBeVisible();
  const tab = await context.newPage();
  const phrases = watchPhrases(tab);
  const practiceIds = watchPracticeIds(tab);
  await tab.goto('/listening-writing');
  expect(await tab.evaluate(() => [window.history.length, window.history.state?.idx])).toEqual([2, 0]);
  await tab.getByRole('button', { name: 'Começar prática' }).click();
  await expect(respond(tab)).toBeEnabled({ timeout: 15_000 });
  await answerRight(tab, phrases);
  await expect(score(tab, 10)).toBeVisible();

  // Back asks first; staying keeps the practice where it was.
  const leave = await backMidPractice(tab);
  await leave.getByRole('button', { name: 'Continuar praticando' }).click();
  await expect(leave).toBeHidden();
  await expect(tab).toHaveURL(/\/listening-writing$/);
  await expect(respond(tab)).toBeEnabled();
  await expect(score(tab, 10)).toBeVisible();

  // A reload offers to go on: the same practice and phrase, its points, no audio of the day again.
  const onScreen = phrases.at(-1);
  const used = await usedToday();
  expect(used).toBe(2);
  await reloadMidPractice(tab, 10);
  await resumePractice(tab);
  await expect(respond(tab)).toBeEnabled();
  expect(phrases.at(-1)).toBe(onScreen);
  expect(new Set(practiceIds).size).toBe(1);
  expect(await usedToday()).toBe(used);
  await expect(score(tab, 10)).toBeVisible();
  await expectProgress(tab, 10);

  // Back again, and leaving: the points are saved, and the learner is home (nothing came before).
  await answerRight(tab, phrases);
  await expect(score(tab, 20)).toBeVisible();
  await (await backMidPractice(tab)).getByRole('button', { name: 'Sair e salvar' }).click();
  await expect(tab).toHaveURL(/\/$/);
  await navLink(tab, 'Meu perfil').click();
  await expect(tab.getByRole('region', { name: 'Seus pontos' }).getByRole('definition')).toHaveText([
    '20',
    '0',
    '20',
  ]);
  expect(
    (await firestore().collection('practices').doc(`${learner.uid}_${practiceIds[0]}`).get()).data(),
  ).toMatchObject({ saved: 20, closed: true });

  // Encerrar asks first: 'Continuar praticando' goes on, its 'Encerrar' ends and saves.
  await startPractice(tab, '/listening-writing');
  await answerRight(tab, phrases);
  await tab.getByRole('button', { name: 'Encerrar' }).click();
  const endNow = tab.getByRole('dialog', { name: 'Encerrar agora?' });
  await endNow.getByRole('button', { name: 'Continuar praticando' }).click();
  await expect(endNow).toBeHidden();
  await expect(respond(tab)).toBeEnabled();
  await endPractice(tab);
  await expect(tab).toHaveURL(/\/tela-final-writing$/);
  const final = {
    path: '/tela-final-writing',
    title: 'Prática de escrita concluída',
    points: 10,
    reviewed: 1,
  };
  await expect(tab.getByText('10 pontos', { exact: true })).toBeVisible();

  // The final screen reloaded, and opened anew by its address, still shows that practice.
  await expectFinalScreenAgain(tab, final);
  await expectFinalScreenAgain(tab, { ...final, fresh: true });
});
