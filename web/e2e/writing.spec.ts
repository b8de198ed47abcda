import { expect, type Page, test } from '@playwright/test';
import { consumeAudio } from '../../functions/src/practice/audio/audio-store';
import { failOnCspViolations } from './support/content-security-policy';
import { firestore, seedKey, signUpLearner } from './support/emulators';
import {
  activatedLearner,
  expectOnProfile,
  expectOnRanking,
  expectProgress,
  onTheRanking,
  plainly,
  startPractice,
  watchPhrases,
} from './support/practice';
import { navLink, signInThroughForm } from './support/session';

failOnCspViolations();

const field = (page: Page) => page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
const respond = (page: Page) => page.getByRole('button', { name: 'Responder' });
const skip = (page: Page) => page.getByRole('button', { name: 'Pular' });
const success = (page: Page) => page.getByRole('dialog', { name: 'Parabéns! Você acertou.' });
const wrongModal = (page: Page) => page.getByRole('dialog', { name: 'Você errou! Tente novamente.' });
const finish = (page: Page) => page.getByRole('dialog', { name: 'Fim da prática' });

/** Types the phrase on screen, as a learner would (lower case, no punctuation), and presses Enter. */
async function answerRight(page: Page, phrases: string[], { last = false } = {}) {
  await expect(respond(page)).toBeEnabled();
  await field(page).fill(plainly(phrases.at(-1) ?? ''));
  await field(page).press('Enter');
  if (last) return;
  await expect(success(page)).toBeVisible();
  await expect(success(page)).toBeHidden();
}

async function answerWrong(page: Page, answer: string) {
  await expect(respond(page)).toBeEnabled();
  await field(page).fill(answer);
  await respond(page).click();
  await expect(wrongModal(page)).toBeVisible();
}

async function playCount(page: Page): Promise<number> {
  return page.locator('audio').evaluate((audio) => Number(audio.dataset.plays ?? 0));
}

test('a learner activates and practises writing: wrong tries, a skip, nine right answers, then the daily limit', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const learner = await signUpLearner('Wanda Escrita');
  const before = await onTheRanking(page, learner, false);
  await signInThroughForm(page, learner);
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-writing');
  const dialog = page.getByRole('dialog', { name: 'Ative sua conta' });
  await dialog.getByLabel('Chave de ativação').fill(await seedKey());
  await dialog.getByRole('button', { name: 'Ativar' }).click();
  await expect(dialog.getByRole('status')).toHaveText('✅ Sua conta foi ativada com sucesso!');

  await expect(page.getByRole('heading', { level: 1, name: 'Ouvir e escrever' })).toBeVisible();
  await expectProgress(page, 0);
  await expect(respond(page)).toBeEnabled();
  const first = phrases.at(-1) ?? '';

  // Wrong: the modal, which of the typed words were right, and no skip before the third try.
  const words = plainly(first).split(' ');
  await answerWrong(page, `${words[0]} banana`);
  await expect(wrongModal(page).getByRole('listitem')).toHaveText([`${words[0]} (certa)`, 'banana (errada)']);
  await expect(wrongModal(page)).toContainText('O primeiro erro está na 2ª palavra: “banana”.');
  await expect(wrongModal(page)).not.toContainText(words.slice(2).join(' '));
  await wrongModal(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(skip(page)).toHaveCount(0);
  await answerWrong(page, 'banana');
  await wrongModal(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(skip(page)).toHaveCount(0);
  await answerWrong(page, 'banana');
  await wrongModal(page).getByRole('button', { name: 'Tentar novamente' }).click();

  // Skip: shows the phrase asked, fetches another, counts no round and no progress.
  await skip(page).click();
  await expect(page.getByText('A frase era:')).toBeVisible();
  await expect(page.getByText(first, { exact: true })).toBeVisible();
  await expect.poll(() => phrases.length).toBe(2);
  await expectProgress(page, 0);

  for (let round = 1; round <= 9; round++) {
    await answerRight(page, phrases);
    if (round < 9) await expectProgress(page, round * 10);
  }
  // The 10th audio of the day went to the skip: the next one is refused and the practice ends.
  await expect(finish(page)).toBeVisible();
  await expect(finish(page)).toContainText('Você atingiu o limite de 10 áudios por dia.');
  await expect(finish(page)).toContainText('❌ Você atingiu o limite diário de geração de áudios.');
  await expect(finish(page)).toContainText('Você fez 90 pontos.');

  await expect(page).toHaveURL(/\/tela-final-writing$/);
  await expect(page.getByRole('heading', { name: 'Prática de escrita concluída' })).toBeVisible();
  await expect(page.getByText('90 pontos', { exact: true })).toBeVisible();
  const review = page.getByRole('region', { name: 'Revisão da prática' }).getByRole('listitem');
  await expect(review).toHaveCount(10);
  await expect(review.first()).toContainText('Pulou');
  await expect(review.first()).toContainText(`${words[0]} banana · banana · banana`);
  await expect(review.nth(1)).toContainText('Acertou');

  // The review replays from memory: no new call to the server.
  const requestsBefore = phrases.length;
  await review
    .nth(1)
    .getByRole('button', { name: /^Ouvir/ })
    .click();
  expect(phrases.length).toBe(requestsBefore);

  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored).toMatchObject({
    hasActivated: true,
    pointsWriting: before.total + 90,
    totalPoints: before.total + 90,
  });

  await expectOnProfile(page, { today: 90, week: 90 });
  await expectOnRanking(page, 'Wanda Escrita', { week: before.week + 90, total: before.total + 90 });
});

