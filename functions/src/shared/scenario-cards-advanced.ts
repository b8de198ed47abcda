/** The advanced scenarios' cards, in the order the intro shows them (./scenario-card.ts). */
import type { ScenarioCard } from './scenario-card';

export const ADVANCED_CARDS: readonly ScenarioCard[] = [
  {
    id: 'entrevista-emprego',
    level: 'advanced',
    title: 'Entrevista de emprego',
    line: 'Apresente-se numa entrevista para uma vaga.',
    goal: 'Fale da sua experiência, de uma conquista e por que quer a vaga.',
    targets: ['experience', 'I was responsible for', 'strengths', 'team', 'I am looking for'],
  },
  {
    id: 'reuniao-trabalho',
    level: 'advanced',
    title: 'Reunião de trabalho',
    line: 'Apresente o andamento de um projeto.',
    goal: 'Conte o que foi feito, um problema e o próximo passo.',
    targets: ['deadline', 'so far', 'the issue is', 'next step', 'I suggest'],
  },
  {
    id: 'negociar-preco',
    level: 'advanced',
    title: 'Negociar um preço',
    line: 'Negocie o valor de um serviço com um fornecedor.',
    goal: 'Peça um desconto, justifique e chegue a um acordo.',
    targets: ['discount', 'budget', 'in the long term', 'deal', 'I can offer'],
  },
  {
    id: 'dar-opiniao',
    level: 'advanced',
    title: 'Dar sua opinião',
    line: 'Discuta se o trabalho remoto é melhor.',
    goal: 'Dê sua opinião, um argumento e um exemplo.',
    targets: ['in my opinion', 'on the other hand', 'for example', 'I agree', 'however'],
  },
  {
    id: 'resolver-problema',
    level: 'advanced',
    title: 'Suporte técnico',
    line: 'Explique um problema no seu computador.',
    goal: 'Descreva o problema, o que já tentou e combine uma solução.',
    targets: ['it keeps', 'I have already tried', 'error message', 'restart', 'as soon as possible'],
  },
  {
    id: 'pequena-conversa',
    level: 'advanced',
    title: 'Conversa num evento',
    line: 'Puxe conversa com alguém num evento de trabalho.',
    goal: 'Apresente-se, descubra o que a pessoa faz e troque contatos.',
    targets: ['what brings you', 'I work in', 'how long', 'keep in touch', 'LinkedIn'],
  },
  {
    id: 'apresentar-ideia',
    level: 'advanced',
    title: 'Apresentar uma ideia',
    line: 'Convença seu chefe a testar uma ideia nova.',
    goal: 'Explique a ideia, o benefício e como medir o resultado.',
    targets: ['the idea is', 'benefit', 'it would help', 'cost', 'we could try'],
  },
  {
    id: 'mudar-de-pais',
    level: 'advanced',
    title: 'Morar fora',
    line: 'Converse sobre os prós e contras de morar em outro país.',
    goal: 'Compare o Brasil com outro país e diga o que faria.',
    targets: ['if I moved', 'I would', 'culture', 'I would miss', 'the main difference'],
  },
];
