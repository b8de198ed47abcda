/**
 * The practices' counts where features meet, as a learner with few of today's audios left meets
 * them: the intro says how many are left and that the practice will be shorter, the counter moves
 * with a skip, a skipped phrase comes back though its practice never ended (the tab closed), the
 * day's audios run out and the end says why, the profile says the one true thing about today.
 * Keyboard hints show with a mouse, not on a phone. Screenshots at 360 and 1280 px go to the
 * test's output folder (copied to docs/screenshots as practice-*.png).
 */
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { consumeAudio } from '../../functions/src/practice/audio/audio-store';
import { failOnCspViolations } from './support/content-security-policy';
import { firestore } from './support/emulators';
import { activatedLearner, watchPhrases } from './support/practice';
import {
  counter,
  expectCounter,
  expectDayUsedUp,
  expectProfileToday,
  expectTodaysAudios,
  writeRight,
  writeThenSkip,
} from './support/practice-day';

failOnCspViolations();

const answerHint = 'Enter responde; Ctrl + Espaço ouve de novo sem sair do campo.';
const shortcut = 'Atalho: Ctrl + Espaço ouve de novo.';

/** The whole page, the viewport grown to its height (so the bottom bar stays at the bottom), then back. */
async function shot(page: Page, info: TestInfo, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const viewport = page.viewportSize() ?? { width: 360, height: 740 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  await page.screenshot({ path: info.outputPath(`${name}.png`) });
  await page.setViewportSize(viewport);
}

/** 'Começar prática', until the first phrase can be answered (the first start of a run is slow). */
async function start(page: Page) {
  await page.getByRole('button', { name: 'Começar prática' }).click();
  await expect(page.getByRole('button', { name: 'Responder' })).toBeEnabled({ timeout: 15_000 });
}

/** A learner with `left` of today's audios, signed in. */
async function learnerWith(page: Page, name: string, left: number) {
  const learner = await activatedLearner(page, name);
  for (let i = 0; i < 10 - left; i++) await consumeAudio(firestore(), learner.uid, new Date());
  return learner;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('3 audios left: a shorter practice, a skip that moves the counter and comes back after the tab closed, the day used up and why', async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    await learnerWith(page, 'Lara Três Áudios', 3);
    const phrases = watchPhrases(page);
    await page.goto('/listening-writing');
    await expectTodaysAudios(page, 3);
    await shot(page, info, 'practice-intro-audios-left-phone');

    await start(page);
    await expectCounter(page, 1, 3);
    // No keyboard here: no Enter, no Ctrl + Espaço.
    expect(await page.evaluate(() => matchMedia('(hover: hover) and (pointer: fine)').matches)).toBe(false);
    await expect(page.getByText(answerHint)).toBeHidden();
    await expect(page.getByText(shortcut)).toBeHidden();

    const skipped = await writeThenSkip(page, phrases, { to: 2, of: 3 });
    await expect(page.getByRole('progressbar', { name: 'Progresso' })).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByRole('button', { name: 'Responder' })).toBeEnabled();
    await shot(page, info, 'practice-counter-after-skip-phone');
    // The tab closes mid-practice: no final save ever comes.
    await page.close();

    const again = await page.context().newPage();
    const next = watchPhrases(again);
    await again.goto('/listening-writing');
    await expectTodaysAudios(again, 1);
    await start(again);
    await expectCounter(again, 1, 1);
    // The skipped phrase comes back, as a review.
    await expect.poll(() => next.at(-1)).toBe(skipped);
    await expect(again.getByText('Revisão', { exact: true })).toBeVisible();
    await writeRight(again, next);
    await expectDayUsedUp(again, 'Prática de escrita concluída');
    await shot(again, info, 'practice-end-reason-phone');

    await again.getByRole('link', { name: 'Ouvir e escrever' }).click();
    await expectTodaysAudios(again, 0);
    await expectProfileToday(again, 0);
  });
});

test('with a mouse: the keyboard hints show; 2 audios left, a skip, the day used up', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await learnerWith(page, 'Davi Dois Áudios', 2);
  const phrases = watchPhrases(page);
  await page.goto('/listening-writing');
  await expectTodaysAudios(page, 2);
  await shot(page, info, 'practice-intro-audios-left-desktop');
  await start(page);
  await expectCounter(page, 1, 2);
  await expect(page.getByText(answerHint)).toBeVisible();
  await expect(page.getByText(shortcut)).toBeVisible();
  await writeThenSkip(page, phrases, { to: 2, of: 2 });
  await expect(page.getByRole('button', { name: 'Responder' })).toBeEnabled();
  await shot(page, info, 'practice-counter-after-skip-desktop');
  await writeRight(page, phrases);
  await expect(counter(page)).toContainText('10 pontos');
  await expectDayUsedUp(page, 'Prática de escrita concluída');
  await shot(page, info, 'practice-end-reason-desktop');
});
