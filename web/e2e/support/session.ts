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

/** Ticks the privacy notice and the age on a sign-up (or consent) form, as an adult learner. */
export async function acceptNotice(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Li e aceito o aviso de privacidade.' }).check();
  await page.getByRole('radio', { name: 'Tenho 18 anos ou mais' }).check();
}

/** Creates an account through the /auth form, as a learner does, and waits for the profile. */
export async function signUpThroughForm(
  page: Page,
  { email, password, name }: { email: string; password: string; name?: string },
): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Não tem conta? Criar conta' }).click();
  if (name) await page.getByLabel('Nome (opcional)').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await acceptNotice(page);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
}
