/**
 * The guided conversation's sentences (issue 29), in Portuguese (pt-BR): the scenarios on the
 * conversation's intro, what the running conversation adds (the scenario's goal and targets,
 * "Traduzir", "Ouvir devagar", the correction brought back, the line heard to check, the question
 * before 'Encerrar') and "Conversas anteriores". Apart
 * from ./messages.ts so that only the conversation's screens download them; the history's are in
 * ./messages-history.ts.
 */
import { messages } from './messages';

export const conversationMessages = {
  choice: {
    legend: 'Escolha a conversa',
    freeTalk: 'Conversa livre',
    freeTalkLine: 'Fale sobre o que quiser; o tutor acompanha você.',
    levelsLegend: 'Situações do nível',
    loading: 'Carregando as situações…',
    history: 'Conversas anteriores',
  },
  scenario: {
    label: 'Situação',
    goal: 'Objetivo',
    targets: 'Tente usar',
    used: 'usada',
    notUsed: 'ainda não usada',
    targetsUsed: (used: number, all: number) => `Você usou ${used} de ${all} expressões`,
  },
  opening: {
    loading: 'O tutor está começando…',
    broughtBackTitle: 'Revisão',
    broughtBack: (said: string, better: string) =>
      `Da última vez você disse “${said}”. Tente de novo: “${better}”`,
    reviewRight: 'Isso! Agora você disse do jeito certo. 👏',
  },
  reply: {
    translate: 'Traduzir',
    hideTranslation: 'Ocultar tradução',
    slow: 'Ouvir devagar',
  },
  /** What was heard, shown to check before it goes to the tutor. */
  heard: {
    label: 'Confira o que ouvimos',
    hint: 'Se não foi isso que você disse, corrija o texto ou fale de novo.',
    speakAgain: 'Falar de novo',
  },
  /** 'Encerrar' asks first. */
  /** The practices' question before 'Encerrar', with the conversation's way to stay. */
  end: { ...messages.practice.endNow, stay: 'Continuar conversando' },
};