test('ten right answers finish the daily practice; replays, slow replays and the shortcut reuse the audio', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await activatedLearner(page, 'Xavier Completo');
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-writing');
  await expect(respond(page)).toBeEnabled();

  // Made for a phone keyboard that would "correct" English into Portuguese.
  await expect(field(page)).toHaveAttribute('autocorrect', 'off');
  await expect(field(page)).toHaveAttribute('autocapitalize', 'none');
  await expect(field(page)).toHaveAttribute('spellcheck', 'false');
  await expect(field(page)).toHaveAttribute('autocomplete', 'off');

  await page.locator('audio').evaluate((audio) => {
    audio.addEventListener('play', () => {
      audio.dataset.plays = String(Number(audio.dataset.plays ?? 0) + 1);
      audio.dataset.rate = String((audio as HTMLAudioElement).playbackRate);
    });
  });
  // Each replay starts the phrase over from memory; paused first so that every replay is a new `play`.
  const pause = () => page.locator('audio').evaluate((audio) => (audio as HTMLAudioElement).pause());
  const plays = await playCount(page);
  await pause();
  await page.getByRole('button', { name: 'Ouvir devagar' }).click();
  await expect.poll(() => playCount(page)).toBe(plays + 1);
  await expect(page.locator('audio')).toHaveAttribute('data-rate', '0.75');
  await pause();
  await page.getByRole('button', { name: 'Ouvir de novo' }).click();
  await expect.poll(() => playCount(page)).toBe(plays + 2);
  await expect(page.locator('audio')).toHaveAttribute('data-rate', '1');
  await pause();
  await field(page).fill('half typed');
  await field(page).press('Control+Space');
  await expect.poll(() => playCount(page)).toBe(plays + 3);
  await expect(field(page)).toHaveValue('half typed');
  expect(phrases).toHaveLength(1);

  for (let round = 1; round <= 10; round++) await answerRight(page, phrases, { last: round === 10 });
  await expect(finish(page)).toContainText('Você finalizou a prática diária de 10 áudios!');
  await expect(finish(page)).toContainText('Você fez 100 pontos.');
  // No 11th phrase was fetched after the last answer.
  expect(phrases).toHaveLength(10);
  expect(new Set(phrases).size).toBe(10);
  await expect(page).toHaveURL(/\/tela-final-writing$/);
  await expect(page.getByText('100 pontos', { exact: true })).toBeVisible();
});

test('a learner with no audio left today is told so, with no start that would fail', async ({ page }) => {
  const learner = await activatedLearner(page, 'Yara Sem Áudio');
  for (let i = 0; i < 10; i++) await consumeAudio(firestore(), learner.uid, new Date());
  await page.goto('/listening-writing');
  await expect(
    page.getByText('Você atingiu o limite de 10 áudios por dia. Volte amanhã para praticar de novo.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Começar prática' })).toHaveCount(0);
});

test('leaving midway asks first, then saves like Encerrar', async ({ page }) => {
  test.setTimeout(60_000);
  const learner = await activatedLearner(page, 'Zeca Saída');
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-writing');
  await answerRight(page, phrases);

  const leave = page.getByRole('dialog', { name: 'Sair da prática?' });
  await navLink(page, 'Início').click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continuar praticando' }).click();
  await expect(page).toHaveURL(/\/listening-writing$/);
  await expect(respond(page)).toBeEnabled();

  await navLink(page, 'Ranking').click();
  await leave.getByRole('button', { name: 'Sair e salvar' }).click();
  await expect(finish(page)).toContainText('Você encerrou a prática.');
  await expect(page).toHaveURL(/\/ranking$/);
  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored).toMatchObject({ pointsWriting: 10, totalPoints: 10 });
});

