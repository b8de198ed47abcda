/**
 * A coordinator's week at the academy's screen, as its people meet it: an admin made with the CLI
 * (`npm run admin -- grant`) creates a class, mints three keys and opens the printable sheet;
 * three learners activate with them, one through the sheet's link (`/?chave=KEY`), one without a
 * name (shown as 'Usuário' and his account's mark); the class page shows them, this week's
 * practice, a missed answer counted in words and the tutor's corrections, no table under the
 * navigation, and both CSV files hold what the pages say. A teacher signed in before being added finds the academy in the
 * navigation at once, sees their class empty (and how learners join), renames themselves and is
 * shown under the new name; a teacher of another class and a learner see no name of this class.
 * Screenshots at phone and desktop width go to the test's output.
 */
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { messages as serverMessages } from '../../functions/src/messages';
import { apiPaths } from '../../functions/src/shared/contract';
import { call, signIn } from '../../functions/test/api/stack';
import {
  academyNavLink,
  addTeacher,
  classIdOf,
  confirmEmail,
  correctionsList,
  createClass,
  downloadCsv,
  expectEmptyClass,
  expectNothingUnderTheNav,
  grantAdmin,
  mintKeys,
  online,
  renameOnProfile,
  said,
  shoot,
  teachersCell,
  tutorTurn,
  widths,
} from './support/academy';
import { failOnCspViolations } from './support/content-security-policy';
import { freshEmail, type Learner, PASSWORD, signUpLearner } from './support/emulators';
import { plainly, watchPhrases } from './support/practice';
import { navLink, signInThroughForm, signUpThroughForm } from './support/session';

failOnCspViolations();

/** The contexts a test opened itself: closed after it, so no page of theirs runs on into the next tests. */
const opened: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** Another person on another phone: a context of its own, closed after the test. */
async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  return context.newPage();
}

/** A fresh browser context (another person on another phone), signed in as `person`. */
async function personIn(browser: Browser, person: Pick<Learner, 'email' | 'password'>): Promise<Page> {
  const page = await newPerson(browser);
  await online(page);
  await signInThroughForm(page, person);
  return page;
}

