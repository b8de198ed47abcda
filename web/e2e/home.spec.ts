import { expect, test } from '@playwright/test';

test('the home page opens through the hosting emulator', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('A nova maneira de aprender inglês')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
});

test('a deep link is served by the single-page app', async ({ page }) => {
  const response = await page.goto('/ranking');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Ranking' })).toBeVisible();
});
