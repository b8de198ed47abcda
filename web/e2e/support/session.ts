import { expect, type Page } from '@playwright/test';
import type { Learner } from './emulators';

/** Signs in through the /auth form, exactly as a learner does. */
export async function signInThroughForm(
  page: Page,
  learner: Pick<Learner, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Senha').fill(learner.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
}

/** A link of the bottom navigation ('Início', 'Ranking', ...). */
export function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name });
}
