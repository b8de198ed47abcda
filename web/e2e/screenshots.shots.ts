import { expect, type Page, test } from '@playwright/test';
import { academyDay, addDays, weekStartOf } from '../../functions/src/data/calendar';
import { dayField } from '../../functions/src/data/points-ledger';
import { PRIVACY_NOTICE_VERSION } from '../../functions/src/shared/rules';
import { endConversation, heardLine, say, sendHeardLine, speakLine } from './support/conversation';
import { emailedLink } from './support/email-links';
import {
  firestore,
  freshEmail,
  PASSWORD,
  seedKey,
  seedUser,
  seedWeek,
  signUpLearner,
} from './support/emulators';
import { fakeSpeechRecognition, sayNext } from './support/fake-speech';
import { plainly, startPractice, watchPhrases } from './support/practice';
import { out, viewports } from './support/screenshots';
import { acceptNotice, signInThroughForm, signUpThroughForm } from './support/session';
import { wrongAttemptWithWordHelp } from './support/word-help';

const podium = [
  { name: 'Camila Rocha', pointsWriting: 480, pointsSpeaking: 390 },
  { name: 'Lucas Almeida', pointsWriting: 420, pointsSpeaking: 310 },
  { name: 'Beatriz Lima', pointsWriting: 300, pointsSpeaking: 280 },
  { name: 'Rafael Souza', pointsWriting: 260, pointsSpeaking: 150 },
  { name: 'Juliana Costa', pointsWriting: 180, pointsSpeaking: 120 },
];

/** This week's points: a newcomer leads the week. The signed-in learner's (the 2nd) are their days'. */
const week = [40, 0, 30, 350, 20];

/** The signed-in learner's points over the last 14 days, oldest first (null: not practised). */
const lastDays = [20, null, 40, 30, null, null, 60, 90, 40, null, 30, 50, 90, 40];

/**
 * `tall`: the viewport grows to the page's height, so a long page shows whole, nav at the bottom.
 * `only`: one of the widths.
 */
async function shoot(page: Page, name: string, { tall = false, only = '' } = {}) {
  await page.evaluate(() => document.fonts.ready);
  for (const viewport of viewports.filter((width) => !only || width.name === only)) {
    await page.setViewportSize(viewport);
    if (tall) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
    }
    await page.screenshot({ path: `${out}${name}-${viewport.name}.png` });
  }
}

test('screens for the README', async ({ page }) => {
  test.setTimeout(90_000);
  const learners = await Promise.all(podium.map((entry) => signUpLearner(entry.name)));
  await Promise.all(
    learners.map((learner, i) => seedUser(learner.uid, { ...podium[i], hasActivated: true })),
  );
  await Promise.all(
    learners.map((learner, i) =>
      i === 1
        ? undefined
        : seedWeek(learner.uid, {
            name: podium[i]?.name ?? '',
            pointsWriting: week[i] ?? 0,
            pointsSpeaking: 0,
          }),
    ),
  );

  await page.goto('/');
  await expect(page.getByText('A nova maneira de aprender inglês')).toBeVisible();
  await shoot(page, 'home');

  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Entrar com Google' })).toBeVisible();
  await shoot(page, 'auth');

  const me = learners[1];
  if (!me) throw new Error('no learner');
  const today = academyDay(new Date());
  const days = lastDays.flatMap((points, i) =>
    points === null ? [] : [[addDays(today, i - 13), points] as const],
  );
  await firestore()
    .collection('progress')
    .doc(me.uid)
    .set({ uid: me.uid, ...Object.fromEntries(days.map(([day, points]) => [dayField(day), points])) });
  const monday = weekStartOf(today);
  const myWeek = days.filter(([day]) => day >= monday).reduce((sum, [, points]) => sum + points, 0);
  await seedWeek(me.uid, { name: podium[1]?.name ?? '', pointsWriting: myWeek, pointsSpeaking: 0 });
  // Signed up with the current notice: the profile does not ask for it.
  await firestore()
    .collection('users')
    .doc(me.uid)
    .set(
      { consent: { noticeVersion: PRIVACY_NOTICE_VERSION, acceptedAt: new Date(), adult: true } },
      { merge: true },
    );
  await signInThroughForm(page, me);
  await expect(page.getByRole('region', { name: 'Seus pontos' }).getByRole('definition').last()).toHaveText(
    '730',
  );
  await expect(page.getByRole('region', { name: 'Sequência de dias' })).toContainText('4 dias seguidos');
  await shoot(page, 'profile', { tall: true });

  await expect
    .poll(async () => ((await (await page.request.get('/api/points/ranking')).json()) as unknown[]).length, {
      timeout: 40_000,
    })
    .toBeGreaterThanOrEqual(podium.length);
  await page.goto('/ranking');
  await expect(page.getByRole('list', { name: 'Classificação da semana' })).toBeVisible();
  await shoot(page, 'ranking');

  // The practices, at phone width only: a practice is used on the phone.
  const phone = viewports[0];
  await page.setViewportSize(phone);
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-writing');
  const field = page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
  for (let round = 0; round < 3; round++) {
    await expect(page.getByRole('button', { name: 'Responder' })).toBeEnabled();
    await field.fill(plainly(phrases.at(-1) ?? ''));
    await field.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Parabéns! Você acertou.' })).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Responder' })).toBeEnabled();
  const words = plainly(phrases.at(-1) ?? '').split(' ');
  await field.fill([words[0], 'banana', ...words.slice(2, 3)].join(' '));
  await page.screenshot({ path: `${out}writing-phone.png` });
  await field.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Você errou! Tente novamente.' })).toBeVisible();
  await page.screenshot({ path: `${out}writing-wrong-phone.png` });
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page).toHaveURL(/tela-final-writing/);
  await expect(page.getByRole('region', { name: 'Revisão da prática' })).toBeVisible();
  await page.screenshot({ path: `${out}writing-final-phone.png` });
});

