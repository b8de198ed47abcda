/**
 * The conversation's steps as a learner takes them, the browser's recognition faked at its
 * boundary (./fake-speech.ts): a line said, shown as heard, checked and sent; 'Encerrar' and its
 * question; and a whole conversation with a misheard line edited before sending, then the history
 * (for the journeys that walk across the product).
 */
import { expect, type Page } from '@playwright/test';
import { apiPaths, type ConversationRequest } from '../../../functions/src/shared/contract';
import { sayNext } from './fake-speech';
import { startPractice } from './practice';

export const transcript = (page: Page) => page.getByRole('region', { name: 'Conversa' });
/** The line heard, in its edit box, before it is sent. */
export const heardLine = (page: Page) => page.getByRole('textbox', { name: 'Confira o que ouvimos' });

/** Every prompt the page sent to the tutor, in order. */
export function watchPrompts(page: Page): string[] {
  const prompts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === apiPaths.conversation)
      prompts.push((request.postDataJSON() as ConversationRequest).prompt);
  });
  return prompts;
}

/** The transcript holds `turn` exchanges, the last one answered by the tutor. */
export async function tutorReplied(page: Page, turn: number): Promise<void> {
  const turns = transcript(page).getByRole('listitem');
  await expect(turns).toHaveCount(turn);
  await expect(turns.nth(turn - 1)).toContainText('Tutor');
}

/**
 * The recognizer hears `text` at 'Falar' ('Falar de novo' when `again`): it shows in the edit
 * box, 'Enviar' focused, and nothing goes to the tutor yet.
 */
export async function speakLine(page: Page, text: string, { again = false } = {}): Promise<void> {
  const button = page.getByRole('button', { name: again ? 'Falar de novo' : 'Falar', exact: true });
  await expect(button).toBeEnabled();
  await sayNext(page, { transcript: text });
  await button.click();
  await expect(heardLine(page)).toHaveValue(text);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeFocused();
}

/** 'Enviar' sends the line as it stands in the edit box: the `turn`-th exchange, answered. */
export async function sendHeardLine(page: Page, turn: number): Promise<void> {
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(heardLine(page)).toHaveCount(0);
  await tutorReplied(page, turn);
}

/** Says `text` and sends it as heard. */
export async function say(page: Page, text: string, turn: number): Promise<void> {
  await speakLine(page, text);
  await sendHeardLine(page, turn);
}

/** 'Encerrar' asks 'Encerrar agora? Seus pontos serão salvos.'; confirmed, the summary shows. */
export async function endConversation(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Encerrar' }).click();
  const question = page.getByRole('dialog', { name: 'Encerrar agora?' });
  await expect(question).toContainText('Seus pontos serão salvos.');
  await question.getByRole('button', { name: 'Encerrar' }).click();
  await expect(page.getByRole('heading', { name: 'Conversa encerrada' })).toBeVisible();
}

/**
 * A free conversation, from its intro, where the recognizer hears "hello how are you" as "let
 * our lem foul on you": the line is shown, not sent; said again, heard wrong again, it is
 * corrected in its box and sent as 'Hello, how are you?'. Then 'I have 20 years.' twice (the
 * same correction twice); 'Encerrar' asks, 'Continuar conversando' goes on, then it ends. The
 * summary and "Conversas anteriores" (the list and the session whole) list the correction once.
 * Needs fakeSpeechRecognition(page) and an activated learner signed in. Returns what the tutor
 * was sent.
 */
export async function conversationWithMisheardLine(page: Page): Promise<{ prompts: string[] }> {
  const prompts = watchPrompts(page);
  const misheard = 'let our lem foul on you';
  await startPractice(page, '/talking');
  await speakLine(page, misheard);
  await speakLine(page, misheard, { again: true });
  expect(prompts).toEqual([]);
  await heardLine(page).fill('Hello, how are you?');
  await sendHeardLine(page, 1);
  await expect(transcript(page).getByRole('listitem').first()).toContainText('Hello, how are you?');
  await expect(transcript(page)).not.toContainText(misheard);

  await say(page, 'I have 20 years.', 2);
  await say(page, 'I have 20 years.', 3);
  const corrected = transcript(page).getByRole('listitem').filter({ hasText: 'I am 20 years old' });
  await expect(corrected).toHaveCount(2);
  expect(prompts).toEqual(['Hello, how are you?', 'I have 20 years.', 'I have 20 years.']);

  await page.getByRole('button', { name: 'Encerrar' }).click();
  await page
    .getByRole('dialog', { name: 'Encerrar agora?' })
    .getByRole('button', { name: 'Continuar conversando' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Encerrar agora?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Falar', exact: true })).toBeEnabled();
  await endConversation(page);
  const corrections = page.getByRole('region', { name: 'Correções da conversa' }).getByRole('listitem');
  await expect(corrections).toHaveCount(1);
  await expect(corrections).toContainText('I am 20 years old');

  await page.getByRole('link', { name: 'Conversas anteriores' }).click();
  const kept = page.getByRole('listitem').filter({ hasText: 'Conversa livre' }).first();
  await expect(kept).toContainText('1 correção');
  await expect(kept.getByRole('listitem')).toHaveCount(1);
  await kept.getByRole('link', { name: 'Conversa livre' }).click();
  const lines = page.getByRole('region', { name: 'Falas da conversa' });
  await expect(lines).toContainText('Hello, how are you?');
  await expect(lines).not.toContainText(misheard);
  const keptCorrections = page.getByRole('region', { name: 'Correções', exact: true }).getByRole('listitem');
  await expect(keptCorrections).toHaveCount(1);
  return { prompts };
}
