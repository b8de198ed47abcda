import { expect, type Page, test } from '@playwright/test';
import { firestore, seedKey, seedUser, signUpLearner } from './support/emulators';
import { signInThroughForm } from './support/session';

async function openWritingIntro(page: Page) {
  await page.goto('/listening-writing');
  await expect(page.getByRole('heading', { level: 1, name: 'Ouvir e escrever' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Como funciona' })).toBeVisible();
}

const startButton = (page: Page) => page.getByRole('button', { name: 'Começar prática' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Ative sua conta' });
const writingPractice = (page: Page) => page.getByRole('textbox', { name: 'Escreva o que você ouviu' });

async function signedInLearner(page: Page) {
  const learner = await signUpLearner('Alice Ativação');
  await signInThroughForm(page, learner);
  return learner;
}

test('a signed-out visitor is told to sign in before practising', async ({ page }) => {
  await openWritingIntro(page);
  await startButton(page).click();
  await expect(page.getByRole('alert')).toContainText('❌ Você precisa estar logado para fazer as práticas.');
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Entrar ou criar conta' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('activation modal: empty key, wrong key, used key, network failure, then Cancelar', async ({ page }) => {
  const learner = await signedInLearner(page);
  await openWritingIntro(page);
  await startButton(page).click();
  // The start asks the account and the draw at once: a function instance may be starting cold.
  await expect(dialog(page)).toBeVisible({ timeout: 15_000 });
  await expect(dialog(page).getByLabel('Chave de ativação')).toBeFocused();

  await dialog(page).getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('❌ Insira uma chave válida!');

  await dialog(page).getByLabel('Chave de ativação').fill('AAAAA-BBBBB-CCCCC-DDDDD');
  await dialog(page).getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('❌ Chave incorreta ou inválida.');

  // A key someone else already spent: the server's own sentence is shown.
  await dialog(page)
    .getByLabel('Chave de ativação')
    .fill(await seedKey({ redeemedBy: 'outra-pessoa' }));
  await dialog(page).getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    '❌ Esta chave já foi usada. Peça uma nova chave à academia.',
  );

  await page.route('**/api/auth/validate-key', (route) => route.abort('internetdisconnected'));
  await dialog(page).getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(
    '❌ Erro ao validar chave. Verifique sua conexão.',
  );
  await page.unroute('**/api/auth/validate-key');

  await dialog(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(writingPractice(page)).toHaveCount(0);
  await expect(startButton(page)).toBeEnabled();
  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored?.hasActivated).toBe(false);
});

test('the right key activates the account and the practice starts 1.5 s later', async ({ page }) => {
  const learner = await signedInLearner(page);
  const key = await seedKey();
  await openWritingIntro(page);
  await startButton(page).click();
  await dialog(page).getByLabel('Chave de ativação').fill(key);
  await dialog(page).getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText('✅ Sua conta foi ativada com sucesso!');
  const shownAt = Date.now();
  await expect(writingPractice(page)).toBeVisible();
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1_200);
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Responder' })).toBeEnabled();
  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored?.hasActivated).toBe(true);

  // Next time, on another practice, the modal is skipped.
  await page.goto('/listening-speaking');
  await startButton(page).click();
  await expect(page.getByRole('button', { name: 'Falar' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('an already activated learner skips the modal', async ({ page }) => {
  const learner = await signUpLearner('Beto Ativado');
  await seedUser(learner.uid, { name: 'Beto Ativado', hasActivated: true });
  await signInThroughForm(page, learner);
  await page.goto('/talking');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversar' })).toBeVisible();
  await startButton(page).click();
  await expect(page.getByRole('timer', { name: 'Tempo restante' })).toHaveText('30:00');
  await expect(dialog(page)).toHaveCount(0);
});