test('the speaking practice, for the README', async ({ page }) => {
  test.setTimeout(60_000);
  await fakeSpeechRecognition(page);
  const learner = await signUpLearner('Camila Rocha');
  await seedUser(learner.uid, { name: 'Camila Rocha', hasActivated: true });
  await page.setViewportSize(viewports[0]);
  await signInThroughForm(page, learner);
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-speaking');
  await expect(page.getByRole('button', { name: 'Falar' })).toBeEnabled();
  await sayNext(page, { transcript: plainly(phrases.at(-1) ?? '') });
  await page.getByRole('button', { name: 'Falar' }).click();
  await expect(page.getByText('✅ Correto!')).toBeVisible();
  await page.screenshot({ path: `${out}speaking-phone.png` });
});

test('the word help after a wrong spoken attempt, at 360 px, for the docs', async ({ page }) => {
  test.setTimeout(60_000);
  await fakeSpeechRecognition(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await wrongAttemptWithWordHelp(page, 'Camila Rocha');
  await expect(page.getByRole('heading', { name: 'Dicas de pronúncia' })).toBeVisible();
  await page.getByRole('heading', { name: 'Palavra por palavra' }).scrollIntoViewIfNeeded();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 360, height: Math.max(800, height) });
  await page.screenshot({ path: `${out}speaking-word-help-phone.png` });
});

test('the conversation, for the README', async ({ page }) => {
  test.setTimeout(60_000);
  await fakeSpeechRecognition(page);
  const learner = await signUpLearner('Lucas Almeida');
  await seedUser(learner.uid, { name: 'Lucas Almeida', hasActivated: true });
  await page.setViewportSize(viewports[0]);
  await signInThroughForm(page, learner);
  await startPractice(page, '/talking');
  const box = page.getByLabel('Ou escreva em inglês');
  for (const [turn, line] of [
    'Hi! I work as a nurse in Recife.',
    'I have 32 years and I love my job.',
  ].entries()) {
    await box.fill(line);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByRole('region', { name: 'Conversa' }).getByText('Tutor', { exact: true }),
    ).toHaveCount(turn + 1);
  }
  await page.screenshot({ path: `${out}conversation-phone.png` });
  await endConversation(page);
  await expect(page.getByText(/Total no ranking/)).toBeVisible();
  await page.screenshot({ path: `${out}conversation-summary-phone.png` });
});

test('the conversation: a misheard line to check, the question before it ends, the summary, at 360 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fakeSpeechRecognition(page);
  const learner = await signUpLearner('Paula Nunes');
  await seedUser(learner.uid, { name: 'Paula Nunes', hasActivated: true });
  await page.addInitScript(() => Object.defineProperty(navigator, 'onLine', { get: () => true }));
  await signInThroughForm(page, learner);
  const widths = [
    { name: '360', width: 360, height: 780 },
    { name: '1280', width: 1280, height: 800 },
  ];
  const both = async (name: string) => {
    await page.evaluate(() => document.fonts.ready);
    for (const viewport of widths) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: `${out}${name}-${viewport.name}.png` });
    }
  };
  await page.setViewportSize(widths[0] as (typeof widths)[0]);
  await startPractice(page, '/talking');
  await say(page, 'I have 20 years and I live in Recife.', 1);
  await speakLine(page, 'let our lem foul on you');
  await both('conversation-heard');
  await heardLine(page).fill('Hello, how are you?');
  await sendHeardLine(page, 2);
  await say(page, 'I have 20 years and I live in Recife.', 3);
  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByRole('dialog', { name: 'Encerrar agora?' })).toBeVisible();
  await both('conversation-end');
  await page.getByRole('dialog').getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByRole('heading', { name: 'Conversa encerrada' })).toBeVisible();
  await both('conversation-summary');
});

