/**
 * The practices' final screens (`/tela-final-writing`, `/tela-final-speaking`) and the
 * conversation's summary, in Portuguese (pt-BR). Apart from ./index.ts so that the practice
 * routes, which every learner loads first, do not download them.
 */
export const finalScreenMessages = {
  writingTitle: 'Prática de escrita concluída',
  speakingTitle: 'Prática de fala concluída',
  pointsLabel: 'Pontos nesta prática',
  points: (points: number) => `${points} pontos`,
  notFinished: 'Ainda não concluiu',
  notFinishedHint: 'Faça a prática até o fim para ver sua pontuação aqui.',
  backToStart: 'Voltar ao início',
  again: 'Praticar de novo',
  review: {
    title: 'Revisão da prática',
    right: 'Acertou',
    wrong: 'Errou',
    skipped: 'Pulou',
    wrote: 'Você escreveu:',
    said: 'Você disse:',
    noAnswer: 'Sem resposta.',
    replay: (phrase: string) => `Ouvir “${phrase}”`,
  },
} as const;
