/**
 * The learner's own account, through the real stack: a forgotten password and a confirmed e-mail
 * by the links Firebase Auth e-mails (read from the auth emulator), the name and the ranking
 * switch on the profile as the ranking then shows them, the data file, and deletion.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { messages as serverMessages } from '../../functions/src/messages';
import type { AccountExport } from '../../functions/src/shared/contract';
import { PRIVACY_NOTICE_VERSION } from '../../functions/src/shared/rules';
import { failOnCspViolations } from './support/content-security-policy';
import { emailedLink, emailsSent } from './support/email-links';
import { firestore, freshEmail, PASSWORD, seedUser, signUpLearner } from './support/emulators';
import { onTheRanking } from './support/practice';
import { acceptNotice, navLink, signInThroughForm, signUpThroughForm } from './support/session';

failOnCspViolations();

const account = (page: Page) => page.getByRole('region', { name: 'Sua conta' });

/** The rows of the ranking's tab, read as a learner does (each visit asks the server again). */
async function rankingNames(page: Page, tab: 'Geral' | 'Esta semana'): Promise<string[]> {
  await navLink(page, 'Ranking').click();
  await page.getByRole('tab', { name: tab }).click();
  const list = page.getByRole('list', {
    name: tab === 'Geral' ? 'Classificação dos alunos' : 'Classificação da semana',
  });
  // A week whose only learner left the ranking is empty: no list, its own sentence.
  const empty = page.getByText(
    tab === 'Geral' ? 'Nenhum usuário no ranking ainda.' : 'Ninguém pontuou nesta semana',
  );
  await expect(list.or(empty)).toBeVisible();
  return list.getByRole('listitem').allTextContents();
}

/** Whether `name` is on both rankings (true), on neither (false); anything else fails. */
async function onBothRankings(page: Page, name: string): Promise<boolean> {
  const [general, week] = [await rankingNames(page, 'Geral'), await rankingNames(page, 'Esta semana')];
  const on = [general, week].map((rows) => rows.some((row) => row.includes(name)));
  return on[0] === on[1]
    ? Boolean(on[0])
    : Promise.reject(new Error(`${name}: all-time ${on[0]}, week ${on[1]}`));
}

test('a forgotten password: the e-mailed link sets a new one and signs the learner in', async ({ page }) => {
  const learner = await signUpLearner('Olga Esquecida');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  // An e-mail without an account gets the same answer.
  const nobody = freshEmail();
  await page.getByLabel('E-mail').fill(nobody);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `Se houver uma conta com ${nobody}, enviamos`,
  );
  await page.getByRole('button', { name: 'Voltar para o login' }).click();
  await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `Se houver uma conta com ${learner.email}, enviamos`,
  );

  const link = await emailedLink(learner.email, 'PASSWORD_RESET');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Criar uma nova senha' })).toBeVisible();
  await expect(page.getByText(`Para a conta ${learner.email}.`)).toBeVisible();
  await page.getByLabel('Nova senha').fill('nova-senha-456');
  await page.getByRole('button', { name: 'Salvar e entrar' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Olga Esquecida' })).toBeVisible();

  // The link is used up, and says how to ask again; the new password is the one that signs in.
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'Este link para criar uma nova senha expirou ou já foi usado.',
  );
  await page.getByRole('link', { name: 'Pedir um novo link' }).click();
  await expect(page.getByRole('heading', { name: 'Nova senha' })).toBeVisible();
  await signInThroughForm(page, { email: learner.email, password: 'nova-senha-456' });
});

test('sign-up sends the confirmation e-mail; its link confirms it, as the profile then says', async ({
  page,
}) => {
  const email = freshEmail();
  await signUpThroughForm(page, { email, password: PASSWORD, name: 'Caio Confirma' });
  await expect(account(page)).toContainText('Ainda não confirmado');
  await expect.poll(() => emailsSent(email, 'VERIFY_EMAIL')).toBe(1);
  await account(page).getByRole('button', { name: 'Enviar link de confirmação' }).click();
  await expect(account(page)).toContainText(`Enviamos um link para ${email}.`);
  await expect.poll(() => emailsSent(email, 'VERIFY_EMAIL')).toBe(2);

  await page.goto(await emailedLink(email, 'VERIFY_EMAIL'));
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Pronto! Seu e-mail foi confirmado.');
  await page.getByRole('link', { name: 'Ir para o meu perfil' }).click();
  await expect(account(page)).toContainText('✓ Confirmado');
});

