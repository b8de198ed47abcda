/**
 * Accessibility: axe (WCAG 2.0/2.1 A and AA rules) on every screen of the router and every
 * modal, reached as a learner reaches them. A serious or critical violation fails the test;
 * the minor and moderate ones are printed. Every live region on screen must hold one message,
 * never a list that a screen reader would read out again at each change.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { consumeAudio } from '../../functions/src/practice/audio/audio-store';
import { screenPaths } from '../src/config/screen-paths';
import { sendHeardLine, speakLine } from './support/conversation';
import { firestore, seedUser, signUpLearner } from './support/emulators';
import { fakeSpeechRecognition, sayNext } from './support/fake-speech';
import { activatedLearner, plainly, startPractice, watchPhrases } from './support/practice';
import { navLink, signInThroughForm } from './support/session';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const NOT_FOUND = '/nao-existe';

/** Every screen of the router (screenPaths feeds it), and an address it does not know. */
const EVERY_PATH = [...Object.values(screenPaths), NOT_FOUND];

/** Live regions: what a screen reader announces by itself when their content changes. */
const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/**
 * Runs axe on the page (or only on `within`, for a modal that closes by itself) and fails on
 * serious or critical violations; also checks that no live region on screen holds a list.
 */
async function audit(page: Page, label: string, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (within) builder.include(within);
  const { violations, passes } = await builder.analyze();
  // axe ran its rules on this page: an empty result from a page it could not read would pass.
  expect(passes.length, `axe checked ${label}`).toBeGreaterThan(0);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  for (const v of violations) {
    if (blocking.includes(v)) continue;
    console.info(`[axe] ${label}: ${v.impact} ${v.id} (${v.nodes.length}) ${v.help}`);
  }
  const described = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect.soft(described, `axe on ${label}`).toEqual([]);
  const lists = await page
    .locator(LIVE)
    .evaluateAll((regions) =>
      regions
        .filter((region) => region.querySelector('li, h1, h2, h3'))
        .map((region) => region.outerHTML.slice(0, 120)),
    );
  expect.soft(lists, `live regions holding a list on ${label}`).toEqual([]);
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Lazy screens show their data once loaded: audit what the learner reads, not a skeleton.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const [viewport, size] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`every screen signed out, ${viewport}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(size);
    for (const path of EVERY_PATH) {
      await visit(page, path);
      await audit(page, `${path} signed out (${viewport})`);
    }
    await visit(page, `${screenPaths.ranking}?periodo=geral`);
    await audit(page, `ranking Geral (${viewport})`);

    await visit(page, screenPaths.auth);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('Informe seu e-mail.')).toBeVisible();
    await audit(page, `/auth with missing fields (${viewport})`);
    await page.getByRole('button', { name: 'Não tem conta? Criar conta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await audit(page, `/auth sign-up (${viewport})`);
    await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
    await expect(page.getByText('Para continuar, aceite o aviso de privacidade.')).toBeVisible();
    await audit(page, `/auth sign-up refused without the notice (${viewport})`);
    await page.getByRole('button', { name: 'Já tem conta? Entrar' }).click();
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nova senha' })).toBeVisible();
    await audit(page, `/auth forgotten password (${viewport})`);

    await visit(page, screenPaths.writing);
    await page.getByRole('button', { name: 'Começar prática' }).click();
    await expect(page.getByRole('alert')).toContainText('Você precisa estar logado');
    await audit(page, `practice intro told to sign in (${viewport})`);
  });
}

test('every screen signed in, the activation modal and its messages', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const learner = await signUpLearner('Ana Acessível');
  await seedUser(learner.uid, { name: 'Ana Acessível', pointsWriting: 30, pointsSpeaking: 20 });
  await signInThroughForm(page, learner);
  for (const path of EVERY_PATH) {
    await visit(page, path);
    await audit(page, `${path} signed in`);
  }
  await page.setViewportSize(DESKTOP);
  for (const path of [screenPaths.home, screenPaths.ranking, screenPaths.profile]) {
    await visit(page, path);
    await audit(page, `${path} signed in (desktop)`);
  }
  // The account's deletion dialog.
  await page.setViewportSize(PHONE);
  await visit(page, screenPaths.profile);
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const deletion = page.getByRole('dialog', { name: 'Excluir sua conta?' });
  await expect(deletion).toBeVisible();
  await audit(page, 'account deletion dialog');
  await deletion.getByRole('button', { name: 'Cancelar' }).click();
  await page.setViewportSize(DESKTOP);
  // The all-time list holds Ana: a list on screen, never inside a live region.
  await visit(page, `${screenPaths.ranking}?periodo=geral`);
  await expect(
    page.getByRole('list', { name: 'Classificação dos alunos' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await audit(page, 'ranking Geral with learners');
  await page.setViewportSize(PHONE);

  await visit(page, screenPaths.speaking);
  await page.getByRole('button', { name: 'Começar prática' }).click();
  const activation = page.getByRole('dialog', { name: 'Ative sua conta' });
  await expect(activation).toBeVisible();
  await audit(page, 'activation modal');
  await activation.getByRole('button', { name: 'Ativar' }).click();
  await expect(activation.getByRole('alert')).toHaveText('❌ Insira uma chave válida!');
  await audit(page, 'activation modal with an error');
});

test('writing: the running screen, leave confirmation, wrong and right answers, the daily limit and the final screen', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const learner = await activatedLearner(page, 'Bruno Acessível');
  // One audio left today: the second phrase is refused and the practice ends on the limit.
  for (let i = 0; i < 9; i++) await consumeAudio(firestore(), learner.uid, new Date());
  const phrases = watchPhrases(page);
  await startPractice(page, screenPaths.writing);
  const respond = page.getByRole('button', { name: 'Responder' });
  await expect(respond).toBeEnabled();
  await audit(page, 'writing practice');

  const leave = page.getByRole('dialog', { name: 'Sair da prática?' });
  await navLink(page, 'Início').click();
  await expect(leave).toBeVisible();
  await audit(page, 'leave confirmation');
  await leave.getByRole('button', { name: 'Continuar praticando' }).click();

  const field = page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
  await field.fill('banana split');
  await respond.click();
  const wrong = page.getByRole('dialog', { name: 'Você errou! Tente novamente.' });
  await expect(wrong).toBeVisible();
  await audit(page, 'wrong-answer modal');
  await wrong.getByRole('button', { name: 'Tentar novamente' }).click();

  await field.fill(plainly(phrases.at(-1) ?? ''));
  await respond.click();
  // The success modal closes by itself after 1.5 s: only it is audited.
  const right = page.getByRole('dialog', { name: 'Parabéns! Você acertou.' });
  await expect(right).toBeVisible();
  await audit(page, 'right-answer modal', 'dialog[open]');

  // The finish modal stays until the save is in, then 1 s more: the save is held while it is
  // audited, so a slow machine's audit never outlasts it.
  let release = () => {};
  const audited = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/update-writing-points', async (route) => {
    await audited;
    await route.continue();
  });
  const finish = page.getByRole('dialog', { name: 'Fim da prática' });
  await expect(finish).toContainText('Você atingiu o limite de 10 áudios por dia.');
  await audit(page, 'daily-limit finish modal');
  release();
  await expect(page).toHaveURL(/\/tela-final-writing$/);
  await expect(page.getByRole('heading', { name: 'Prática de escrita concluída' })).toBeVisible();
  await audit(page, 'writing final screen');

  await page.goto(screenPaths.writing);
  await expect(page.getByText('Você atingiu o limite de 10 áudios por dia.')).toBeVisible();
  await audit(page, 'practice intro without audio left');
});

test('speaking: the running screen, its feedback, a failed save and the final screen', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await fakeSpeechRecognition(page);
  await activatedLearner(page, 'Carla Acessível');
  const phrases = watchPhrases(page);
  await startPractice(page, screenPaths.speaking);
  const speak = page.getByRole('button', { name: 'Falar' });
  await expect(speak).toBeEnabled();
  await audit(page, 'speaking practice');

  await sayNext(page, { transcript: 'banana bread' });
  await speak.click();
  await expect(page.getByRole('alert')).toHaveText('❌ Tente novamente.');
  await audit(page, 'speaking after a wrong answer');

  await sayNext(page, { transcript: plainly(phrases.at(-1) ?? '') });
  await speak.click();
  await expect(page.getByRole('status').filter({ hasText: '✅ Correto!' })).toBeVisible();
  await audit(page, 'speaking after a right answer');

  await page.route('**/api/points/update-speaking-points', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Encerrar' }).click();
  const endNow = page.getByRole('dialog', { name: 'Encerrar agora?' });
  await expect(endNow).toBeVisible();
  await audit(page, 'end-now confirmation');
  await endNow.getByRole('button', { name: 'Encerrar' }).click();
  const finish = page.getByRole('dialog', { name: 'Fim da prática' });
  await expect(finish.getByRole('alert')).toContainText('❌ Erro ao salvar sua pontuação.');
  await audit(page, 'finish modal with a failed save');
  await page.unroute('**/api/points/update-speaking-points');
  await finish.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/tela-final-speaking$/);
  await expect(page.getByRole('heading', { name: 'Prática de fala concluída' })).toBeVisible();
  await audit(page, 'speaking final screen');
});

test('conversation: the running screen announces only the latest reply, then the summary', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await fakeSpeechRecognition(page);
  await activatedLearner(page, 'Davi Acessível');
  await startPractice(page, screenPaths.conversation);
  const speak = page.getByRole('button', { name: 'Falar' });
  await expect(speak).toBeEnabled();
  await audit(page, 'conversation practice');

  const turns = page.getByRole('region', { name: 'Conversa' }).getByRole('listitem');
  const said = ['Hello! I work as a teacher.', 'I like music and books.', 'My students are very nice.'];
  for (const [index, sentence] of said.entries()) {
    await speakLine(page, sentence);
    if (index === 0) await audit(page, 'conversation with a line heard, to check');
    await sendHeardLine(page, index + 1);
  }
  const replies = await turns.locator('.bubble-tutor p').allTextContents();
  expect(replies).toHaveLength(3);
  // What is announced by itself is the latest reply alone, never the transcript.
  const live = await page.locator(LIVE).allTextContents();
  expect(live.filter((text) => text.trim() !== '')).toEqual([replies[2]]);
  await audit(page, 'conversation after three turns');

  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Encerrar agora?' })).toBeVisible();
  await audit(page, 'conversation asking before it ends');
  await page.getByRole('dialog').getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByRole('heading', { name: 'Conversa encerrada' })).toBeVisible();
  await audit(page, 'conversation summary');
});

test('offline, the connection notice', async ({ page, context }) => {
  await page.setViewportSize(PHONE);
  await visit(page, screenPaths.home);
  await context.setOffline(true);
  await expect(page.getByRole('status')).toHaveText(
    'Você está sem conexão. Para praticar, conecte-se à internet.',
  );
  await audit(page, 'offline notice');
  await context.setOffline(false);
});
