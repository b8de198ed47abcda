/**
 * Helpers for the practice tests: which phrase the app is playing (read from the audio
 * requests it sends, the network boundary), and starting a practice as a learner does.
 */
import { expect, type Page } from '@playwright/test';
import { apiPaths } from '../../../functions/src/shared/contract';
import { type Learner, seedUser, seedWeek, signUpLearner } from './emulators';
import { signInThroughForm } from './session';

/** Every phrase whose audio the page asked for, in order; the last one is on screen. */
export function watchPhrases(page: Page): string[] {
  const phrases: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === apiPaths.generateAudio) {
      phrases.push((request.postDataJSON() as { text: string }).text);
    }
  });
  return phrases;
}

/** A signed-in, activated learner. */
export async function activatedLearner(page: Page, name: string): Promise<Learner> {
  const learner = await signUpLearner(name);
  await seedUser(learner.uid, { name, hasActivated: true });
  await signInThroughForm(page, learner);
  return learner;
}

export async function startPractice(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Começar prática' }).click();
}

export const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progresso' });

/** The phrase as a learner would type or say it: lower case, no punctuation. */
export function plainly(phrase: string): string {
  return phrase.toLowerCase().replace(/[^a-z' ]/g, '');
}

export async function expectProgress(page: Page, percent: number): Promise<void> {
  await expect(progress(page)).toHaveAttribute('aria-valuenow', String(percent));
  await expect(page.getByText(`Progresso: ${percent}% / 100%`)).toBeVisible();
}

/**
 * Gives the learner enough points to sit within the first 50 of both rankings (the API tests
 * before the browser tests store hundreds of learners with points this week), so their row is on
 * each list's first 100 whatever runs alongside; never above the top, which the ranking test
 * claims for its podium. Returns the points given: all time, and this week.
 */
export async function onTheRanking(
  page: Page,
  learner: Learner,
  activated: boolean,
): Promise<{ total: number; week: number }> {
  const [allTime, thisWeek] = await Promise.all([
    page.request.get(apiPaths.ranking).then((answer) => answer.json() as Promise<{ totalPoints: number }[]>),
    page.request
      .get(apiPaths.weeklyRanking)
      .then((answer) => answer.json() as Promise<{ entries: { totalPoints: number }[] }>),
  ]);
  const total = (allTime[49]?.totalPoints ?? 0) + 1;
  const week = (thisWeek.entries[49]?.totalPoints ?? 0) + 1;
  await seedUser(learner.uid, { name: learner.name, hasActivated: activated, pointsWriting: total });
  await seedWeek(learner.uid, { name: learner.name ?? 'Usuário', pointsWriting: week, pointsSpeaking: 0 });
  return { total, week };
}

/**
 * The learner's row shows `week` points on the ranking's 'Esta semana' tab and `total` on
 * 'Geral' (the API caches each list for a second here).
 */
export async function expectOnRanking(
  page: Page,
  name: string,
  { week, total }: { week: number; total: number },
): Promise<void> {
  await page.getByRole('link', { name: 'Ranking' }).click();
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(page.getByRole('tab', { name: 'Esta semana' })).toHaveAttribute('aria-selected', 'true');
  await expect(row).toContainText(`${week} pts`, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Geral' }).click();
  await expect(row).toContainText(`${total} pts`, { timeout: 15_000 });
}

/** The profile shows today's points in the week, the streak and the chart's last day. */
export async function expectOnProfile(page: Page, { today, week }: { today: number; week: number }) {
  await page.getByRole('link', { name: 'Meu perfil' }).click();
  await expect(page.getByRole('region', { name: 'Seus pontos' })).toContainText(
    `Esta semana: ${week} pontos`,
  );
  const streak = page.getByRole('region', { name: 'Sequência de dias' });
  await expect(streak).toContainText('1 dia seguido');
  await expect(streak).toContainText('Você já praticou hoje e');
  const chart = page.getByRole('table', { name: 'Pontos por dia, do mais antigo a hoje' });
  await expect(chart.getByRole('row')).toHaveCount(15);
  await expect(chart.getByRole('row').last().getByRole('cell')).toHaveText(String(today));
}