test('an account made before the notice is asked on the profile, and not again once it accepts', async ({
  page,
}) => {
  const learner = await signUpLearner('Beto Antigo');
  await seedUser(learner.uid, { name: 'Beto Antigo', pointsWriting: 20 });
  await signInThroughForm(page, learner);
  const notice = page.getByRole('region', { name: 'Aviso de privacidade' });
  await expect(notice).toContainText('Sua conta foi criada antes do nosso aviso de privacidade.');
  await acceptNotice(page);
  await notice.getByRole('button', { name: 'Confirmar' }).click();
  await expect(notice).toContainText('Obrigado! Sua confirmação foi registrada.');
  const { consent } = (await firestore().collection('users').doc(learner.uid).get()).data() ?? {};
  expect(consent).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, adult: true });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Sua conta' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the profile renames the learner and takes them off the ranking and back', async ({ page }) => {
  const learner = await signUpLearner('Rita Ranking');
  await onTheRanking(page, learner, true);
  await signInThroughForm(page, learner);
  await expect.poll(() => onBothRankings(page, 'Rita Ranking'), { timeout: 15_000 }).toBe(true);

  await navLink(page, 'Meu perfil').click();
  await account(page).getByRole('button', { name: 'Mudar nome' }).click();
  const field = account(page).getByLabel('Novo nome no ranking');
  // The form refuses what the server would, in the server's own words.
  await field.fill('🙂🙂🙂');
  await account(page).getByRole('button', { name: 'Salvar nome' }).click();
  await expect(account(page).getByText(serverMessages.account.invalidName)).toBeVisible();
  await field.fill('  Nina   Nova ');
  await account(page).getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nina Nova' })).toBeVisible();
  await expect(account(page)).toContainText('Pronto: no ranking, agora você aparece como “Nina Nova”.');
  await expect.poll(() => onBothRankings(page, 'Nina Nova'), { timeout: 15_000 }).toBe(true);

  await navLink(page, 'Meu perfil').click();
  const shown = account(page).getByRole('switch', { name: 'Aparecer no ranking' });
  await expect(shown).toBeChecked();
  await shown.click();
  await expect(account(page)).toContainText('Você não aparece no ranking.');
  await expect(shown).not.toBeChecked();
  await expect.poll(() => onBothRankings(page, 'Nina Nova'), { timeout: 15_000 }).toBe(false);

  await navLink(page, 'Meu perfil').click();
  await account(page).getByRole('switch', { name: 'Aparecer no ranking' }).click();
  await expect(account(page)).toContainText('Você aparece no ranking.');
  await expect.poll(() => onBothRankings(page, 'Nina Nova'), { timeout: 15_000 }).toBe(true);
});

test('"Baixar meus dados" downloads a file with what is kept about the learner', async ({ page }) => {
  const learner = await signUpLearner('Dora Dados');
  await signInThroughForm(page, learner);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fala-ingles-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as AccountExport;
  expect(file.account).toMatchObject({ uid: learner.uid, email: learner.email, name: 'Dora Dados' });
  await expect(page.getByText('Pronto: o arquivo com os seus dados foi baixado.')).toBeVisible();
});

test('deleting the account signs out, says so on the home page, and frees the e-mail', async ({ page }) => {
  const email = freshEmail();
  await signUpThroughForm(page, { email, password: PASSWORD, name: 'Edu Exclui' });
  const uid = await page.evaluate(
    () => JSON.parse(localStorage.getItem('fala-ingles:user') ?? '{}').uid as string,
  );
  await expect.poll(async () => (await firestore().collection('users').doc(uid).get()).exists).toBe(true);

  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  const confirm = dialog.getByRole('button', { name: 'Excluir para sempre' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR');
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Sua conta foi excluída, com todos os seus dados. Obrigado por praticar com a gente!',
  );
  await expect(navLink(page, 'Entrar')).toBeVisible();
  expect((await firestore().collection('users').doc(uid).get()).exists).toBe(false);

  await signUpThroughForm(page, { email, password: PASSWORD, name: 'Edu De Novo' });
  await expect(page.getByRole('heading', { level: 1, name: 'Edu De Novo' })).toBeVisible();
});
