/**
 * The conversation's guided scenarios: role-plays with a goal and target words, 8 per level,
 * written once for both sides (the intro lists them, the server validates the id and tells the
 * tutor, the offline tutor plays them from ../services/tutor/offline/). `null` is "Conversa
 * livre". Titles, lines and goals are Portuguese (shown); roles, openings and targets English.
 */
import type { Level } from './rules';

export interface Scenario {
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
  /** Who the tutor plays, in English, for the tutor's instructions. */
  role: string;
  /** 3 to 6 English words or phrases the learner is invited to use; the summary says which were. */
  targets: readonly string[];
  /** The tutor's first line (it speaks first in a scenario), and its translation. */
  opening: { en: string; pt: string };
}

/** The free conversation's first line, when no scenario was chosen. */
export const FREE_TALK_OPENING = {
  en: 'Hi! I am your English tutor. What would you like to talk about today?',
  pt: 'Oi! Eu sou seu tutor de inglês. Sobre o que você gostaria de conversar hoje?',
} as const;

export const SCENARIOS: readonly Scenario[] = [
  // ------------------------------------------------------------------------------ beginner
  {
    id: 'apresentar-se',
    level: 'beginner',
    title: 'Apresentar-se',
    line: 'Diga seu nome, de onde você é e o que faz.',
    goal: 'Diga seu nome, sua cidade e o que você faz.',
    role: 'a friendly new classmate meeting the learner on the first day of an English course',
    targets: ['my name is', 'I am from', 'I work', 'nice to meet you'],
    opening: {
      en: 'Hi! I am Sam, I am new here. What is your name?',
      pt: 'Oi! Eu sou o Sam, sou novo aqui. Qual é o seu nome?',
    },
  },
  {
    id: 'pedir-comida',
    level: 'beginner',
    title: 'Pedir comida num restaurante',
    line: 'Peça um prato e uma bebida ao garçom.',
    goal: 'Peça um prato e uma bebida e pergunte o preço.',
    role: 'a waiter in a small restaurant taking the learner’s order',
    targets: ['I would like', 'please', 'water', 'how much', 'the check'],
    opening: {
      en: 'Good evening! Welcome to our restaurant. What would you like to eat?',
      pt: 'Boa noite! Bem-vindo ao nosso restaurante. O que você gostaria de comer?',
    },
  },
  {
    id: 'cafeteria',
    level: 'beginner',
    title: 'Pedir um café',
    line: 'Escolha um café e um lanche na cafeteria.',
    goal: 'Peça uma bebida e um lanche, e diga se é para viagem.',
    role: 'a barista in a coffee shop',
    targets: ['a coffee', 'small', 'to go', 'thank you'],
    opening: {
      en: 'Hi there! What can I get for you today?',
      pt: 'Oi! O que eu posso pegar para você hoje?',
    },
  },
  {
    id: 'rotina',
    level: 'beginner',
    title: 'Falar da sua rotina',
    line: 'Conte o que você faz num dia normal.',
    goal: 'Diga a que horas acorda, o que faz de manhã e à noite.',
    role: 'a curious friend asking about the learner’s daily routine',
    targets: ['I wake up', 'every day', 'in the morning', 'at night', 'I go to'],
    opening: {
      en: 'Tell me about your day. What time do you wake up?',
      pt: 'Me conte sobre o seu dia. A que horas você acorda?',
    },
  },
  {
    id: 'familia',
    level: 'beginner',
    title: 'Falar da sua família',
    line: 'Apresente as pessoas da sua família.',
    goal: 'Diga quem é da sua família e um pouco sobre cada um.',
    role: 'a friend who wants to know about the learner’s family',
    targets: ['my mother', 'my father', 'brother', 'sister', 'I have'],
    opening: {
      en: 'I would love to know about your family. Do you have brothers or sisters?',
      pt: 'Eu adoraria saber sobre a sua família. Você tem irmãos ou irmãs?',
    },
  },
  {
    id: 'compras-roupa',
    level: 'beginner',
    title: 'Comprar roupa',
    line: 'Procure uma peça de roupa numa loja.',
    goal: 'Diga o que procura, o tamanho e a cor, e pergunte o preço.',
    role: 'a shop assistant in a clothes shop',
    targets: ['I am looking for', 'size', 'color', 'how much', 'can I try'],
    opening: {
      en: 'Hello! Can I help you find something today?',
      pt: 'Olá! Posso ajudar você a encontrar alguma coisa hoje?',
    },
  },
  {
    id: 'pedir-informacoes',
    level: 'beginner',
    title: 'Pedir informações na rua',
    line: 'Pergunte como chegar a um lugar da cidade.',
    goal: 'Pergunte onde fica um lugar e entenda o caminho.',
    role: 'a kind local person on the street giving directions',
    targets: ['excuse me', 'where is', 'turn left', 'turn right', 'near'],
    opening: {
      en: 'Hi! You look a little lost. Can I help you?',
      pt: 'Oi! Você parece um pouco perdido. Posso ajudar?',
    },
  },
  {
    id: 'fim-de-semana',
    level: 'beginner',
    title: 'Planejar o fim de semana',
    line: 'Combine um passeio com um amigo.',
    goal: 'Sugira um lugar, um dia e um horário para sair.',
    role: 'a friend making weekend plans with the learner',
    targets: ['let’s go', 'on Saturday', 'what time', 'I like', 'see you'],
    opening: {
      en: 'Hey! Are you free this weekend? Let’s do something fun!',
      pt: 'Ei! Você está livre neste fim de semana? Vamos fazer algo divertido!',
    },
  },
  // -------------------------------------------------------------------------- intermediate
  {
    id: 'check-in-hotel',
    level: 'intermediate',
    title: 'Fazer check-in no hotel',
    line: 'Chegue ao hotel e resolva sua reserva.',
    goal: 'Dê o nome da reserva, confirme as noites e pergunte pelo café da manhã.',
    role: 'a hotel receptionist checking the learner in',
    targets: ['reservation', 'check in', 'nights', 'breakfast', 'Wi-Fi'],
    opening: {
      en: 'Good afternoon, welcome to the Grand Hotel. Do you have a reservation with us?',
      pt: 'Boa tarde, bem-vindo ao Grand Hotel. Você tem uma reserva conosco?',
    },
  },
  {
    id: 'marcar-consulta',
    level: 'intermediate',
    title: 'Marcar uma consulta',
    line: 'Ligue para o consultório e marque um horário.',
    goal: 'Explique o motivo, escolha dia e horário e confirme.',
    role: 'a receptionist at a doctor’s office on the phone',
    targets: ['appointment', 'available', 'on Monday', 'I feel', 'confirm'],
    opening: {
      en: 'Good morning, Dr. Lee’s office. How can I help you?',
      pt: 'Bom dia, consultório da Dra. Lee. Como posso ajudar?',
    },
  },
  {
    id: 'aeroporto',
    level: 'intermediate',
    title: 'No aeroporto',
    line: 'Faça o check-in do seu voo no balcão.',
    goal: 'Mostre o passaporte, despache a mala e pergunte pelo portão.',
    role: 'an airline agent at the check-in desk',
    targets: ['passport', 'boarding pass', 'luggage', 'aisle seat', 'gate'],
    opening: {
      en: 'Good morning! Where are you flying today? May I see your passport?',
      pt: 'Bom dia! Para onde você vai voar hoje? Posso ver o seu passaporte?',
    },
  },
  {
    id: 'alugar-apartamento',
    level: 'intermediate',
    title: 'Alugar um apartamento',
    line: 'Converse com o dono sobre um apartamento.',
    goal: 'Pergunte o aluguel, os quartos e quando pode se mudar.',
    role: 'a landlord showing an apartment for rent',
    targets: ['rent', 'bedroom', 'deposit', 'move in', 'furnished'],
    opening: {
      en: 'Hi, thanks for coming to see the apartment. What would you like to know?',
      pt: 'Oi, obrigado por vir ver o apartamento. O que você gostaria de saber?',
    },
  },
  {
    id: 'farmacia',
    level: 'intermediate',
    title: 'Na farmácia',
    line: 'Explique o que sente e peça um remédio.',
    goal: 'Descreva os sintomas e entenda como tomar o remédio.',
    role: 'a pharmacist helping the learner choose a medicine',
    targets: ['headache', 'since yesterday', 'medicine', 'twice a day', 'allergic'],
    opening: {
      en: 'Hello, how can I help you? Are you feeling okay?',
      pt: 'Olá, como posso ajudar? Você está se sentindo bem?',
    },
  },
  {
    id: 'reclamar-pedido',
    level: 'intermediate',
    title: 'Reclamar de um pedido',
    line: 'Sua compra chegou errada: resolva com a loja.',
    goal: 'Explique o problema e peça uma troca ou reembolso.',
    role: 'a customer service agent of an online shop',
    targets: ['order', 'wrong', 'refund', 'exchange', 'delivery'],
    opening: {
      en: 'Thank you for calling customer service. What seems to be the problem?',
      pt: 'Obrigado por ligar para o atendimento. Qual parece ser o problema?',
    },
  },
  {
    id: 'viagem-ferias',
    level: 'intermediate',
    title: 'Contar sobre uma viagem',
    line: 'Fale de uma viagem que você fez.',
    goal: 'Diga aonde foi, com quem, e o que mais gostou.',
    role: 'a friend curious about the learner’s last trip',
    targets: ['I went to', 'last year', 'we visited', 'the best part', 'I stayed'],
    opening: {
      en: 'I heard you travelled recently! Where did you go?',
      pt: 'Ouvi dizer que você viajou recentemente! Para onde você foi?',
    },
  },
  {
    id: 'restaurante-reserva',
    level: 'intermediate',
    title: 'Reservar uma mesa',
    line: 'Ligue para um restaurante e faça uma reserva.',
    goal: 'Diga o dia, o horário, quantas pessoas e um pedido especial.',
    role: 'a restaurant host taking a phone reservation',
    targets: ['table for', 'tonight', 'at eight', 'outside', 'birthday'],
    opening: {
      en: 'Good afternoon, Bella Cucina. Would you like to make a reservation?',
      pt: 'Boa tarde, Bella Cucina. Você gostaria de fazer uma reserva?',
    },
  },
  // ------------------------------------------------------------------------------ advanced
  {
    id: 'entrevista-emprego',
    level: 'advanced',
    title: 'Entrevista de emprego',
    line: 'Apresente-se numa entrevista para uma vaga.',
    goal: 'Fale da sua experiência, de uma conquista e por que quer a vaga.',
    role: 'a hiring manager interviewing the learner for a job',
    targets: ['experience', 'I was responsible for', 'strengths', 'team', 'I am looking for'],
    opening: {
      en: 'Thank you for coming in today. Could you start by telling me a little about yourself?',
      pt: 'Obrigado por vir hoje. Você poderia começar me contando um pouco sobre você?',
    },
  },
  {
    id: 'reuniao-trabalho',
    level: 'advanced',
    title: 'Reunião de trabalho',
    line: 'Apresente o andamento de um projeto.',
    goal: 'Conte o que foi feito, um problema e o próximo passo.',
    role: 'a manager in a weekly project meeting',
    targets: ['deadline', 'so far', 'the issue is', 'next step', 'I suggest'],
    opening: {
      en: 'Okay, let’s get started. How is your project going this week?',
      pt: 'Certo, vamos começar. Como está indo o seu projeto nesta semana?',
    },
  },
  {
    id: 'negociar-preco',
    level: 'advanced',
    title: 'Negociar um preço',
    line: 'Negocie o valor de um serviço com um fornecedor.',
    goal: 'Peça um desconto, justifique e chegue a um acordo.',
    role: 'a supplier discussing a price with a client',
    targets: ['discount', 'budget', 'in the long term', 'deal', 'I can offer'],
    opening: {
      en: 'Thanks for meeting me. So, what did you think of our proposal?',
      pt: 'Obrigado por se reunir comigo. Então, o que você achou da nossa proposta?',
    },
  },
  {
    id: 'dar-opiniao',
    level: 'advanced',
    title: 'Dar sua opinião',
    line: 'Discuta se o trabalho remoto é melhor.',
    goal: 'Dê sua opinião, um argumento e um exemplo.',
    role: 'a colleague debating remote work with the learner',
    targets: ['in my opinion', 'on the other hand', 'for example', 'I agree', 'however'],
    opening: {
      en: 'Some people say working from home is better than the office. What do you think?',
      pt: 'Algumas pessoas dizem que trabalhar de casa é melhor do que no escritório. O que você acha?',
    },
  },
  {
    id: 'resolver-problema',
    level: 'advanced',
    title: 'Suporte técnico',
    line: 'Explique um problema no seu computador.',
    goal: 'Descreva o problema, o que já tentou e combine uma solução.',
    role: 'an IT support technician on a call',
    targets: ['it keeps', 'I have already tried', 'error message', 'restart', 'as soon as possible'],
    opening: {
      en: 'IT support, this is Alex speaking. What seems to be the problem?',
      pt: 'Suporte de TI, aqui é o Alex. Qual parece ser o problema?',
    },
  },
  {
    id: 'pequena-conversa',
    level: 'advanced',
    title: 'Conversa num evento',
    line: 'Puxe conversa com alguém num evento de trabalho.',
    goal: 'Apresente-se, descubra o que a pessoa faz e troque contatos.',
    role: 'a professional meeting the learner at a networking event',
    targets: ['what brings you', 'I work in', 'how long', 'keep in touch', 'LinkedIn'],
    opening: {
      en: 'Hi, great event, isn’t it? I don’t think we have met. I am Jordan.',
      pt: 'Oi, ótimo evento, não é? Acho que ainda não nos conhecemos. Eu sou o Jordan.',
    },
  },
  {
    id: 'apresentar-ideia',
    level: 'advanced',
    title: 'Apresentar uma ideia',
    line: 'Convença seu chefe a testar uma ideia nova.',
    goal: 'Explique a ideia, o benefício e como medir o resultado.',
    role: 'a busy manager listening to the learner’s proposal',
    targets: ['the idea is', 'benefit', 'it would help', 'cost', 'we could try'],
    opening: {
      en: 'I have ten minutes. You said you have an idea for the team?',
      pt: 'Eu tenho dez minutos. Você disse que tem uma ideia para a equipe?',
    },
  },
  {
    id: 'mudar-de-pais',
    level: 'advanced',
    title: 'Morar fora',
    line: 'Converse sobre os prós e contras de morar em outro país.',
    goal: 'Compare o Brasil com outro país e diga o que faria.',
    role: 'a friend who lived abroad talking about moving to another country',
    targets: ['if I moved', 'I would', 'culture', 'I would miss', 'the main difference'],
    opening: {
      en: 'Have you ever thought about living in another country? Where would you go?',
      pt: 'Você já pensou em morar em outro país? Para onde você iria?',
    },
  },
];

/** The scenario of an id, or undefined (an unknown id is a 400 where a request names one). */
export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id);
}

/** The scenarios of a level, in the order the intro shows them. */
export function scenariosOf(level: Level): Scenario[] {
  return SCENARIOS.filter((scenario) => scenario.level === level);
}
