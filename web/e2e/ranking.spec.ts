import { expect, type Page, test } from '@playwright/test';
import type { RankingEntry, WeeklyRanking } from '../../functions/src/shared/contract';
import { seedUser, seedWeek, signUpLearner } from './support/emulators';
import { signInThroughForm } from './support/session';

const list = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem');

/** Opens /ranking (on `tab`) until its first three rows are `names`. */
async function expectPodium(page: Page, url: string, listName: string, names: string[]) {
  // Each function instance keeps its own copy of a list for a second: the page's request may
  // reach one that loaded it just before the seeding, so open the page until it shows the podium.
  const rows = list(page, listName);
  await expect(async () => {
    await page.goto(url);
    await expect(rows.nth(0)).toContainText(names[0] ?? '', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  for (const [index, name] of names.entries()) {
    await expect(rows.nth(index)).toContainText(name);
    await expect(rows.nth(index).getByRole('img', { name: `${index + 1}º lugar` })).toBeVisible();
  }
  return rows;
}

test('both rankings list seeded learners in order, with medals and the own row highlighted', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Above everyone already stored (other suites store learners too), so these three are the podium.
  const weekTop = ((await (await page.request.get('/api/points/ranking/weekly')).json()) as WeeklyRanking)
    .entries;
  const allTop = (await (await page.request.get('/api/points/ranking')).json()) as RankingEntry[];
  const WEEK = (weekTop[0]?.totalPoints ?? 0) + 1_000;
  const BASE = (allTop[0]?.totalPoints ?? 0) + 1_000;
  const [gold, silver, bronze] = [
    await signUpLearner('Ouro'),
    await signUpLearner('Prata'),
    await signUpLearner('Bronze'),
  ];
  // This week Bronze leads; of all time, Ouro does.
  await seedWeek(bronze.uid, { name: `Bronze ${BASE}`, pointsWriting: WEEK + 300, pointsSpeaking: 5 });
  await seedWeek(silver.uid, { name: `Prata ${BASE}`, pointsWriting: WEEK + 200, pointsSpeaking: 0 });
  await seedWeek(gold.uid, { name: `Ouro ${BASE}`, pointsWriting: WEEK + 100, pointsSpeaking: 0 });
  await seedUser(gold.uid, { name: `Ouro ${BASE}`, pointsWriting: BASE + 300, pointsSpeaking: 20 });
  await seedUser(silver.uid, { name: `Prata ${BASE}`, pointsWriting: BASE + 200, pointsSpeaking: 10 });
  await seedUser(bronze.uid, { name: `Bronze ${BASE}`, pointsWriting: BASE + 100 });
  await signInThroughForm(page, silver);

  const week = await expectPodium(page, '/ranking', 'Classificação da semana', [
    `Bronze ${BASE}`,
    `Prata ${BASE}`,
    `Ouro ${BASE}`,
  ]);
  await expect(page).toHaveTitle('Ranking · Fala Inglês');
  await expect(page.getByRole('tab', { name: 'Esta semana' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/^Pontos feitos desde segunda-feira, \d\d\/\d\d\./)).toBeVisible();
  await expect(week.nth(0)).toContainText(`${WEEK + 305} pts`);
  await expect(week.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(week.nth(1)).toContainText('Você');

  // The tab is a link-able state: Geral is ?periodo=geral, and the keyboard moves between tabs.
  await page.getByRole('tab', { name: 'Esta semana' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/ranking\?periodo=geral$/);
  await expect(page.getByRole('tab', { name: 'Geral' })).toBeFocused();
  const all = await expectPodium(page, '/ranking?periodo=geral', 'Classificação dos alunos', [
    `Ouro ${BASE}`,
    `Prata ${BASE}`,
    `Bronze ${BASE}`,
  ]);
  await expect(all.nth(0)).toContainText(`${BASE + 320} pts`);
  await expect(all.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(all.nth(0)).not.toHaveAttribute('aria-current');
});

test('a ranking that fails to load apologises and can be retried', async ({ page }) => {
  let fail = true;
  await page.route('**/api/points/ranking/weekly', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'falhou' } }) : route.fallback(),
  );
  await page.goto('/ranking');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Erro ao carregar ranking.');
  await expect(alert).toContainText('Desculpe');
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Classificação da semana' })
      .or(page.getByText('Ninguém pontuou nesta semana ainda. Pratique e seja o primeiro!')),
  ).toBeVisible();
});

test('an empty ranking says so, on each tab', async ({ page }) => {
  await page.route('**/api/points/ranking/weekly', (route) =>
    route.fulfill({ status: 200, json: { weekStart: '2026-11-23', entries: [] } }),
  );
  await page.route('**/api/points/ranking', (route) => route.fulfill({ status: 200, json: [] }));
  await page.goto('/ranking');
  await expect(
    page.getByText('Ninguém pontuou nesta semana ainda. Pratique e seja o primeiro!'),
  ).toBeVisible();
  await expect(page.getByText('Pontos feitos desde segunda-feira, 23/11.', { exact: false })).toBeVisible();
  await page.getByRole('tab', { name: 'Geral' }).click();
  await expect(page.getByText('Nenhum usuário no ranking ainda.')).toBeVisible();
});
