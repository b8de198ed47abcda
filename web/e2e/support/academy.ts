/**
 * The academy's steps as its people take them in Chromium (web/e2e/academy*.spec.ts and the
 * coordinator's journeys): an admin made with the CLI, a class, its keys, a teacher, the class
 * page's texts and its CSV files as Excel opens them, and the check that no fixed bar covers a
 * table. Each step asserts what the screen says.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { getAuth } from 'firebase-admin/auth';
import {
  apiPaths,
  type ConversationCorrection,
  type ConversationResponse,
} from '../../../functions/src/shared/contract';
import { confirmEmail as confirmAccountEmail } from '../../../functions/test/api/admin';
import { call, signIn } from '../../../functions/test/api/stack';
import { firestore } from './emulators';
import { navLink } from './session';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The widths the academy is checked at: a small phone and a laptop. */
export const widths = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/**
 * The whole page at each width, its navigation where a person scrolled to the end sees it: the
 * window made as tall as the page (a full-page capture would draw a fixed bar mid-page).
 * `window`: only what the window shows, the navigation included.
 */
export async function shoot(page: Page, testInfo: TestInfo, name: string, { window = false } = {}) {
  for (const { name: size, width, height } of widths) {
    await page.setViewportSize({ width, height });
    const tall = await page.evaluate(() => document.documentElement.scrollHeight);
    if (!window) await page.setViewportSize({ width, height: tall });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Chromium in a network namespace of its own believes it is offline: the app is told otherwise. */
export async function online(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
}

/** `npm run admin -- grant <email>`, exactly as the academy runs it (against the emulators). */
export function grantAdmin(email: string): void {
  const run = spawnSync('npm', ['run', '--silent', 'admin', '--', 'grant', email], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr || run.stdout).toBe(0);
}

/** What an action or a screen announces (the app's connection notice is a status region too). */
export async function said(page: Page, sentence: string): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: sentence })).toBeVisible();
}

/** The navigation's entry to /academia, which only the academy's staff have. */
export const academyNavLink = (page: Page): Locator => navLink(page, 'Academia');

/** On /academia, an admin creates the class `name` and opens it: answers the class page's URL. */
export async function createClass(page: Page, name: string): Promise<string> {
  await page.goto('/academia');
  await page.getByRole('textbox', { name: 'Nome da turma' }).fill(name);
  await page.getByRole('button', { name: 'Criar turma' }).click();
  await said(page, `Turma “${name}” criada.`);
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.url();
}

/** The class's id, from its page's URL. */
export const classIdOf = (classUrl: string): string => new URL(classUrl).pathname.split('/')[3] ?? '';

/** From the class page at `classUrl`, an admin mints `count` keys: answers them as shown (XXXXX-...). */
export async function mintKeys(page: Page, classUrl: string, count: number): Promise<string[]> {
  await page.goto(classUrl);
  await page.getByRole('link', { name: 'Chaves da turma', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Quantas chaves?' }).fill(String(count));
  await page.getByRole('button', { name: 'Criar chaves' }).click();
  await said(page, count === 1 ? '1 chave criada.' : `${count} chaves criadas.`);
  const keys = page.getByRole('table', { name: 'Chaves da turma' }).getByRole('rowheader');
  await expect(keys).toHaveCount(count);
  return keys.allTextContents();
}

/**
 * The person behind `email` follows the link of the confirmation e-mail the profile sends: the
 * auth emulator marks the address confirmed (roles go only to a confirmed address).
 */
export async function confirmEmail(email: string): Promise<void> {
  firestore(); // initialises the Admin SDK's app, which getAuth() uses
  await confirmAccountEmail((await getAuth().getUserByEmail(email)).uid);
}

/**
 * On the class page at `classUrl`, an admin makes the account of `email` a teacher of the class;
 * `confirmed: false`, an address no account has confirmed, which is only invited.
 */
export async function addTeacher(
  page: Page,
  classUrl: string,
  email: string,
  { confirmed = true } = {},
): Promise<void> {
  await page.goto(classUrl);
  await page.getByRole('textbox', { name: 'E-mail do professor' }).fill(email);
  await page.getByRole('button', { name: 'Adicionar professor' }).click();
  await said(
    page,
    confirmed
      ? `${email} agora é professor(a) desta turma.`
      : `${email} foi convidado(a), aguardando confirmação do e-mail.`,
  );
}

/** The teachers the class list shows for the class `name`, as one cell's text. */
export function teachersCell(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: 'Turmas da academia' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) })
    .getByRole('cell')
    .nth(4);
}

/**
 * Presses a CSV button of the page and reads the file as Excel does: asserts the UTF-8 BOM and
 * the `;` separator, and answers its lines (the header first), each split into its cells.
 */
