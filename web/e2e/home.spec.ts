import { expect, test } from '@playwright/test';

test('the home page shows the logo, the tagline and the three practices', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fala Inglês' })).toBeVisible();
  await expect(page.getByText('A nova maneira de aprender inglês')).toBeVisible();
  for (const title of ['Ouvir e escrever', 'Ouvir e falar', 'Conversar']) {
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  }
});

test('on a phone the home page offers three buttons into the practices', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const actions = page.getByRole('navigation', { name: 'Escolha uma prática' });
  await expect(actions.getByRole('link')).toHaveText(['Ouvir e escrever', 'Ouvir e falar', 'Conversar']);
  await actions.getByRole('link', { name: 'Ouvir e falar' }).click();
  await expect(page).toHaveURL(/\/listening-speaking$/);
  await expect(page.getByRole('button', { name: 'Começar prática' })).toBeVisible();
});

test('on a desktop the buttons give way to the cards', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Escolha uma prática' })).toBeHidden();
  await page.getByRole('link', { name: 'Começar: Conversar' }).click();
  await expect(page).toHaveURL(/\/talking$/);
});

test('the bottom navigation names every icon, marks the current page and offers login', async ({ page }) => {
  await page.goto('/ranking');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  for (const name of ['Início', 'Ouvir e escrever', 'Ouvir e falar', 'Conversar', 'Ranking', 'Entrar']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Ranking' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Ouvir e escrever' }).click();
  await expect(page).toHaveURL(/\/listening-writing$/);
  await expect(nav.getByRole('link', { name: 'Ouvir e escrever' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the first screen does not download Firebase', async ({ page }) => {
  // By content, not by file name: a static import would bundle Firebase Auth into the main chunk.
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const downloaded = await Promise.all(scripts);
  expect(downloaded.length).toBeGreaterThan(0);
  // Firebase Auth's endpoint, written in its code (and in no other module of the app).
  const withFirebase = downloaded.filter((script) => script.body.includes('identitytoolkit.googleapis.com'));
  expect(withFirebase.map((script) => script.url)).toEqual([]);
  // The check itself finds Firebase where it is: the chunk the sign-in page loads.
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(scripts);
  expect(all.some((script) => script.body.includes('identitytoolkit.googleapis.com'))).toBe(true);
});

test('a deep link is served by the single-page app', async ({ page }) => {
  const response = await page.goto('/ranking');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Ranking' })).toBeVisible();
});

test('an unknown address shows a page in Portuguese', async ({ page }) => {
  await page.goto('/nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
});
