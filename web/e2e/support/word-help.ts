/**
 * The speaking practice's word help, for its spec and its screenshot: a learner whose
 * first phrase is a chosen one (a review phrase due long ago comes first), said wrong.
 */
import { expect, type Page } from '@playwright/test';
import { firestore } from './emulators';
import { sayNext } from './fake-speech';
import { activatedLearner, startPractice, watchPhrases } from './practice';

/** A pool phrase with "th" words and an initial "r" sound. */
export const WORD_HELP_PHRASE = 'Write the test before you fix the bug.';
/** Said wrong: "Write" heard as "right", the first "the" not heard. */
export const WORD_HELP_ATTEMPT = 'right test before you fix the bug';

export async function wrongAttemptWithWordHelp(page: Page, name: string) {
  const learner = await speakingFirst(page, name, WORD_HELP_PHRASE);
  const speak = page.getByRole('button', { name: 'Falar' });
  await expect(speak).toBeEnabled();
  await sayNext(page, { transcript: WORD_HELP_ATTEMPT });
  await speak.click();
  await expect(page.getByRole('alert')).toHaveText('❌ Tente novamente.');
  return learner;
}

/**
 * A new learner's speaking practice, started with `phrase` first, then `then` (review phrases due
 * long ago come first, the oldest first); returns the phrases played, in order.
 */
export async function speakingFirst(page: Page, name: string, phrase: string, ...then: string[]) {
  // A browser without a network interface (a sandbox) believes it is offline, and the practice waits.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
  const learner = await activatedLearner(page, name);
  await firestore()
    .collection('learning')
    .doc(`${learner.uid}_speaking`)
    .set({
      review: [phrase, ...then].map((each, i) => ({ phrase: each, due: `2026-01-0${i + 1}`, box: 1 })),
    });
  const phrases = watchPhrases(page);
  await startPractice(page, '/listening-speaking');
  await expect.poll(() => phrases[0], { timeout: 30_000 }).toBe(phrase);
  return Object.assign(learner, { phrases });
}