export async function downloadCsv(page: Page, button: string): Promise<string[][]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const text = await readFile((await (await downloading).path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF'), 'the UTF-8 BOM Excel needs').toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

/**
 * An empty class's page says so, says how learners join (a key of the class) and leads to its
 * keys; it claims nothing about learners who do not exist.
 */
export async function expectEmptyClass(page: Page): Promise<void> {
  const learners = page.getByRole('region', { name: 'Alunos (0)' });
  await expect(learners).toContainText('Nenhum aluno nesta turma ainda.');
  await expect(learners).toContainText('Os alunos entram na turma quando ativam a conta com uma chave dela.');
  await expect(learners.getByRole('link', { name: 'Ver as chaves desta turma' })).toBeVisible();
  await expect(page.getByText(/Todos os alunos praticaram/)).toHaveCount(0);
}

/** On their profile, the signed-in person renames themselves (the name the academy shows too). */
export async function renameOnProfile(page: Page, name: string): Promise<void> {
  await navLink(page, 'Meu perfil').click();
  const account = page.getByRole('region', { name: 'Sua conta' });
  await account.getByRole('button', { name: 'Mudar nome' }).click();
  await account.getByLabel('Novo nome no ranking').fill(name);
  await account.getByRole('button', { name: 'Salvar nome' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * A learner's turn with the tutor, sent as the app sends it (POST /api/conversar with their ID
 * token), for a class whose week needs a conversation: answers the tutor's correction, if any.
 */
export async function tutorTurn(
  learner: { email: string },
  prompt: string,
): Promise<ConversationCorrection | null> {
  const { idToken } = await signIn(learner.email);
  const turn = await call<ConversationResponse>(apiPaths.conversation, { token: idToken, json: { prompt } });
  expect(turn.status, JSON.stringify(turn.body)).toBe(200);
  return turn.body.correction;
}

/** The class page's list of the tutor's most frequent corrections of the week. */
export function correctionsList(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Correções do tutor que mais se repetiram nesta semana' })
    .getByRole('list', { name: 'Correções mais frequentes' });
}

/** `count` learners in the class (records as the activation leaves them), for long tables. */
export async function seedClassLearners(classId: string, count: number, prefix = 'Aluno'): Promise<void> {
  const db = firestore();
  const batch = db.batch();
  for (let i = 1; i <= count; i++) {
    batch.set(db.collection('users').doc(`${classId}-${String(i).padStart(3, '0')}`), {
      name: `${prefix} ${String(i).padStart(2, '0')}`,
      email: `aluno${i}@example.com`,
      hasActivated: true,
      activatedAt: new Date(),
      classId,
      pointsWriting: 0,
      pointsSpeaking: 0,
      totalPoints: 0,
    });
  }
  await batch.commit();
}

/**
 * No row of the page's tables hides under the navigation: each row (of a long table, about 12
 * evenly apart, the last among them) brought into view as the browser brings it (scrolled to its bottom edge, as focus and find-in-page do) shows its last
 * line; on a laptop (1024 px and wider) also where a mouse wheel leaves it, its bottom on the
 * window's; and scrolled to the end, the page's last block shows whole. Answers the number of rows
 * in the page's tables.
 */
export async function expectNothingUnderTheNav(page: Page): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await expect(nav).toBeVisible();
  const { checked, covered } = await nav.evaluate(async (bar) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const hidden = (element: Element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 8, Math.min(box.bottom, window.innerHeight) - 2);
      return hit === null || bar.contains(hit);
    };
    const rows = [...document.querySelectorAll('main table tbody tr')];
    // A sample of a long table keeps the test short; each row stands for its band of the table.
    const step = Math.max(1, Math.ceil(rows.length / 12));
    const sample = rows.filter((_, i) => i % step === 0 || i === rows.length - 1);
    const found: string[] = [];
    for (const row of sample) {
      row.scrollIntoView({ block: 'end' });
      await frame();
      if (hidden(row)) found.push(`brought into view: ${row.textContent?.slice(0, 40)}`);
      if (window.innerWidth >= 1024) {
        window.scrollBy(0, row.getBoundingClientRect().bottom - window.innerHeight);
        await frame();
        if (hidden(row)) found.push(`scrolled to the window's bottom: ${row.textContent?.slice(0, 40)}`);
      }
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
    // The page's last block that shows (a closed dialog or an empty announcement takes no room).
    const blocks = [...(document.querySelector('main')?.lastElementChild?.children ?? [])];
    const last = blocks.reverse().find((block) => block.getBoundingClientRect().height > 0);
    if (last && hidden(last)) found.push(`the page's end: ${last.textContent?.slice(0, 40)}`);
    return { checked: rows.length, covered: found };
  });
  expect(covered, 'what the navigation covers').toEqual([]);
  return checked;
}
