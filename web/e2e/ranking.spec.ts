import { expect, test } from '@playwright/test';
import { seedUser, signUpLearner } from './support/emulators';
import { signInThroughForm } from './support/session';

test('the ranking lists seeded users in order, with medals and the own row highlighted', async ({ page }) => {
  test.setTimeout(60_000);
  // Above everyone already stored (other suites seed learners too), so these three are the podium.
  const current = (await (await page.request.get('/api/points/ranking')).json()) as { totalPoints: number }[];
  const BASE = (current[0]?.totalPoints ?? 0) + 1_000;
  const gold = await signUpLearner('Ouro');
  const silver = await signUpLearner('Prata');
  const bronze = await signUpLearner('Bronze');
  await seedUser(gold.uid, { name: `Ouro ${BASE}`, pointsWriting: BASE + 300, pointsSpeaking: 20 });
  await seedUser(silver.uid, { name: `Prata ${BASE}`, pointsWriting: BASE + 200, pointsSpeaking: 10 });
  await seedUser(bronze.uid, { name: `Bronze ${BASE}`, pointsWriting: BASE + 100 });
  await signInThroughForm(page, silver);

  // The API caches the ranking briefly; wait until it includes the seeded podium.
  await expect
    .poll(
      async () => {
        const response = await page.request.get('/api/points/ranking');
        const entries = (await response.json()) as { id: string }[];
        return entries.slice(0, 3).map((entry) => entry.id);
      },
      { timeout: 40_000 },
    )
    .toEqual([gold.uid, silver.uid, bronze.uid]);

  // Each function instance keeps its own copy for a second: the page's request may reach one
  // that loaded the list just before the seeding, so open the page until it shows the podium.
  const rows = page.getByRole('list', { name: 'Classificação dos alunos' }).getByRole('listitem');
  await expect(async () => {
    await page.goto('/ranking');
    await expect(rows.nth(0)).toContainText(`Ouro ${BASE}`, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveTitle('Ranking · Fala Inglês');
  await expect(rows.nth(0)).toContainText(`${BASE + 320} pts`);
  await expect(rows.nth(0).getByRole('img', { name: '1º lugar' })).toBeVisible();
  await expect(rows.nth(1)).toContainText(`Prata ${BASE}`);
  await expect(rows.nth(1).getByRole('img', { name: '2º lugar' })).toBeVisible();
  await expect(rows.nth(2)).toContainText(`Bronze ${BASE}`);
  await expect(rows.nth(2).getByRole('img', { name: '3º lugar' })).toBeVisible();
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(1)).toContainText('Você');
  await expect(rows.nth(0)).not.toHaveAttribute('aria-current');
});

test('a ranking that fails to load apologises and can be retried', async ({ page }) => {
  let fail = true;
  await page.route('**/api/points/ranking', (route) =>
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
      .getByRole('list', { name: 'Classificação dos alunos' })
      .or(page.getByText('Nenhum usuário no ranking ainda.')),
  ).toBeVisible();
});

test('an empty ranking says so', async ({ page }) => {
  await page.route('**/api/points/ranking', (route) => route.fulfill({ status: 200, json: [] }));
  await page.goto('/ranking');
  await expect(page.getByText('Nenhum usuário no ranking ainda.')).toBeVisible();
});
