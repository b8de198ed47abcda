import { expect, type Page, test } from '@playwright/test';

/** Arrives at `path` with navigation state, the way a practice's `navigate(path, { state })` does. */
async function navigateWithState(page: Page, path: string, state: unknown) {
  await page.goto('/');
  await page.evaluate(
    ({ path, state }) => {
      window.history.pushState({ usr: state, key: 'e2e', idx: 1 }, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { path, state },
  );
}

test('the writing final screen shows the points from navigation state', async ({ page }) => {
  await navigateWithState(page, '/tela-final-writing', { pointsWriting: 80 });
  await expect(page.getByRole('heading', { name: 'Prática de escrita concluída' })).toBeVisible();
  await expect(page.getByText('80 pontos')).toBeVisible();
});

test('the speaking final screen shows the points from navigation state', async ({ page }) => {
  await navigateWithState(page, '/tela-final-speaking', { pointsSpeaking: 30 });
  await expect(page.getByRole('heading', { name: 'Prática de fala concluída' })).toBeVisible();
  await expect(page.getByText('30 pontos')).toBeVisible();
});

test("without state the final screens say 'Ainda não concluiu' and lead back to the start", async ({
  page,
}) => {
  for (const path of ['/tela-final-writing', '/tela-final-speaking']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Ainda não concluiu' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('A nova maneira de aprender inglês')).toBeVisible();
});
