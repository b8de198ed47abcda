/**
 * The conversation's guided scenarios: role-plays with a goal and target words, 8 per level,
 * written once for both sides (the intro lists them, the server validates the id and tells the
 * tutor, the offline tutor plays them from ../services/tutor/offline/). `null` is "Conversa
 * livre". Titles, lines and goals are Portuguese (shown); roles, openings and targets English.
 */
import type { Level } from './rules';
import { SCENARIO_CARDS, type ScenarioCard } from './scenario-cards';

/** A scenario as the tutor plays it: its card (./scenario-cards.ts), its role and its first line. */
export interface Scenario extends ScenarioCard {
  /** Who the tutor plays, in English, for the tutor's instructions. */
  role: string;
  /** The tutor's first line (it speaks first in a scenario), and its translation. */
  opening: { en: string; pt: string };
}

/** The free conversation's first line, when no scenario was chosen. */
export const FREE_TALK_OPENING = {
  en: 'Hi! I am your English tutor. What would you like to talk about today?',
  pt: 'Oi! Eu sou seu tutor de inglês. Sobre o que você gostaria de conversar hoje?',
} as const;

/** What only the tutor needs of each scenario, by id: the web app never downloads it. */
const SCRIPTS: Readonly<Record<string, Pick<Scenario, 'role' | 'opening'>>> = {
  // ------------------------------------------------------------------------------ beginner
  'apresentar-se': {
    role: 'a friendly new classmate meeting the learner on the first day of an English course',
    opening: {
      en: 'Hi! I am Sam, I am new here. What is your name?',
      pt: 'Oi! Eu sou o Sam, sou novo aqui. Qual é o seu nome?',
    },
  },
  'pedir-comida': {
    role: 'a waiter in a small restaurant taking the learner’s order',
    opening: {
      en: 'Good evening! Welcome to our restaurant. What would you like to eat?',
      pt: 'Boa noite! Bem-vindo ao nosso restaurante. O que você gostaria de comer?',
    },
  },
  cafeteria: {
    role: 'a barista in a coffee shop',
    opening: {
      en: 'Hi there! What can I get for you today?',
      pt: 'Oi! O que eu posso pegar para você hoje?',
    },
  },
  rotina: {
    role: 'a curious friend asking about the learner’s daily routine',
    opening: {
      en: 'Tell me about your day. What time do you wake up?',
      pt: 'Me conte sobre o seu dia. A que horas você acorda?',
    },
  },
  familia: {
    role: 'a friend who wants to know about the learner’s family',
    opening: {
      en: 'I would love to know about your family. Do you have brothers or sisters?',
      pt: 'Eu adoraria saber sobre a sua família. Você tem irmãos ou irmãs?',
    },
  },
  'compras-roupa': {
    role: 'a shop assistant in a clothes shop',
    opening: {
      en: 'Hello! Can I help you find something today?',
      pt: 'Olá! Posso ajudar você a encontrar alguma coisa hoje?',
    },
  },
  'pedir-informacoes': {
    role: 'a kind local person on the street giving directions',
    opening: {
      en: 'Hi! You look a little lost. Can I help you?',
      pt: 'Oi! Você parece um pouco perdido. Posso ajudar?',
    },
  },
  'fim-de-semana': {
    role: 'a friend making weekend plans with the learner',
    opening: {
      en: 'Hey! Are you free this weekend? Let’s do something fun!',
      pt: 'Ei! Você está livre neste fim de semana? Vamos fazer algo divertido!',
    },
  },
  // -------------------------------------------------------------------------- intermediate
  'check-in-hotel': {
    role: 'a hotel receptionist checking the learner in',
    opening: {
      en: 'Good afternoon, welcome to the Grand Hotel. Do you have a reservation with us?',
      pt: 'Boa tarde, bem-vindo ao Grand Hotel. Você tem uma reserva conosco?',
    },
  },
  'marcar-consulta': {
    role: 'a receptionist at a doctor’s office on the phone',
    opening: {
      en: 'Good morning, Dr. Lee’s office. How can I help you?',
      pt: 'Bom dia, consultório da Dra. Lee. Como posso ajudar?',
    },
  },
  aeroporto: {
    role: 'an airline agent at the check-in desk',
    opening: {
      en: 'Good morning! Where are you flying today? May I see your passport?',
      pt: 'Bom dia! Para onde você vai voar hoje? Posso ver o seu passaporte?',
    },
  },
  'alugar-apartamento': {
    role: 'a landlord showing an apartment for rent',
    opening: {
      en: 'Hi, thanks for coming to see the apartment. What would you like to know?',
      pt: 'Oi, obrigado por vir ver o apartamento. O que você gostaria de saber?',
    },
  },
  farmacia: {
    role: 'a pharmacist helping the learner choose a medicine',
    opening: {
      en: 'Hello, how can I help you? Are you feeling okay?',
      pt: 'Olá, como posso ajudar? Você está se sentindo bem?',
    },
  },
  'reclamar-pedido': {
    role: 'a customer service agent of an online shop',
    opening: {
      en: 'Thank you for calling customer service. What seems to be the problem?',
      pt: 'Obrigado por ligar para o atendimento. Qual parece ser o problema?',
    },
  },
  'viagem-ferias': {
    role: 'a friend curious about the learner’s last trip',
    opening: {
      en: 'I heard you travelled recently! Where did you go?',
      pt: 'Ouvi dizer que você viajou recentemente! Para onde você foi?',
    },
  },
  'restaurante-reserva': {
    role: 'a restaurant host taking a phone reservation',
    opening: {
      en: 'Good afternoon, Bella Cucina. Would you like to make a reservation?',
      pt: 'Boa tarde, Bella Cucina. Você gostaria de fazer uma reserva?',
    },
  },
  // ------------------------------------------------------------------------------ advanced
  'entrevista-emprego': {
    role: 'a hiring manager interviewing the learner for a job',
    opening: {
      en: 'Thank you for coming in today. Could you start by telling me a little about yourself?',
      pt: 'Obrigado por vir hoje. Você poderia começar me contando um pouco sobre você?',
    },
  },
  'reuniao-trabalho': {
    role: 'a manager in a weekly project meeting',
    opening: {
      en: 'Okay, let’s get started. How is your project going this week?',
      pt: 'Certo, vamos começar. Como está indo o seu projeto nesta semana?',
    },
  },
  'negociar-preco': {
    role: 'a supplier discussing a price with a client',
    opening: {
      en: 'Thanks for meeting me. So, what did you think of our proposal?',
      pt: 'Obrigado por se reunir comigo. Então, o que você achou da nossa proposta?',
    },
  },
  'dar-opiniao': {
    role: 'a colleague debating remote work with the learner',
    opening: {
      en: 'Some people say working from home is better than the office. What do you think?',
      pt: 'Algumas pessoas dizem que trabalhar de casa é melhor do que no escritório. O que você acha?',
    },
  },
  'resolver-problema': {
    role: 'an IT support technician on a call',
    opening: {
      en: 'IT support, this is Alex speaking. What seems to be the problem?',
      pt: 'Suporte de TI, aqui é o Alex. Qual parece ser o problema?',
    },
  },
  'pequena-conversa': {
    role: 'a professional meeting the learner at a networking event',
    opening: {
      en: 'Hi, great event, isn’t it? I don’t think we have met. I am Jordan.',
      pt: 'Oi, ótimo evento, não é? Acho que ainda não nos conhecemos. Eu sou o Jordan.',
    },
  },
  'apresentar-ideia': {
    role: 'a busy manager listening to the learner’s proposal',
    opening: {
      en: 'I have ten minutes. You said you have an idea for the team?',
      pt: 'Eu tenho dez minutos. Você disse que tem uma ideia para a equipe?',
    },
  },
  'mudar-de-pais': {
    role: 'a friend who lived abroad talking about moving to another country',
    opening: {
      en: 'Have you ever thought about living in another country? Where would you go?',
      pt: 'Você já pensou em morar em outro país? Para onde você iria?',
    },
  },
};

/** Marked pure: a bundle that imports this module without reading SCENARIOS (the web app's) leaves it out. */
export const SCENARIOS: readonly Scenario[] = /* @__PURE__ */ SCENARIO_CARDS.map((card) => {
  const script = SCRIPTS[card.id];
  if (!script) throw new Error(`scenarios: no role and opening for ${card.id}`);
  return { ...card, ...script };
});

/** The scenario of an id, or undefined (an unknown id is a 400 where a request names one). */
export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id);
}

/** The scenarios of a level, in the order the intro shows them. */
export function scenariosOf(level: Level): Scenario[] {
  return SCENARIOS.filter((scenario) => scenario.level === level);
}
