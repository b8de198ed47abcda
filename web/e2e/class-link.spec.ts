/**
 * A class that joins through one link: an admin opens the class's link with two seats on its keys
 * page (the link, its QR code, the seats); a newcomer opens the link on their phone, sees the class
 * and its seats, signs up from there and comes back to take a seat, which activates the account;
 * the keys page then counts the seat taken and lists the seat's key as used by them.
 * Screenshots at phone and desktop width go to the test's output.
 */
import { expect, test } from '@playwright/test';
import { confirmEmail, createClass, grantAdmin, online, said, shoot } from './support/academy';
import { failOnCspViolations } from './support/content-security-policy';
import { freshEmail, PASSWORD, signUpLearner } from './support/emulators';
import { acceptNotice, signInThroughForm } from './support/session';

failOnCspViolations();

test('an admin opens a class link with seats; a newcomer signs up through it and takes a seat', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await online(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const className = `Turma Link ${stamp}`;
  const admin = await signUpLearner('Ada Coordenação');
  await confirmEmail(admin.email);
  grantAdmin(admin.email);
  await signInThroughForm(page, admin);

  const classUrl = await createClass(page, className);
  await page.getByRole('link', { name: 'Chaves da turma', exact: true }).click();
  const card = page.getByRole('region', { name: 'Link da turma' });
  await expect(card.getByText('Esta turma ainda não tem link.')).toBeVisible();
  await card.getByRole('spinbutton', { name: 'Vagas' }).fill('2');
  await card.getByRole('button', { name: 'Abrir link' }).click();
  await said(page, 'Link aberto. Envie o link ou mostre o QR code para a turma.');
  await expect(card.getByRole('img', { name: 'QR code do link da turma' })).toBeVisible();
  await expect(card.getByText('0 de 2 vagas ocupadas · 2 livres')).toBeVisible();
  const link = await card.getByRole('textbox', { name: 'Link para os alunos' }).inputValue();
  expect(new URL(link).pathname).toMatch(/^\/turma\/[A-Za-z0-9_-]{24}$/);
  await shoot(page, testInfo, 'link-da-turma');

  // The newcomer, on a phone of their own, opens the link before having an account.
  const context = await browser.newContext();
  try {
    const phone = await context.newPage();
    await online(phone);
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: className })).toBeVisible();
    await expect(phone.getByText('Restam 2 vagas.')).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Criar conta' })).toBeVisible();
    await shoot(phone, testInfo, 'turma-visitante');
    await phone.getByRole('link', { name: 'Criar conta' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await phone.getByLabel('Nome (opcional)').fill(`Lia ${stamp}`);
    await phone.getByLabel('E-mail').fill(freshEmail());
    await phone.getByLabel('Senha').fill(PASSWORD);
    await acceptNotice(phone);
    await phone.getByRole('button', { name: 'Criar conta', exact: true }).click();
    // With a name, the first step asks nothing more (no key on the way to a class link): back here.
    await expect(phone).toHaveURL(new URL(link).pathname);
    await phone.getByRole('button', { name: 'Entrar na turma' }).click();
    await expect(phone.getByRole('status').filter({ hasText: 'Você entrou na turma' })).toHaveText(
      `✅ Você entrou na turma “${className}”. Sua conta foi ativada!`,
    );
    await shoot(phone, testInfo, 'turma-entrou');
    await expect(phone).toHaveURL(/\/$/);
  } finally {
    await context.close();
  }

  // The keys page counts the seat and lists its key as used by the newcomer.
  await page.goto(`${classUrl}/chaves`);
  await expect(card.getByText('1 de 2 vagas ocupadas · 1 livre')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Chaves da turma' })
      .getByRole('cell', { name: new RegExp(`^usada por Lia ${stamp}`) }),
  ).toHaveCount(1);
});
