import { expect, test } from '@playwright/test';
import { seedUser, signUpLearner } from './support/emulators';
import { signInThroughForm } from './support/session';

test('/user sends a signed-out visitor to the home page', async ({ page }) => {
  await page.goto('/user');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('A nova maneira de aprender inglês')).toBeVisible();
});

test("the profile shows the learner's name and the API's points", async ({ page }) => {
  const learner = await signUpLearner('Paula Pontos');
  await seedUser(learner.uid, { name: 'Paula Pontos', pointsWriting: 70, pointsSpeaking: 40 });
  await signInThroughForm(page, learner);

  await expect(page.getByRole('heading', { name: 'Paula Pontos' })).toBeVisible();
  await expect(page.getByText(learner.email)).toBeVisible();
  const points = page.getByRole('region', { name: 'Seus pontos' });
  await expect(points.getByRole('term')).toHaveText(['Escrita', 'Fala', 'Total']);
  await expect(points.getByRole('definition')).toHaveText(['70', '40', '110']);
  await expect(page.getByRole('img', { name: 'Sua foto' })).toBeVisible();
  // Seeded points are not this week's, and nothing was practised yet.
  await expect(points).toContainText('Esta semana: 0 pontos');
  const streak = page.getByRole('region', { name: 'Sequência de dias' });
  await expect(streak).toContainText('0 dias seguidos');
  await expect(streak).toContainText('Pratique hoje para começar uma sequência.');
  await expect(streak).toContainText('Áudios restantes hoje: 10 de 10');
});

test('at phone width a long e-mail wraps inside its card', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const learner = await signUpLearner('Eduarda');
  await signInThroughForm(page, learner);
  // The header is drawn first while the record loads and again once it is in: measure the
  // loaded one, both boxes in one look, so neither is taken from a header being replaced.
  const card = page.locator('.profile-card[aria-busy="false"]');
  await expect(card.getByRole('heading', { name: 'Eduarda' })).toBeVisible();
  await expect(card.getByText(learner.email)).toBeVisible();
  expect(learner.email.length).toBeGreaterThan(40);
  const overflow = await card.evaluate((element) => {
    const email = element.querySelector('.profile-email');
    if (!email) return Number.POSITIVE_INFINITY;
    return email.getBoundingClientRect().right - element.getBoundingClientRect().right;
  });
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a failed points load says so and can be retried', async ({ page }) => {
  const learner = await signUpLearner('Rita Retry');
  await seedUser(learner.uid, { pointsWriting: 20 });
  let fail = true;
  await page.route('**/api/users/me/progress', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'falhou' } }) : route.fallback(),
  );
  await signInThroughForm(page, learner);
  await expect(page.getByRole('alert')).toHaveText('Erro ao carregar pontos. Tente novamente.');
  fail = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('region', { name: 'Seus pontos' }).getByRole('definition')).toHaveText([
    '20',
    '0',
    '20',
  ]);
});
