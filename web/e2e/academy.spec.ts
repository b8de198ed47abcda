/**
 * The academy's own screen, as its people meet it: an admin made with the CLI (`npm run admin --
 * grant`) creates a class, mints three keys and opens the printable sheet; three learners
 * activate with them, one through the sheet's link (`/?chave=KEY`); the class page shows them and
 * this week's practice, and its CSV holds them. A teacher of another class and a learner see no
 * name of this class at /academia. Screenshots at phone and desktop width go to the test's output.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import { failOnCspViolations } from './support/content-security-policy';
import { freshEmail, type Learner, PASSWORD, signUpLearner } from './support/emulators';
import { plainly, watchPhrases } from './support/practice';
import { viewports } from './support/screenshots';
import { signInThroughForm, signUpThroughForm } from './support/session';

failOnCspViolations();

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Chromium in a network namespace of its own believes it is offline: the app is told otherwise. */
async function online(page: Page) {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
}

/** `npm run admin -- grant <email>`, exactly as the academy runs it (against the emulators). */
function grantAdmin(email: string) {
  const run = spawnSync('npm', ['run', '--silent', 'admin', '--', 'grant', email], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr || run.stdout).toBe(0);
}

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

/** What an action or a screen announces (the app's connection notice is a status region too). */
async function said(page: Page, sentence: string) {
  await expect(page.getByRole('status').filter({ hasText: sentence })).toBeVisible();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${viewport.name}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The activation form of a practice: filled with `key` unless the key came in the link. */
async function activate(page: Page, key: string | null) {
  await page.goto('/listening-writing');
  await page.getByRole('button', { name: 'Começar prática' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ative sua conta' });
  if (key) await dialog.getByLabel('Chave de ativação').fill(key);
  await dialog.getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('✅ Sua conta foi ativada com sucesso!');
}

/** Answers the ten phrases of the writing practice that starts after the activation. */
async function practiseWriting(page: Page, phrases: string[]) {
  const field = page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
  const success = page.getByRole('dialog', { name: 'Parabéns! Você acertou.' });
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
}

test('an admin made with the CLI runs a class: keys, the sheet, three learners activating, the class page and its CSV; others see none of it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await online(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const className = `Turma E2E ${stamp}`;
  const names = [`Lia ${stamp}`, `Rui ${stamp}`, `Bia ${stamp}`] as const;

  // The admin signs up in the app and, still signed in, is made an admin with the CLI: /academia
  // reads a fresh token on entry, so the role shows at once; the profile then links to it.
  const admin = { email: freshEmail(), password: PASSWORD };
  await signUpThroughForm(page, { ...admin, name: 'Ada Coordenação' });
  await expect(page.getByRole('link', { name: /Área da academia/ })).toHaveCount(0);
  grantAdmin(admin.email);
  await page.goto('/academia');
  await expect(page.getByRole('heading', { level: 1, name: 'Turmas' })).toBeVisible();
  await expect(page.getByText('Coordenação', { exact: true })).toBeVisible();
  await page.goto('/user');
  await page.getByRole('link', { name: /Área da academia/ }).click();
  await expect(page).toHaveURL(/\/academia$/);

  // A class, then three keys for it.
  await page.getByRole('textbox', { name: 'Nome da turma' }).fill(className);
  await page.getByRole('button', { name: 'Criar turma' }).click();
  await said(page, `Turma “${className}” criada.`);
  await page.getByRole('link', { name: className, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  const classUrl = page.url();
  await page.getByRole('link', { name: 'Chaves da turma' }).click();
  const count = page.getByRole('spinbutton', { name: 'Quantas chaves?' });
  await count.fill('3');
  await page.getByRole('button', { name: 'Criar chaves' }).click();
  await said(page, '3 chaves criadas.');
  const keyCells = page.getByRole('table', { name: 'Chaves da turma' }).getByRole('rowheader');
  await expect(keyCells).toHaveCount(3);
  const keys = await keyCells.allTextContents();
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
  const [lia, rui] = await Promise.all([signUpLearner(names[0]), signUpLearner(names[1])]);
  const liaPage = await personIn(browser, lia);
  const phrases = watchPhrases(liaPage);
  await activate(liaPage, keys[0] ?? '');
  await practiseWriting(liaPage, phrases);
  const ruiPage = await personIn(browser, rui);
  await activate(ruiPage, keys[1] ?? '');

  // The third opens the sheet's link, signs up, and finds the key already filled in.
  const biaPage = await newPerson(browser);
  await online(biaPage);
  await biaPage.goto(linkOfThird ?? '/');
  await said(biaPage, `Recebemos sua chave de ativação (${keys[2]})`);
  await expect(biaPage).toHaveURL(/\/$/);
  await signUpThroughForm(biaPage, { email: freshEmail(), password: PASSWORD, name: names[2] });
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
  const liaRow = learners.getByRole('row').filter({ hasText: names[0] });
  await expect(liaRow.getByRole('cell').nth(2)).toHaveText('1');
  await expect(liaRow.getByRole('cell').nth(5)).not.toHaveText('0');
  await expect(
    page.getByText(/As correções que o tutor faz nas conversas ainda não aparecem aqui/),
  ).toBeVisible();
  await shoot(page, testInfo, 'academia-turma');

  // Its CSV, as Excel in Portuguese opens it, holds them.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar planilha dos alunos (CSV)' }).click();
  const csv = await readFile((await (await downloading).path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv).toContain(';');
  for (const name of names) expect(csv).toContain(name);

  // The keys now say who used them.
  await page.goto(`${classUrl}/chaves`);
  await expect(
    page.getByRole('cell', { name: new RegExp(`^usada por ${names[0]} em \\d{2}/\\d{2}/\\d{4}$`) }),
  ).toBeVisible();

  // A teacher of another class sees that class only, and no name of this one.
  const teacher = await signUpLearner(`Teo ${stamp}`);
  await page.goto('/academia');
  await page.getByRole('textbox', { name: 'Nome da turma' }).fill(`Outra ${stamp}`);
  await page.getByRole('button', { name: 'Criar turma' }).click();
  await page.getByRole('link', { name: `Outra ${stamp}`, exact: true }).click();
  await page.getByRole('textbox', { name: 'E-mail do professor' }).fill(teacher.email);
  await page.getByRole('button', { name: 'Adicionar professor' }).click();
  await said(page, 'agora é professor(a) desta turma');
  await shoot(page, testInfo, 'academia-turma-vazia');
  await page.goto('/academia');
  await expect(page.getByRole('link', { name: className, exact: true })).toBeVisible();
  await shoot(page, testInfo, 'academia-turmas');

  const teacherPage = await personIn(browser, teacher);
  await teacherPage.goto('/academia');
  await expect(teacherPage.getByRole('link', { name: `Outra ${stamp}`, exact: true })).toBeVisible();
  await expect(teacherPage.getByText('Professor(a)', { exact: true })).toBeVisible();
  await expect(teacherPage.getByText(className)).toHaveCount(0);
  await teacherPage.goto(classUrl);
  await expect(teacherPage.getByRole('alert')).toBeVisible();
  for (const name of names) await expect(teacherPage.getByText(name)).toHaveCount(0);

  // A learner is told the screen is for the academy's staff.
  await liaPage.goto('/academia');
  await expect(
    liaPage.getByText('Esta página é só para a equipe da academia: coordenação e professores.'),
  ).toBeVisible();
  await liaPage.goto(classUrl);
  await expect(
    liaPage.getByText('Esta página é só para a equipe da academia: coordenação e professores.'),
  ).toBeVisible();
  for (const name of names.slice(1)) await expect(liaPage.getByText(name)).toHaveCount(0);
  await expect(liaPage.getByText(className)).toHaveCount(0);
  await shoot(liaPage, testInfo, 'academia-aluno');

  // The learner's ranking has a 'Minha turma' tab with the classmates on the rankings.
  await liaPage.goto('/ranking?periodo=turma');
  await expect(liaPage.getByRole('list', { name: 'Classificação da turma' })).toContainText(names[0]);
});
