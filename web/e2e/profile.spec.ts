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
});

test('a failed points load says so and can be retried', async ({ page }) => {
  const learner = await signUpLearner('Rita Retry');
  await seedUser(learner.uid, { pointsWriting: 20 });
  let fail = true;
  await page.route('**/api/points/userPoints/**', (route) =>
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