test('the guided conversation and its history, at 360 px, for the docs', async ({ page }) => {
  test.setTimeout(60_000);
  const learner = await signUpLearner('Camila Rocha');
  await seedUser(learner.uid, { name: 'Camila Rocha', hasActivated: true });
  const phone = { width: 360, height: 780 };
  await page.setViewportSize(phone);
  // In a network namespace Chromium believes it is offline: the notice would cover the top.
  await page.addInitScript(() => Object.defineProperty(navigator, 'onLine', { get: () => true }));
  await signInThroughForm(page, learner);
  const tallShot = async (name: string) => {
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: phone.width, height: Math.max(phone.height, height) });
    await page.screenshot({ path: `${out}${name}.png` });
    await page.setViewportSize(phone);
  };

  await page.goto('/talking');
  const choice = page.getByRole('group', { name: 'Escolha a conversa' });
  await choice.getByRole('radio', { name: /^Pedir um café/ }).check();
  await tallShot('conversation-scenarios-phone');

  await page.getByRole('button', { name: 'Começar prática' }).click();
  const talk = page.getByRole('region', { name: 'Conversa' });
  await expect(talk).toContainText('What can I get for you today?');
  const box = page.getByLabel('Ou escreva em inglês');
  for (const [turn, line] of [
    'I would like a small coffee, please.',
    'I have 20 years and I study at night.',
  ].entries()) {
    await box.fill(line);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(talk.getByRole('listitem')).toHaveCount(turn + 1);
    await expect(talk.getByRole('listitem').nth(turn)).toContainText('Tutor');
  }
  await talk.getByRole('listitem').nth(1).getByRole('button', { name: 'Traduzir' }).click();
  await expect(talk.getByRole('button', { name: 'Ocultar tradução' })).toBeVisible();
  await tallShot('conversation-scenario-phone');

  await endConversation(page);
  await page.getByRole('link', { name: 'Conversas anteriores' }).click();
  await expect(page.getByRole('link', { name: 'Pedir um café' })).toBeVisible();
  await tallShot('conversation-history-phone');
});

test('learning that sticks: a meaning after the answer, and a review round, for the docs', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const learner = await signUpLearner('Beatriz Lima');
  await seedUser(learner.uid, { name: 'Beatriz Lima', hasActivated: true });
  await page.setViewportSize(viewports[0]);
  await signInThroughForm(page, learner);
  const phrases = watchPhrases(page);
  await page.goto('/listening-writing');
  await expect(page.getByRole('radio', { name: 'Iniciante (seu nível)' })).toBeChecked();
  await page.getByRole('button', { name: 'Começar prática' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}learning-levels-phone.png` });
  await page.getByRole('button', { name: 'Começar prática' }).click();
  const field = page.getByRole('textbox', { name: 'Escreva o que você ouviu' });
  const respond = page.getByRole('button', { name: 'Responder' });
  await expect(respond).toBeEnabled();
  await field.fill(plainly(phrases.at(-1) ?? ''));
  await field.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Parabéns! Você acertou.' })).toContainText('Significado:');
  await page.screenshot({ path: `${out}learning-meaning-phone.png` });
  await expect(page.getByRole('dialog', { name: 'Parabéns! Você acertou.' })).toBeHidden();
  const skipped = phrases.at(-1) ?? '';
  for (let i = 0; i < 3; i++) {
    await expect(respond).toBeEnabled();
    await field.fill('banana');
    await respond.click();
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
  }
  await page.getByRole('button', { name: 'Pular' }).click();
  await expect(page.locator('.skipped-phrase')).toContainText('Significado:');
  await page.screenshot({ path: `${out}learning-skipped-phone.png` });
  await page.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page).toHaveURL(/tela-final-writing/);

  await startPractice(page, '/listening-writing');
  await expect(respond).toBeEnabled();
  expect(phrases.at(-1)).toBe(skipped);
  await expect(page.getByText('Revisão', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${out}learning-review-phone.png` });
});