/** No table row and no page end under the navigation, on a laptop and on a phone: the rows checked. */
async function nothingUnderTheNav(page: Page): Promise<number> {
  let rows = 0;
  for (const { width, height } of widths) {
    await page.setViewportSize({ width, height });
    rows = await expectNothingUnderTheNav(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  return rows;
}

/** The activation form of a practice: filled with `key` unless the key came in the link. */
async function activate(page: Page, key: string | null) {
  await page.goto('/listening-writing');
  await page.getByRole('button', { name: 'Começar prática' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ative sua conta' });
  // The start reads the account and draws at once (a cold function may take seconds); a start
  // that failed says why in an alert, printed here rather than waited on until the test's end.
  const alert = page.getByRole('alert');
  await expect(dialog.or(alert)).toBeVisible({ timeout: 20_000 });
  expect(await alert.allTextContents()).toEqual([]);
  if (key) await dialog.getByLabel('Chave de ativação').fill(key);
  await dialog.getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('✅ Sua conta foi ativada com sucesso!');
}

/**
 * Answers the ten phrases of the writing practice that starts after the activation, the first
 * one wrong once before it is right. Returns that first phrase.
 */
async function practiseWriting(page: Page, phrases: string[]): Promise<string> {
  const field = page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
  const success = page.getByRole('dialog', { name: 'Parabéns! Você acertou.' });
  await expect(page.getByRole('button', { name: 'Responder' })).toBeEnabled();
  const missed = phrases.at(-1) ?? '';
  await field.fill('banana');
  await field.press('Enter');
  await page
    .getByRole('dialog', { name: 'Você errou! Tente novamente.' })
    .getByRole('button', { name: 'Tentar novamente' })
    .click();
  for (let round = 1; round <= 10; round++) {
    await expect(page.getByRole('button', { name: 'Responder' })).toBeEnabled();
    await field.fill(plainly(phrases.at(-1) ?? ''));
    await field.press('Enter');
    if (round < 10) {
      await expect(success).toBeVisible();
      await expect(success).toBeHidden();
    }
  }
  await expect(page).toHaveURL(/\/tela-final-writing$/, { timeout: 15_000 });
  return missed;
}

test('an admin made with the CLI runs a class: keys, the sheet, three learners (one without a name), the class page with a missed answer and the week’s corrections, both CSVs, nothing under the navigation; a teacher added finds it at once, renamed everywhere; others see none of it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await online(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const className = `Turma E2E ${stamp}`;
  const names = [`Lia ${stamp}`, `Bia ${stamp}`] as const;
  // Rui signs up without a name: the others see him as 'Usuário' and his account's mark.
  const rui = await signUpLearner();

  // The admin signs up in the app and, still signed in, is made an admin with the CLI: /academia
  // reads a fresh token on entry, so the role shows at once; the profile then links to it.
  const admin = { email: freshEmail(), password: PASSWORD };
  await signUpThroughForm(page, { ...admin, name: 'Ada Coordenação' });
  await expect(page.getByRole('link', { name: /Área da academia/ })).toHaveCount(0);
  // Only a confirmed address is made an admin (the CLI refuses another: teacher-invites.test.ts).
  await confirmEmail(admin.email);
  grantAdmin(admin.email);
  await page.goto('/academia');
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
  await expect(page.getByText('Coordenação', { exact: true })).toBeVisible();
  await expect(academyNavLink(page)).toBeVisible();
  await page.goto('/user');
  await page.getByRole('link', { name: /Área da academia/ }).click();
  await expect(page).toHaveURL(/\/academia$/);

  // A class, then three keys for it.
  const classUrl = await createClass(page, className);
  const keys = await mintKeys(page, classUrl, 3);
  await expect(
    page.getByRole('table', { name: 'Chaves da turma' }).getByRole('cell', { name: 'livre' }),
  ).toHaveCount(3);
  await shoot(page, testInfo, 'academia-chaves');

  // The printable sheet: each key on its line, with its link and its QR code.
  await page.getByRole('link', { name: 'Folha para imprimir' }).click();
  const sheet = page.getByRole('list', { name: 'Chaves livres' }).getByRole('listitem');
  await expect(sheet).toHaveCount(3);
  for (const key of keys) {
    await expect(
      page.getByRole('img', { name: `Código QR que abre o app com a chave ${key}` }),
    ).toBeVisible();
  }
  const linkOfThird = await sheet.nth(2).getByRole('link').getAttribute('href');
  expect(linkOfThird).toMatch(/\/\?chave=/);
  await shoot(page, testInfo, 'academia-folha');

  // Two learners type their key; the first practises a whole writing practice.
  const lia = await signUpLearner(names[0]);
  const liaPage = await personIn(browser, lia);
  const phrases = watchPhrases(liaPage);
  await activate(liaPage, keys[0] ?? '');
  const missed = await practiseWriting(liaPage, phrases);
  const ruiPage = await personIn(browser, rui);
  await activate(ruiPage, keys[1] ?? '');
  // Lia also talks with the tutor, and makes a mistake it corrects.
  expect((await tutorTurn(lia, 'I have 25 years and I like music.'))?.better).toBe('I am 25 years old');

  // The third opens the sheet's link, signs up, and finds the key already filled in.
  const biaPage = await newPerson(browser);
  await online(biaPage);
  await biaPage.goto(linkOfThird ?? '/');
  await said(biaPage, `Recebemos sua chave de ativação (${keys[2]})`);
  await expect(biaPage).toHaveURL(/\/$/);
  await signUpThroughForm(biaPage, { email: freshEmail(), password: PASSWORD, name: names[1] });
  await biaPage.goto('/listening-writing');
  await biaPage.getByRole('button', { name: 'Começar prática' }).click();
  await expect(
    biaPage.getByRole('dialog', { name: 'Ative sua conta' }).getByLabel('Chave de ativação'),
  ).toHaveValue(keys[2] ?? '');
  await activate(biaPage, null);
  await biaPage.goto('/user');
  await expect(biaPage.getByText(`Turma: ${className}`)).toBeVisible();

  // The class page: the three learners, and Lia's practice this week.
  await page.goto(classUrl);
  const learners = page.getByRole('table', { name: 'Alunos da turma' });
  for (const name of names)
    await expect(learners.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
  const ruiShown = learners.getByRole('rowheader', { name: /^Usuário [2-9A-Z]{4}/ });
  await expect(ruiShown).toHaveCount(1);
  const ruiName = ((await ruiShown.textContent()) ?? '').match(/^Usuário [2-9A-Z]{4}/)?.[0] ?? '';
  expect(ruiName).not.toBe('');
  // The message ready for him greets him plainly, as one who has not started yet.
  await expect(
    page
      .getByRole('region', { name: 'Sem praticar nos últimos 7 dias' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading', { name: ruiName }),
      }),
  ).toContainText('Oi! Sua conta no Fala Inglês já está ativa. Que tal fazer a primeira prática hoje?');
  const liaRow = learners.getByRole('row').filter({ hasText: names[0] });
  await expect(liaRow.getByRole('cell').nth(2)).toHaveText('1');
  await expect(liaRow.getByRole('cell').nth(5)).not.toHaveText('0');
  // The week's tutor corrections, nobody named; the most missed phrases, per practice.
  const correction = correctionsList(page).getByRole('listitem');
  await expect(correction).toHaveCount(1);
  await expect(correction).toContainText('I have 25 years → I am 25 years old');
  await expect(correction).toContainText('em 1 conversa de 1 aluno');
  await expect(page.getByText(/não guardam as correções/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Na escrita' })).toBeVisible();
  // Lia's one wrong answer before the right one: counted as answers, in words.
  await expect(
    page.getByRole('list', { name: 'Frases mais erradas na escrita' }).getByRole('listitem'),
  ).toHaveText([`${missed} (1 erro em 2 tentativas; 1 aluno errou)`]);
  await expect(page.getByText('Nenhum erro na fala nesta semana.')).toBeVisible();
  // No row under the navigation, on a laptop or a phone.
  expect(await nothingUnderTheNav(page)).toBe(3);
  await shoot(page, testInfo, 'academia-turma');

  // Its CSV, as Excel in Portuguese opens it, says what the page says.
  const learnersCsv = await downloadCsv(page, 'Baixar planilha dos alunos (CSV)');
  // The headers' words are unit-tested (functions/src/academy/academy-rules.test.ts).
  expect(learnersCsv[0]).toEqual([...serverMessages.academy.learnersCsvHeaders]);
  const row = (name: string) => learnersCsv.find((cells) => cells[0] === name) ?? [];
  expect(row(names[0]).slice(3, 6)).toEqual([expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/), 'não', '1']);
  expect(row(names[0])[11]).toMatch(/^(Iniciante|Intermediário|Avançado)$/);
  expect(row(ruiName).slice(3, 5)).toEqual(['Nunca', 'sim']);
  expect(learnersCsv.flat().join(';')).not.toMatch(/beginner|intermediate|advanced/);

  // The keys now say who used them, on the page and in their CSV; no row under the navigation.
  await page.goto(`${classUrl}/chaves`);
  await expect(
    page.getByRole('cell', { name: new RegExp(`^usada por ${names[0]} em \\d{2}/\\d{2}/\\d{4}$`) }),
  ).toBeVisible();
  expect(await nothingUnderTheNav(page)).toBe(3);
  const keysCsv = await downloadCsv(page, 'Baixar chaves (CSV)');
  expect(keysCsv[0]).toEqual(['Chave', 'Situação', 'Criada em', 'Usada por', 'Usada em', 'Revogada em']);
  expect(keysCsv.find((cells) => cells[3] === names[0])).toEqual([
    keys[0],
    'usada',
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    names[0],
    expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
    '',
  ]);

  // A teacher whose e-mail is confirmed, signed in before being added to another class, finds
  // the academy in the navigation as soon as the app reads their account again, without signing out.
  const teacher = await signUpLearner(`Teo ${stamp}`);
  await confirmEmail(teacher.email);
  const teacherPage = await personIn(browser, teacher);
  await expect(navLink(teacherPage, 'Meu perfil')).toBeVisible();
  await expect(academyNavLink(teacherPage)).toHaveCount(0);
  const other = `Outra ${stamp}`;
  const otherUrl = await createClass(page, other);
  await addTeacher(page, otherUrl, teacher.email);
  // An address whose account has not confirmed it is only invited: listed as awaiting the
  // confirmation, and its account reads nothing of the class.
  const invitee = await signUpLearner();
  await addTeacher(page, otherUrl, invitee.email, { confirmed: false });
  const teachersListed = page.getByRole('region', { name: 'Gerenciar turma' }).getByRole('listitem');
  await expect(teachersListed).toHaveCount(2);
  await expect(teachersListed.nth(1)).toContainText(`${invitee.email} · aguardando confirmação do e-mail`);
  const inviteeToken = (await signIn(invitee.email)).idToken;
  for (const path of [apiPaths.academyClasses, apiPaths.academyClass({ classId: classIdOf(otherUrl) })]) {
    expect((await call(path, { token: inviteeToken })).status, path).toBe(403);
  }
  // A class nobody joined yet says so, and how learners join.
  await expectEmptyClass(page);
  await shoot(page, testInfo, 'academia-turma-vazia');
  await teacherPage.goto('/user');
  await academyNavLink(teacherPage).click();
  await expect(teacherPage).toHaveURL(/\/academia$/);
  await expect(teacherPage.getByRole('link', { name: other, exact: true })).toBeVisible();
  await expect(teacherPage.getByText('Professor(a)', { exact: true })).toBeVisible();
  await shoot(teacherPage, testInfo, 'academia-nav', { window: true });

  // Renamed on their profile, the teacher shows under the new name, to the admin and to themselves.
  await renameOnProfile(teacherPage, `Teodoro ${stamp}`);
  await academyNavLink(teacherPage).click();
  const teachersNow = `Teodoro ${stamp}, ${invitee.email} (aguardando confirmação do e-mail)`;
  await expect(teachersCell(teacherPage, other)).toHaveText(teachersNow);
  await page.goto('/academia');
  await expect(teachersCell(page, other)).toHaveText(teachersNow);
  // Every class of the academy (other tests' too, when they share the stack).
  expect(await nothingUnderTheNav(page)).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('link', { name: className, exact: true })).toBeVisible();
  await shoot(page, testInfo, 'academia-turmas');

  // A teacher of another class sees that class only, and no name of this one.
  await expect(teacherPage.getByText(className)).toHaveCount(0);
  await teacherPage.goto(classUrl);
  await expect(teacherPage.getByRole('alert')).toBeVisible();
  for (const name of [...names, ruiName]) await expect(teacherPage.getByText(name)).toHaveCount(0);

  // A learner is told the screen is for the academy's staff.
  await expect(academyNavLink(liaPage)).toHaveCount(0);
  await liaPage.goto('/academia');
  await expect(
    liaPage.getByText('Esta página é só para a equipe da academia: coordenação e professores.'),
  ).toBeVisible();
  await liaPage.goto(classUrl);
  await expect(
    liaPage.getByText('Esta página é só para a equipe da academia: coordenação e professores.'),
  ).toBeVisible();
  for (const name of [ruiName, names[1]]) await expect(liaPage.getByText(name)).toHaveCount(0);
  await expect(liaPage.getByText(className)).toHaveCount(0);
  await shoot(liaPage, testInfo, 'academia-aluno');

  // The learner's ranking has a 'Minha turma' tab with the classmates on the rankings.
  await liaPage.goto('/ranking?periodo=turma');
  await expect(liaPage.getByRole('list', { name: 'Classificação da turma' })).toContainText(names[0]);
});
