/**
 * A learner's whole first day on a phone, across every seam between the features: sign-up
 * without a name, the first step (a first name and the key), writing with a skip, the browser's
 * Back mid-practice (asked, saved), speaking until the day's ten audios run out (the intro says
 * the practice will be shorter, the end says why), the final screen reloaded, the profile's one
 * true sentence about today, and a conversation whose misheard line is corrected before it is
 * sent, then the history. Each step asserts what the learner reads; the steps live in
 * ./support, beside the tests of each feature.
 */
import { expect, type Page, test } from '@playwright/test';
import { failOnCspViolations } from './support/content-security-policy';
import { conversationWithMisheardLine } from './support/conversation';
import { freshEmail, PASSWORD, seedKey } from './support/emulators';
import { fakeSpeechRecognition, sayNext } from './support/fake-speech';
import { backMidPractice, expectFinalScreenAgain, plainly, watchPhrases } from './support/practice';
import {
  expectCounter,
  expectDayUsedUp,
  expectProfileToday,
  expectTodaysAudios,
  writeRight,
  writeThenSkip,
} from './support/practice-day';
import { navLink, signUpAndFirstStep } from './support/session';

failOnCspViolations();

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Says the phrase on screen at 'Falar', as the learner would, and waits for '✅ Correto!'. */
async function speakRight(page: Page, phrases: string[]) {
  const speak = page.getByRole('button', { name: 'Falar' });
  await expect(speak).toBeEnabled();
  await sayNext(page, { transcript: plainly(phrases.at(-1) ?? '') });
  await speak.click();
  await expect(page.getByRole('status').filter({ hasText: '✅ Correto!' })).toBeVisible();
}

test("a learner's first day: sign-up and the key, writing with a skip, Back mid-practice, speaking until the day's audios run out, the final screen reloaded, a conversation with a misheard line, the history", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await fakeSpeechRecognition(page);
  const phrases = watchPhrases(page);

  // Sign-up without a name: the first step asks a first name and the key, both given.
  await signUpAndFirstStep(page, {
    email: freshEmail(),
    password: PASSWORD,
    firstName: 'Nina',
    key: await seedKey(),
  });
  await expect(page).toHaveURL(/\/user$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Nina' })).toBeVisible();
  await navLink(page, 'Início').click();
  await expect(page.getByRole('region', { name: 'Ative sua conta' })).toHaveCount(0);

  // Writing: the intro counts today's ten audios; a right answer, then a skip moves the counter.
  await navLink(page, 'Ouvir e escrever').click();
  await expectTodaysAudios(page, 10);
  await page.getByRole('button', { name: 'Começar prática' }).click();
  await expectCounter(page, 1, 10);
  await writeRight(page, phrases);
  await expectCounter(page, 2, 10);
  await writeThenSkip(page, phrases, { to: 3, of: 10 });

  // The browser's Back mid-practice asks first; leaving saves the 10 points earned, and goes
  // where Back went before the practice: home.
  await (await backMidPractice(page)).getByRole('button', { name: 'Sair e salvar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await navLink(page, 'Meu perfil').click();
  await expect(page.getByRole('region', { name: 'Seus pontos' }).getByRole('definition')).toHaveText([
    '10',
    '0',
    '10',
  ]);
  await expectProfileToday(page, 7);

  // Speaking with the 7 audios left: a shorter practice, said so; it ends when they run out, and says why.
  await navLink(page, 'Ouvir e falar').click();
  await expectTodaysAudios(page, 7);
  await page.getByRole('button', { name: 'Começar prática' }).click();
  for (let phrase = 1; phrase <= 7; phrase++) {
    await expectCounter(page, phrase, 7);
    await speakRight(page, phrases);
  }
  await expectDayUsedUp(page, 'Prática de fala concluída');

  // The final screen reloaded still shows the practice: its points and its seven phrases.
  await expectFinalScreenAgain(page, {
    path: '/tela-final-speaking',
    title: 'Prática de fala concluída',
    points: 70,
    reviewed: 7,
  });

  // The profile says the one true thing about today, and so does the other practice's intro.
  await expectProfileToday(page, 0);
  await navLink(page, 'Ouvir e escrever').click();
  await expectTodaysAudios(page, 0);

  // The conversation: a misheard line checked, corrected and sent; one correction in the history.
  const { prompts } = await conversationWithMisheardLine(page);
  expect(prompts[0]).toBe('Hello, how are you?');
});
