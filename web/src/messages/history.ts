/**
 * "Conversas anteriores", in Portuguese (pt-BR): the kept conversations' list and one of them
 * whole. Loaded by features/conversation/kept-lessons (and the profile's link), apart from
 * ./index.ts so that only those screens download them.
 */

import { HISTORY_DAYS } from '@shared/rules';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** An ISO instant as dd/mm/aaaa, hh:mm, in São Paulo's calendar. */
export function brDateTime(value: string): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const options = { timeZone: 'America/Sao_Paulo' } as const;
  const day = instant.toLocaleDateString('pt-BR', options);
  const time = instant.toLocaleTimeString('pt-BR', { ...options, hour: '2-digit', minute: '2-digit' });
  return `${day}, ${time}`;
}

export const historyMessages = {
  title: 'Conversas anteriores',
  lead: `Suas conversas dos últimos ${HISTORY_DAYS} dias, com as correções do tutor.`,
  loading: 'Carregando suas conversas…',
  empty: `Você ainda não tem conversas nos últimos ${HISTORY_DAYS} dias. Que tal começar uma agora?`,
  startOne: 'Conversar agora',
  loadError: 'Não foi possível carregar suas conversas. Verifique sua conexão e tente de novo.',
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
  targetsUsed: (used: number, all: number) => `Você usou ${used} de ${all}`,
  broughtBackTitle: 'Revisão desta conversa',
  broughtBackRight: 'Você disse certo desta vez.',
  broughtBackNotYet: 'Ainda não dita do jeito certo.',
};