test('the account screens, for the docs', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(viewports[0]);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Não tem conta? Criar conta' }).click();
  await acceptNotice(page);
  await shoot(page, 'auth-sign-up', { tall: true, only: 'phone' });

  const email = freshEmail();
  await signUpThroughForm(page, { email, password: PASSWORD, name: 'Lia Lima' });
  await page.getByRole('button', { name: 'Mudar nome' }).click();
  await page.getByLabel('Novo nome no ranking').fill('Lia L.');
  await page.getByRole('region', { name: 'Sua conta' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}profile-account-phone.png` });
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  await page.getByLabel('Para confirmar, digite EXCLUIR').fill('EXCLUIR');
  await page.screenshot({ path: `${out}profile-delete-phone.png` });
  await page.keyboard.press('Escape');

  // An account made before the notice is asked for it, on the profile.
  const earlier = await signUpLearner('Bruno Antigo');
  await seedUser(earlier.uid, { name: 'Bruno Antigo', pointsWriting: 40 });
  await page.getByRole('button', { name: 'Sair' }).click();
  await signInThroughForm(page, earlier);
  await expect(page.getByRole('region', { name: 'Aviso de privacidade' })).toBeVisible();
  await page.screenshot({ path: `${out}profile-notice-phone.png` });
  await page.getByRole('button', { name: 'Sair' }).click();

  await page.goto('/auth?esqueci');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await page.screenshot({ path: `${out}auth-reset-sent-phone.png` });
  await page.goto(await emailedLink(email, 'PASSWORD_RESET'));
  await expect(page.getByLabel('Nova senha')).toBeVisible();
  await page.screenshot({ path: `${out}auth-new-password-phone.png` });

  await page.goto('/privacidade');
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidade' })).toBeVisible();
  await page.screenshot({ path: `${out}privacy-phone.png` });
});

test('sign-up and activation where they meet, at 360 and 1280 px, for the docs', async ({ page }) => {
  test.setTimeout(60_000);
  const sizes = [
    { name: 'phone', width: 360, height: 780 },
    { name: 'desktop', width: 1280, height: 800 },
  ];
  const shootBoth = async (name: string) => {
    await page.evaluate(() => document.fonts.ready);
    for (const size of sizes) {
      await page.setViewportSize(size);
      await page.screenshot({ path: `${out}${name}-${size.name}.png` });
    }
    await page.setViewportSize(sizes[0] ?? viewports[0]);
  };
  await page.setViewportSize(sizes[0] ?? viewports[0]);
  // In a network namespace Chromium believes it is offline: the notice would cover the top.
  await page.addInitScript(() => Object.defineProperty(navigator, 'onLine', { get: () => true }));

  // A key link (the academy's printed sheet) opened signed out.
  const key = await seedKey();
  await page.goto(`/?chave=${key}`);
  await expect(page.getByRole('link', { name: 'Criar conta' })).toBeVisible();
  await shootBoth('home-key-link');

  // Sign-up without a name, from the banner: the first step, the key filled in.
  await page.getByRole('link', { name: 'Criar conta' }).click();
  await page.getByLabel('E-mail').fill(freshEmail());
  await page.getByLabel('Senha').fill(PASSWORD);
  await acceptNotice(page);
  await page.getByRole('button', { name: 'Criar conta', exact: true }).click();
  await expect(page.getByLabel('Seu primeiro nome (opcional)')).toBeVisible();
  await expect(page.getByLabel('Chave de ativação')).toHaveValue(key);
  await shootBoth('first-step');

  // 'Agora não': home calls to activate, the key still filled in.
  await page.getByRole('button', { name: 'Agora não' }).click();
  await expect(page.getByRole('region', { name: 'Ative sua conta' })).toBeVisible();
  await shootBoth('home-activate');

  // The profile of a learner without a name of their own.
  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1, name: /^Usuário [2-9A-Z]{4}$/ })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.getByRole('region', { name: 'Sua conta' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${out}profile-no-name-phone.png` });

  // Activated from home, then a key link again: the account needs none.
  await page.goto('/');
  await page.getByRole('button', { name: 'Ativar' }).click();
  await expect(page.getByText('✅ Sua conta foi ativada com sucesso!')).toBeVisible();
  await page.goto(`/?chave=${key}`);
  await expect(page.getByText(/Sua conta já está ativada/)).toBeVisible();
  await page.screenshot({ path: `${out}home-already-active-phone.png` });
});
