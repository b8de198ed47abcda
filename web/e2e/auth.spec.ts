import { expect, test } from '@playwright/test';
import { PRIVACY_NOTICE_VERSION } from '../../functions/src/shared/rules';
import { failOnCspViolations } from './support/content-security-policy';
import { firestore, freshEmail, PASSWORD, signUpLearner } from './support/emulators';
import { routeGoogleForEmulator } from './support/gapi-stand-in';
import { acceptNotice, expectFirstStep, signInThroughForm, signUpAndFirstStep } from './support/session';

failOnCspViolations();

const nav = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Navegação principal' });

test('sign up with email, sign out, and sign in again', async ({ page }) => {
  const email = freshEmail();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Não tem conta? Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
  await page.getByLabel('Nome (opcional)').fill('Marina Teste');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  // Without the notice accepted, nothing is created.
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page.getByText('Para continuar, aceite o aviso de privacidade.')).toBeVisible();
  await acceptNotice(page);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();

  // The first step asks only the key (a name was typed); skipped, the profile.
  await expectFirstStep(page);
  await expect(page.getByLabel('Seu primeiro nome (opcional)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Agora não' }).click();

  // Signed in: the profile shows the name, and the navigation offers the profile.
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Marina Teste' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Meu perfil' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Entrar' })).toHaveCount(0);

  // The product recorded the learner (POST /api/users/create-user) under the given name, with
  // the notice they accepted.
  const uid = await page.evaluate(
    () => JSON.parse(localStorage.getItem('fala-ingles:user') ?? '{}').uid as string,
  );
  await expect
    .poll(async () => (await firestore().collection('users').doc(uid).get()).data()?.name)
    .toBe('Marina Teste');
  const { consent } = (await firestore().collection('users').doc(uid).get()).data() ?? {};
  expect(consent).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, adult: true });

  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav(page).getByRole('link', { name: 'Entrar' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Meu perfil' })).toHaveCount(0);

  await signInThroughForm(page, { email, password: PASSWORD });
  await expect(page.getByRole('heading', { name: 'Marina Teste' })).toBeVisible();
});

test("sign-up without a name: the first step's first name is the ranking name", async ({ page }) => {
  await signUpAndFirstStep(page, { email: freshEmail(), password: PASSWORD, firstName: 'Nina' });
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nina' })).toBeVisible();
  const uid = await page.evaluate(
    () => JSON.parse(localStorage.getItem('fala-ingles:user') ?? '{}').uid as string,
  );
  await expect
    .poll(async () => (await firestore().collection('users').doc(uid).get()).data()?.name)
    .toBe('Nina');
});

test('email and password are required, in Portuguese', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Informe seu e-mail.')).toBeVisible();
  await expect(page.getByText('Informe sua senha.')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth$/);
});

test("the identity provider's errors are shown in Portuguese, prefixed 'Erro Firebase: '", async ({
  page,
}) => {
  const learner = await signUpLearner();
  await page.goto('/auth');
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  // The emulator reports the wrong password as such (production may say invalid-credential:
  // both are mapped, see firebase-errors.test.ts).
  await expect(page.getByRole('alert')).toHaveText('Erro Firebase: senha incorreta.');

  await page.getByRole('button', { name: 'Não tem conta? Criar conta' }).click();
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await acceptNotice(page);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Erro Firebase: já existe uma conta com este e-mail.');

  await page.getByLabel('E-mail').fill(freshEmail());
  await page.getByLabel('Senha').fill('123');
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Erro Firebase: a senha é fraca demais; use pelo menos 6 caracteres.',
  );
});

test('a first Google sign-in asks for the notice, then records the learner as "Gabi G."', async ({
  page,
  context,
}) => {
  await routeGoogleForEmulator(context);
  await page.goto('/auth');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  const popup = await popupOpened;
  await popup.locator('#add-account-button').click();
  await popup.locator('#autogen-button').click();
  await popup.locator('#display-name-input').fill('Gabi Google');
  await popup.locator('#sign-in').click();

  // Before the product records anything, the notice: the ranking name is the short one.
  await expect(page.getByRole('heading', { name: 'Só mais um passo' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No ranking, você aparecerá como “Gabi G.”.')).toBeVisible();
  await acceptNotice(page);
  await page.getByRole('button', { name: 'Criar minha conta' }).click();

  // The first step asks only the key: the account's name is its own.
  await expectFirstStep(page);
  await expect(page.getByLabel('Chave de ativação')).toBeVisible();
  await expect(page.getByLabel('Seu primeiro nome (opcional)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Agora não' }).click();
  await expect(page).toHaveURL(/\/user$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Gabi G.' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Meu perfil' }),
  ).toBeVisible();
  const uid = await page.evaluate(
    () => JSON.parse(localStorage.getItem('fala-ingles:user') ?? '{}').uid as string,
  );
  await expect
    .poll(async () => (await firestore().collection('users').doc(uid).get()).data()?.name)
    .toBe('Gabi G.');
});

test('closing the Google popup is explained', async ({ page, context }) => {
  test.setTimeout(45_000);
  await routeGoogleForEmulator(context);
  await page.goto('/auth');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  await popup.close();
  await expect(page.getByRole('alert')).toHaveText('Você fechou a janela de login do Google.', {
    timeout: 30_000,
  });
  await expect(page.getByRole('button', { name: 'Entrar com Google' })).toBeEnabled();
});
