/**
 * A practice left running by a reload, offered again on its intro (features/practice/gate/
 * resume-offer.tsx, which alone loads this), in Portuguese (pt-BR). Apart from ./index.ts so that
 * only the offer's chunk, loaded when a practice waits on the device, downloads them.
 */
export const resumeMessages = {
  title: 'Continuar a prática?',
  text: (points: number) =>
    `Você parou no meio de uma prática${points > 0 ? ` com ${points} pontos` : ''}. Continue de onde parou: os áudios que você já ouviu não contam de novo.`,
  go: 'Continuar a prática',
  another: 'Começar outra',
} as const;
