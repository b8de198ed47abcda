/**
 * The writing practice's own texts, in Portuguese (pt-BR): apart from ./index.ts so that the other
 * routes, the speaking practice's first of all, do not download them.
 */
import { firstWrong } from './index';

export const writingMessages = {
  answerLabel: 'Escreva o que você ouviu',
  answerHint: 'Enter responde; Ctrl + Espaço ouve de novo sem sair do campo.',
  submit: 'Responder',
  right: 'Parabéns! Você acertou.',
  wrong: 'Você errou! Tente novamente.',
  tryAgain: 'Tentar novamente',
  yourWords: 'Suas palavras:',
  firstWrong,
  missingBefore: (word: string) => `Falta uma palavra antes de “${word}”.`,
  missingAtEnd: 'A frase continua depois da última palavra que você escreveu.',
} as const;
