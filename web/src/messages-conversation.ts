/**
 * The guided conversation's sentences (issue 29), in Portuguese (pt-BR): the scenarios on the
 * conversation's intro, what the running conversation adds (the scenario's goal and targets,
 * "Traduzir", "Ouvir devagar", the correction brought back) and "Conversas anteriores". Apart
 * from ./messages.ts so that only the conversation's and the history's screens download them.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** An ISO instant as dd/mm/aaaa, in São Paulo's calendar. */
export function brDateTime(value: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const options = { timeZone: 'America/Sao_Paulo' } as const;
  const day = instant.toLocaleDateString('pt-BR', options);
  const time = instant.toLocaleTimeString('pt-BR', { ...options, hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time}`;
}

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
  history: {
    title: 'Conversas anteriores',
    lead: 'Suas conversas dos últimos 30 dias, com as correções do tutor.',
    loading: 'Carregando suas conversas…',
    empty: 'Você ainda não tem conversas nos últimos 30 dias. Que tal começar uma agora?',
    startOne: 'Conversar agora',
    loadError: 'Não foi possível carregar suas conversas. Verifique sua conexão e tente de novo.',
    retry: 'Tentar novamente',
    freeTalk: 'Conversa livre',
    minutes: (count: number) => plural(count, 'minuto', 'minutos'),
    points: (count: number) => plural(count, 'ponto', 'pontos'),
    corrections: (count: number) => plural(count, 'correção', 'correções'),
    noCorrections: 'Nenhuma correção',
    open: 'Ver a conversa',
    back: 'Voltar às conversas',
    sessionTitle: 'Conversa',
    notFound: 'Esta conversa não existe mais ou não é sua.',
    turnsLabel: 'Falas da conversa',
    you: 'Você',
    tutor: 'Tutor',
    correctionsTitle: 'Correções',
    targetsTitle: 'Expressões da situação',
    broughtBackTitle: 'Revisão desta conversa',
    broughtBackRight: 'Você disse certo desta vez.',
    broughtBackNotYet: 'Ainda não dita do jeito certo.',
  },
};
