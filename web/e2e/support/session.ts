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

/** The sign-up form's fields, filled and sent, from /auth (or, `onForm`, from the form already open). */
async function submitSignUp(
  page: Page,
  { email, password, name }: { email: string; password: string; name?: string },
  { onForm = false } = {},
): Promise<void> {
  if (onForm) {
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
  } else {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Não tem conta? Criar conta' }).click();
  }
  if (name) await page.getByLabel('Nome (opcional)').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await acceptNotice(page);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
}

/** The first step after sign-up (/primeiro-passo), once it shows. */
export async function expectFirstStep(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/primeiro-passo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Boas-vindas ao Fala Inglês!' })).toBeVisible();
  await expect(page.getByText('Sua conta foi criada. Falta pouco para começar a praticar.')).toBeVisible();
}

/**
 * Creates an account through the /auth form, as a learner does, skips the first step ('Agora
 * não': no first name, no key) and waits for the profile.
 */
export async function signUpThroughForm(
  page: Page,
  account: { email: string; password: string; name?: string },
): Promise<void> {
  await submitSignUp(page, account);
  await expectFirstStep(page);
  await page.getByRole('button', { name: 'Agora não' }).click();
  await expect(page).toHaveURL(/\/user$/);
}

export interface FirstStep {
  email: string;
  password: string;
  /** Typed on the sign-up form; without one the first step asks a first name. */
  name?: string;
  /** Typed in the first step's name field. */
  firstName?: string;
  /** The key the first step's field already holds (a key link opened before signing up). */
  keyFromLink?: string;
  /** The key to activate with: typed, unless the field already holds it. */
  key?: string;
  /** The sign-up form is already open (a key link's 'Criar conta'). */
  onForm?: boolean;
}

/**
 * A learner's sign-up and first step, asserting its texts: the first-name prompt only without a
 * name, saying what others see ("Usuário" and the account's mark), the key's field (with a link's
 * key in it). With a first name or a key it presses 'Continuar' and waits for what was saved (the
 * name, '✅ Sua conta foi ativada com sucesso!'); with neither, 'Agora não'. The caller checks
 * where the learner lands (the profile, or home after a key link).
 */
export async function signUpAndFirstStep(page: Page, step: FirstStep): Promise<void> {
  await submitSignUp(page, step, { onForm: step.onForm });
  await expectFirstStep(page);
  const nameField = page.getByLabel('Seu primeiro nome (opcional)');
  if (step.name) {
    await expect(nameField).toHaveCount(0);
  } else {
    await expect(nameField).toHaveAccessibleDescription(
      /^É como você aparece no ranking da academia\. Sem ele, você aparece como “Usuário [2-9A-Z]{4}”\.$/,
    );
  }
  const keyField = page.getByLabel('Chave de ativação');
  await expect(keyField).toHaveValue(step.keyFromLink ?? '');
  await expect(
    page.getByText(
      'Sem a chave agora? Você pode ativar depois, na página inicial ou ao começar uma prática.',
    ),
  ).toBeVisible();
  if (!step.firstName && !step.key) {
    await page.getByRole('button', { name: 'Agora não' }).click();
    return;
  }
  if (step.firstName) await nameField.fill(step.firstName);
  if (step.key && step.key !== step.keyFromLink) await keyField.fill(step.key);
  await page.getByRole('button', { name: 'Continuar' }).click();
  // Without a key the learner goes on at once; with one, the step stays a moment and says both.
  if (!step.key) return;
  if (step.firstName) {
    await expect(
      page.getByText(`Pronto: no ranking, agora você aparece como “${step.firstName}”.`),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('status').filter({ hasText: '✅ Sua conta foi ativada com sucesso!' }),
  ).toBeVisible();
}
