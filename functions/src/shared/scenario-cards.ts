/**
 * The conversation's guided scenarios as the learner sees them: 8 per level, each with its
 * Portuguese title, line and goal and its English targets. The web app downloads this module
 * alone (the intro lists the cards, the running screen shows the goal and ticks the targets);
 * what only the tutor needs (its role and opening line) is in ./scenarios.ts, which the server
 * reads. Titles, lines and goals are Portuguese (shown); targets English.
 */
import type { Level } from './rules';

export interface ScenarioCard {
  /** Stable id (sent by the web app, stored with the session): lower-case words and dashes. */
  id: string;
  /** The level it is written for: the intro offers the learner's level first. */
  level: Level;
  /** Shown on the intro's card (pt-BR). */
  title: string;
  /** One line under the title (pt-BR). */
  line: string;
  /** What the learner tries to do in it (pt-BR), shown while talking. */
  goal: string;
  /** 3 to 6 English words or phrases the learner is invited to use; the summary says which were. */
  targets: readonly string[];
}

export const SCENARIO_CARDS: readonly ScenarioCard[] = [
  // ------------------------------------------------------------------------------ beginner
  {
    id: 'apresentar-se',
    level: 'beginner',
    title: 'Apresentar-se',
    line: 'Diga seu nome, de onde você é e o que faz.',
    goal: 'Diga seu nome, sua cidade e o que você faz.',
    targets: ['my name is', 'I am from', 'I work', 'nice to meet you'],
  },
  {
    id: 'pedir-comida',
    level: 'beginner',
    title: 'Pedir comida num restaurante',
    line: 'Peça um prato e uma bebida ao garçom.',
    goal: 'Peça um prato e uma bebida e pergunte o preço.',
    targets: ['I would like', 'please', 'water', 'how much', 'the check'],
  },
  {
    id: 'cafeteria',
    level: 'beginner',
    title: 'Pedir um café',
    line: 'Escolha um café e um lanche na cafeteria.',
    goal: 'Peça uma bebida e um lanche, e diga se é para viagem.',
    targets: ['a coffee', 'small', 'to go', 'thank you'],
  },
  {
    id: 'rotina',
    level: 'beginner',
    title: 'Falar da sua rotina',
    line: 'Conte o que você faz num dia normal.',
    goal: 'Diga a que horas acorda, o que faz de manhã e à noite.',
    targets: ['I wake up', 'every day', 'in the morning', 'at night', 'I go to'],
  },
  {
    id: 'familia',
    level: 'beginner',
    title: 'Falar da sua família',
    line: 'Apresente as pessoas da sua família.',
    goal: 'Diga quem é da sua família e um pouco sobre cada um.',
    targets: ['my mother', 'my father', 'brother', 'sister', 'I have'],
  },
  {
    id: 'compras-roupa',
    level: 'beginner',
    title: 'Comprar roupa',
    line: 'Procure uma peça de roupa numa loja.',
    goal: 'Diga o que procura, o tamanho e a cor, e pergunte o preço.',
    targets: ['I am looking for', 'size', 'color', 'how much', 'can I try'],
  },
  {
    id: 'pedir-informacoes',
    level: 'beginner',
    title: 'Pedir informações na rua',
    line: 'Pergunte como chegar a um lugar da cidade.',
    goal: 'Pergunte onde fica um lugar e entenda o caminho.',
    targets: ['excuse me', 'where is', 'turn left', 'turn right', 'near'],
  },
  {
    id: 'fim-de-semana',
    level: 'beginner',
    title: 'Planejar o fim de semana',
    line: 'Combine um passeio com um amigo.',
    goal: 'Sugira um lugar, um dia e um horário para sair.',
    targets: ['let’s go', 'on Saturday', 'what time', 'I like', 'see you'],
  },
  // -------------------------------------------------------------------------- intermediate
  {
    id: 'check-in-hotel',
    level: 'intermediate',
    title: 'Fazer check-in no hotel',
    line: 'Chegue ao hotel e resolva sua reserva.',
    goal: 'Dê o nome da reserva, confirme as noites e pergunte pelo café da manhã.',
    targets: ['reservation', 'check in', 'nights', 'breakfast', 'Wi-Fi'],
  },
  {
    id: 'marcar-consulta',
    level: 'intermediate',
    title: 'Marcar uma consulta',
    line: 'Ligue para o consultório e marque um horário.',
    goal: 'Explique o motivo, escolha dia e horário e confirme.',
    targets: ['appointment', 'available', 'on Monday', 'I feel', 'confirm'],
  },
  {
    id: 'aeroporto',
    level: 'intermediate',
    title: 'No aeroporto',
    line: 'Faça o check-in do seu voo no balcão.',
    goal: 'Mostre o passaporte, despache a mala e pergunte pelo portão.',
    targets: ['passport', 'boarding pass', 'luggage', 'aisle seat', 'gate'],
  },
  {
    id: 'alugar-apartamento',
    level: 'intermediate',
    title: 'Alugar um apartamento',
    line: 'Converse com o dono sobre um apartamento.',
    goal: 'Pergunte o aluguel, os quartos e quando pode se mudar.',
    targets: ['rent', 'bedroom', 'deposit', 'move in', 'furnished'],
  },
  {
    id: 'farmacia',
    level: 'intermediate',
    title: 'Na farmácia',
    line: 'Explique o que sente e peça um remédio.',
    goal: 'Descreva os sintomas e entenda como tomar o remédio.',
    targets: ['headache', 'since yesterday', 'medicine', 'twice a day', 'allergic'],
  },
  {
    id: 'reclamar-pedido',
    level: 'intermediate',
    title: 'Reclamar de um pedido',
    line: 'Sua compra chegou errada: resolva com a loja.',
    goal: 'Explique o problema e peça uma troca ou reembolso.',
    targets: ['order', 'wrong', 'refund', 'exchange', 'delivery'],
  },
  {
    id: 'viagem-ferias',
    level: 'intermediate',
    title: 'Contar sobre uma viagem',
    line: 'Fale de uma viagem que você fez.',
    goal: 'Diga aonde foi, com quem, e o que mais gostou.',
    targets: ['I went to', 'last year', 'we visited', 'the best part', 'I stayed'],
  },
  {
    id: 'restaurante-reserva',
    level: 'intermediate',
    title: 'Reservar uma mesa',
    line: 'Ligue para um restaurante e faça uma reserva.',
    goal: 'Diga o dia, o horário, quantas pessoas e um pedido especial.',
    targets: ['table for', 'tonight', 'at eight', 'outside', 'birthday'],
  },
  // ------------------------------------------------------------------------------ advanced
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

/** The card of an id, or undefined. */
export function scenarioCardById(id: string): ScenarioCard | undefined {
  return SCENARIO_CARDS.find((card) => card.id === id);
}

/** The cards of a level, in the order the intro shows them. */
export function scenarioCardsOf(level: Level): ScenarioCard[] {
  return SCENARIO_CARDS.filter((card) => card.level === level);
}
