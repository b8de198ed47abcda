import { expect, test } from '@playwright/test';
import { apiPaths } from '../../functions/src/shared/contract';
import { WORD_AUDIO_PLAYBACK_RATE } from '../../functions/src/shared/rules';
import { failOnCspViolations } from './support/content-security-policy';
import { fakeSpeechRecognition } from './support/fake-speech';
import { WORD_HELP_PHRASE, wrongAttemptWithWordHelp } from './support/word-help';

failOnCspViolations();

test('a wrong attempt shows each word of the phrase as heard or not, a "th" tip, and a tapped word plays alone, slowly', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await fakeSpeechRecognition(page);
  await wrongAttemptWithWordHelp(page, 'Wanda Palavras');

  const help = page.getByRole('region', { name: 'Palavra por palavra' });
  // The state is read, not only shown by colour: each word's name says it.
  await expect(help.getByRole('button')).toHaveText(
    ['✗ Write', '✗ the', '✓ test', '✓ before', '✓ you', '✓ fix', '✓ the', '✓ bug'].map(
      (t) => new RegExp(`^${t} \\(`),
    ),
  );
  await expect(help.getByRole('button', { name: 'Write (não ouvida)' })).toBeVisible();
  await expect(help.getByRole('button', { name: 'test (ouvida)' })).toBeVisible();
  // The words not heard come first: "Write" (initial r), then "the" (th); at most two tips.
  const tips = help.getByRole('listitem').filter({ hasText: 'Exemplos:' });
  await expect(tips).toHaveCount(2);
  await expect(tips.nth(1)).toContainText('“the” (th): Ponha a ponta da língua entre os dentes');
  await expect(tips.nth(0)).toContainText('“Write” (r no começo)');

  const played = page.evaluate(
    () =>
      new Promise<{ rate: number; className: string }>((resolve) =>
        document.addEventListener(
          'playing',
          (event) => {
            const audio = event.target as HTMLAudioElement;
            if (audio.classList.contains('word-audio'))
              resolve({ rate: audio.playbackRate, className: audio.className });
          },
          { capture: true },
        ),
      ),
  );
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === apiPaths.wordAudio);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === apiPaths.wordAudio);
  await help.getByRole('button', { name: 'the (não ouvida)' }).click();
  const request = await asked;
  expect(request.postDataJSON()).toMatchObject({ phrase: WORD_HELP_PHRASE, word: 'the' });
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/mpeg');
  expect(await played).toEqual({ rate: WORD_AUDIO_PLAYBACK_RATE, className: 'word-audio' });
});
