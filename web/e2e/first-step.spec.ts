/**
 * Sign-up and activation where they meet: the first step after sign-up (a first name and the key,
 * both skippable), the home page's call to activate until the account is, a key link opened
 * signed out (its banner's 'Criar conta' and the key filled in after) and opened again once
 * activated. Two sign-ups, through the form as a learner does.
 */
import { expect, type Page, test } from '@playwright/test';
import { firestore, freshEmail, PASSWORD, seedKey } from './support/emulators';
import { signUpAndFirstStep } from './support/session';

const callToActivate = (page: Page) => page.getByRole('region', { name: 'Ative sua conta' });
const activated = async (page: Page) => {
  const uid = await page.evaluate(
    () => JSON.parse(localStorage.getItem('fala-ingles:user') ?? '{}').uid as string,
  );
  return (await firestore().collection('users').doc(uid).get()).get('hasActivated');
};

test('a sign-up without a name: the first step asks a first name and the key, "Agora não", home calls to activate (a key link fills it in) until activated; a used key link then says the account is active', async ({
  page,
}) => {
  await signUpAndFirstStep(page, { email: freshEmail(), password: PASSWORD });
  // Skipped: the profile shows the name others see, and how to choose one.
  await expect(page).toHaveURL(/\/user$/);
  const shown = page.getByRole('heading', { level: 1, name: /^Usuário [2-9A-Z]{4}$/ });
  await expect(shown).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sua conta' })).toContainText(
    'Você ainda não escolheu um nome: é assim que os outros alunos veem você no ranking.',
  );

  await page.goto('/');
  const call = callToActivate(page);
  await expect(call).toContainText(
    'Para praticar, informe a chave de ativação que você recebeu da academia.',
  );
  await expect(call.getByLabel('Chave de ativação')).toHaveValue('');
  // Signed in, a key link fills the key in at once.
  const key = await seedKey();
  await page.goto(`/?chave=${key}`);
  await expect(call.getByLabel('Chave de ativação')).toHaveValue(key);
  await call.getByRole('button', { name: 'Ativar' }).click();
  await expect(call.getByRole('status')).toHaveText('✅ Sua conta foi ativada com sucesso!');
  expect(await activated(page)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Três formas de praticar' })).toBeVisible();
  await expect(callToActivate(page)).toHaveCount(0);

  // The printed sheet's link of a key someone else used: the account needs none.
  await page.goto(`/?chave=${await seedKey({ redeemedBy: 'outra-pessoa' })}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Sua conta já está ativada. Você não precisa de outra chave: é só praticar!',
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Chave de ativação')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Criar conta' })).toHaveCount(0);
});

test("a key link opened signed out offers 'Criar conta' and 'Entrar'; the sign-up's first step holds the key and activates", async ({
  page,
}) => {
  const key = await seedKey();
  await page.goto(`/?chave=${key.toLowerCase()}`);
  const banner = page.getByRole('main').getByRole('status');
  await expect(banner).toContainText(
    `Recebemos sua chave de ativação (${key}). Crie sua conta ou entre: a chave já vai estar preenchida.`,
  );
  await expect(banner.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await banner.getByRole('link', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/auth\?criar$/);

  await signUpAndFirstStep(page, {
    email: freshEmail(),
    password: PASSWORD,
    name: 'Quitéria QR',
    keyFromLink: key,
    key,
    onForm: true,
  });
  // Back home, activated: nothing left to ask.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Três formas de praticar' })).toBeVisible();
  await expect(callToActivate(page)).toHaveCount(0);
  await expect(page.getByText(/Recebemos sua chave/)).toHaveCount(0);
  expect(await activated(page)).toBe(true);
});
