/**
 * The conversation's sentences, in Portuguese (pt-BR): the scenarios on the conversation's
 * intro, the running conversation (its timer, bubbles, points and summary), what a guided one adds (the scenario's goal and targets,
 * "Traduzir", "Ouvir devagar", the correction brought back, the line heard to check, the question
 * before 'Encerrar') and "Conversas anteriores". Loaded by features/conversation, the intro's
 * scenario choice and the kept lessons, apart from ./index.ts so that only the conversation's
 * screens download them; the history's own are in ./history.ts.
 */
import { DAILY_CONVERSATION_POINTS, MIN_PROMPT_WORDS } from '@shared/rules';
import { FEMININE_COUNT, messages, SESSION_MINUTES } from './index';

export const conversationMessages = {
  countdownLabel: 'Tempo restante',
  score: (points: number) => `${points} pontos`,
  scoreLabel: 'Pontos nesta conversa',
  total: (points: number) => `Total no ranking: ${points} pontos`,
  transcriptLabel: 'Conversa',
  empty: 'Toque em Falar e diga olá em inglês, ou escreva abaixo.',
  you: 'Você',
  tutor: 'Tutor',
  waiting: 'O tutor está pensando…',
  typeLabel: 'Ou escreva em inglês',
  typeOnly:
    'Este navegador não deixa o site usar o microfone: escreva suas frases abaixo, ou abra o link no Chrome ou no Safari para falar.',
  microphoneWhy: 'Vamos pedir acesso ao microfone para ouvir o que você diz ao tutor. Toque em Permitir.',
  send: 'Enviar',
  replay: 'Ouvir de novo',
  stop: 'Encerrar',
  failed: 'Erro ao responder.',
  noPointsShort: `Sem pontos: use pelo menos ${FEMININE_COUNT[MIN_PROMPT_WORDS]} palavras.`,
  noPointsRepeated: 'Sem pontos: você já disse isso nesta conversa.',
  voiceDone: 'A voz do tutor já descansou por hoje. As respostas continuam em texto, e amanhã ela volta!',
  dailyCap: `Você já ganhou os ${DAILY_CONVERSATION_POINTS} pontos de conversa de hoje. Pode continuar conversando, mas as próximas respostas não valem pontos.`,
  summaryTitle: 'Conversa encerrada',
  timeUp: `Os ${SESSION_MINUTES} minutos acabaram. Ótima prática!`,
  replies: (count: number) => `${count} ${count === 1 ? 'resposta' : 'respostas'} do tutor`,
  earned: (points: number) => `${points} pontos ganhos`,
  correctionsTitle: 'Correções da conversa',
  noCorrections: 'Nenhuma correção: muito bem!',
  again: 'Conversar de novo',
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