test('Encerrar ends the practice and saves; a failed save offers a retry', async ({ page }) => {
  test.setTimeout(60_000);
  const learner = await activatedLearner(page, 'Alan Encerra');
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-writing');
  await answerRight(page, phrases);

  await page.route('**/api/points/update-writing-points', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(finish(page).getByRole('alert')).toContainText('Erro ao salvar os pontos. Tente novamente.');
  // A network failure keeps the save on the device: leaving says it is sent later.
  await expect(finish(page).getByRole('alert')).toContainText('Seus pontos ficam guardados neste aparelho');
  await expect(finish(page).getByRole('button', { name: 'Sair e enviar depois' })).toBeVisible();
  await page.unroute('**/api/points/update-writing-points');
  await finish(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/tela-final-writing$/);
  await expect(page.getByText('10 pontos', { exact: true })).toBeVisible();
  const stored = (await firestore().collection('users').doc(learner.uid).get()).data();
  expect(stored).toMatchObject({ pointsWriting: 10, totalPoints: 10 });
});

/** Points the app still keeps on the device, waiting to be sent (src/features/practice/api/pending-saves.ts). */
const pendingOnDevice = (page: Page) =>
  page.evaluate(() => localStorage.getItem('fala-ingles:pending-saves'));

async function pointsStored(uid: string) {
  return (await firestore().collection('users').doc(uid).get()).get('pointsWriting') ?? 0;
}

/** Opens the app again in a new tab of the same browser and waits until nothing waits to be sent. */
async function reopen(page: Page): Promise<Page> {
  const again = await page.context().newPage();
  await again.goto('/');
  await expect.poll(() => pendingOnDevice(again), { timeout: 15_000 }).toBeNull();
  return again;
}

async function expectProfilePoints(page: Page, points: number) {
  await navLink(page, 'Meu perfil').click();
  const card = page.getByRole('region', { name: 'Seus pontos' });
  await expect(card.getByRole('definition')).toHaveText([String(points), '0', String(points)]);
}

test('the tab closed right after the third right answer: the app opened again shows the 30 points', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const learner = await activatedLearner(page, 'Bruna Aba Fechada');
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-writing');
  await answerRight(page, phrases);
  await answerRight(page, phrases);
  await answerRight(page, phrases, { last: true });
  await page.close();

  const again = await reopen(page);
  await expectProfilePoints(again, 30);
  expect(await pointsStored(learner.uid)).toBe(30);
});

test('saves that failed while practising wait on the device and are sent when the app opens again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const learner = await activatedLearner(page, 'Caio Sem Rede');
  const phrases = watchPhrases(page);
  const saves: string[] = [];
  await page.route('**/api/points/update-writing-points', (route) => {
    saves.push(route.request().postData() ?? '');
    return route.abort('internetdisconnected');
  });
  await startPractice(page, '/listening-writing');
  for (let round = 1; round <= 3; round++) await answerRight(page, phrases);
  // Each right answer tried to send the points so far; none arrived, and the learner saw nothing.
  expect(saves.length).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await pointsStored(learner.uid)).toBe(0);
  const waiting = JSON.parse((await pendingOnDevice(page)) ?? '{}') as Record<
    string,
    Record<string, unknown>
  >;
  expect(Object.keys(waiting)).toEqual([learner.uid]);
  // With the phrases settled so far, for the review list.
  const settled = phrases.slice(0, 3).map((phrase) => ({ phrase, result: 'right', tries: 1 }));
  expect(Object.values(waiting[learner.uid] ?? {})).toEqual([
    { kind: 'writing', points: 30, final: false, results: settled },
  ]);
  await page.close();

  const again = await reopen(page);
  await expect.poll(() => pointsStored(learner.uid)).toBe(30);
  await expectProfilePoints(again, 30);
});

test('a practice that goes to the background sends the points still waiting', async ({ page }) => {
  test.setTimeout(60_000);
  const learner = await activatedLearner(page, 'Dora Segundo Plano');
  const phrases = watchPhrases(page);
  await page.route('**/api/points/update-writing-points', (route) => route.abort('internetdisconnected'));
  await startPractice(page, '/listening-writing');
  for (let round = 1; round <= 2; round++) await answerRight(page, phrases);
  expect(await pointsStored(learner.uid)).toBe(0);

  await page.unroute('**/api/points/update-writing-points');
  // The learner switches to another app: the page is hidden.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => pointsStored(learner.uid)).toBe(20);
  await expect.poll(() => pendingOnDevice(page)).toBeNull();
});
