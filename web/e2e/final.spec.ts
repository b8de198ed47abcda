import { expect, test } from '@playwright/test';

// Reached with points only by finishing a practice: see writing.spec.ts and speaking.spec.ts.
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
