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
  /**
   * English words that belong to the scene: the offline tutor hears a learner who uses one as
   * staying in it, and a correction brought back opens it only with one of them (the
   * conversation's session-rules.ts, correctionFits).
   */
  keywords: RegExp;
  /** The tutor's first line (it speaks first in a scenario), and its translation. */
  opening: { en: string; pt: string };
}

/** The free conversation's first line, when no scenario was chosen. */
export const FREE_TALK_OPENING = {
  en: 'Hi! I am your English tutor. What would you like to talk about today?',
  pt: 'Oi! Eu sou seu tutor de inglês. Sobre o que você gostaria de conversar hoje?',
} as const;

/** What only the server needs of each scenario, by id: the web app never downloads it. */
const SCRIPTS: Readonly<Record<string, Pick<Scenario, 'role' | 'keywords' | 'opening'>>> = {
  // ------------------------------------------------------------------------------ beginner
  'apresentar-se': {
    role: 'a friendly new classmate meeting the learner on the first day of an English course',
    keywords:
      /\b(?:name|from|live|work|job|study|student|years? old|nice to meet|city|country|brazil|english|course|class|hobby|like|family)\b/i,
    opening: {
      en: 'Hi! I am Sam, I am new here. What is your name?',
      pt: 'Oi! Eu sou o Sam, sou novo aqui. Qual é o seu nome?',
    },
  },
  'pedir-comida': {
    role: 'a waiter in a small restaurant taking the learner’s order',
    keywords:
      /\b(?:eat|food|dish|menu|order|drink|water|juice|dessert|check|bill|pay|price|how much|table|please|would like|hungry|cash|card|tip)\b/i,
    opening: {
      en: 'Good evening! Welcome to our restaurant. What would you like to eat?',
      pt: 'Boa noite! Bem-vindo ao nosso restaurante. O que você gostaria de comer?',
    },
  },
  cafeteria: {
    role: 'a barista in a coffee shop',
    keywords:
      /\b(?:coffee|tea|latte|cappuccino|espresso|milk|sugar|small|medium|large|to go|here|snack|cake|muffin|croissant|cookie|sandwich|pay|card|cash|thank you|please|name|cup)\b/i,
    opening: {
      en: 'Hi there! What can I get for you today?',
      pt: 'Oi! O que eu posso pegar para você hoje?',
    },
  },
  rotina: {
    role: 'a curious friend asking about the learner’s daily routine',
    keywords:
      /\b(?:wake|get up|morning|afternoon|evening|night|breakfast|lunch|dinner|work|school|study|sleep|bed|shower|bus|car|walk|every day|usually|always|home|o'clock|am|pm|time|tv)\b/i,
    opening: {
      en: 'Tell me about your day. What time do you wake up?',
      pt: 'Me conte sobre o seu dia. A que horas você acorda?',
    },
  },
  familia: {
    role: 'a friend who wants to know about the learner’s family',
    keywords:
      /\b(?:family|mother|mom|mum|father|dad|parents?|brothers?|sisters?|sons?|daughters?|kids|children|wife|husband|grandmother|grandfather|grandma|grandpa|cousins?|uncle|aunt|baby|married|old|live|together|have)\b/i,
    opening: {
      en: 'I would love to know about your family. Do you have brothers or sisters?',
      pt: 'Eu adoraria saber sobre a sua família. Você tem irmãos ou irmãs?',
    },
  },
  'compras-roupa': {
    role: 'a shop assistant in a clothes shop',
    keywords:
      /\b(?:shirt|t-shirt|dress|jeans|pants|trousers|jacket|coat|shoes|skirt|sweater|hat|size|color|colour|small|medium|large|try|fitting room|price|how much|buy|pay|card|cash|cheap|expensive|looking for|clothes)\b/i,
    opening: {
      en: 'Hello! Can I help you find something today?',
      pt: 'Olá! Posso ajudar você a encontrar alguma coisa hoje?',
    },
  },
  'pedir-informacoes': {
    role: 'a kind local person on the street giving directions',
    keywords:
      /\b(?:where|street|left|right|straight|near|far|map|bus|station|stop|metro|subway|museum|bank|hotel|hospital|park|pharmacy|restaurant|supermarket|excuse me|go|walk|minutes?|corner|block|lost|find|way|taxi)\b/i,
    opening: {
      en: 'Hi! You look a little lost. Can I help you?',
      pt: 'Oi! Você parece um pouco perdido. Posso ajudar?',
    },
  },
  'fim-de-semana': {
    role: 'a friend making weekend plans with the learner',
    keywords:
      /\b(?:weekend|saturday|sunday|go|let’s|let's|movie|cinema|park|beach|restaurant|concert|party|museum|shopping|time|morning|afternoon|night|meet|see you|like|fun|plan|free|ticket|bus|car)\b/i,
    opening: {
      en: 'Hey! Are you free this weekend? Let’s do something fun!',
      pt: 'Ei! Você está livre neste fim de semana? Vamos fazer algo divertido!',
    },
  },
  // -------------------------------------------------------------------------- intermediate
  'check-in-hotel': {
    role: 'a hotel receptionist checking the learner in',
    keywords:
      /\b(?:reservation|booking|booked|room|check[- ]?in|check[- ]?out|nights?|breakfast|wi-?fi|password|key|card|passport|id|floor|elevator|bed|single|double|pool|gym|parking|luggage|bags?|stay|hotel|name)\b/i,
    opening: {
      en: 'Good afternoon, welcome to the Grand Hotel. Do you have a reservation with us?',
      pt: 'Boa tarde, bem-vindo ao Grand Hotel. Você tem uma reserva conosco?',
    },
  },
  'marcar-consulta': {
    role: 'a receptionist at a doctor’s office on the phone',
    keywords:
      /\b(?:appointment|doctor|available|monday|tuesday|wednesday|thursday|friday|morning|afternoon|time|feel|pain|sick|fever|headache|cough|hurt|symptoms?|insurance|confirm|name|phone|number|date|week|check-?up|medicine)\b/i,
    opening: {
      en: 'Good morning, Dr. Lee’s office. How can I help you?',
      pt: 'Bom dia, consultório da Dra. Lee. Como posso ajudar?',
    },
  },
  aeroporto: {
    role: 'an airline agent at the check-in desk',
    keywords:
      /\b(?:passport|boarding pass|luggage|bags?|suitcase|check[- ]?in|seat|aisle|window|gate|flight|fly|flying|plane|board|boarding|carry[- ]on|weigh|kilos?|liquids?|delay|terminal|london|paris|new york|miami|lisbon|ticket|visa)\b/i,
    opening: {
      en: 'Good morning! Where are you flying today? May I see your passport?',
      pt: 'Bom dia! Para onde você vai voar hoje? Posso ver o seu passaporte?',
    },
  },
  'alugar-apartamento': {
    role: 'a landlord showing an apartment for rent',
    keywords:
      /\b(?:rent|bedrooms?|bathroom|kitchen|living room|deposit|move in|furnished|furniture|lease|contract|month|monthly|bills|utilities|pets?|parking|neighbou?rhood|noise|quiet|balcony|apartment|flat|price|cost|how much|when)\b/i,
    opening: {
      en: 'Hi, thanks for coming to see the apartment. What would you like to know?',
      pt: 'Oi, obrigado por vir ver o apartamento. O que você gostaria de saber?',
    },
  },
  farmacia: {
    role: 'a pharmacist helping the learner choose a medicine',
    keywords:
      /\b(?:headache|head|stomach|throat|fever|cough|cold|flu|pain|hurts?|sick|medicine|pills?|tablets?|syrup|since|yesterday|days?|twice|once|times a day|allergic|allergy|prescription|doctor|sleep|take|water|food|symptoms?|feel|feeling)\b/i,
    opening: {
      en: 'Hello, how can I help you? Are you feeling okay?',
      pt: 'Olá, como posso ajudar? Você está se sentindo bem?',
    },
  },
  'reclamar-pedido': {
    role: 'a customer service agent of an online shop',
    keywords:
      /\b(?:order|wrong|broken|damaged|refund|exchange|return|delivery|delivered|package|parcel|box|item|size|color|colour|money|receipt|email|number|late|missing|store credit|replace|replacement|problem|bought|ordered)\b/i,
    opening: {
      en: 'Thank you for calling customer service. What seems to be the problem?',
      pt: 'Obrigado por ligar para o atendimento. Qual parece ser o problema?',
    },
  },
  'viagem-ferias': {
    role: 'a friend curious about the learner’s last trip',
    keywords:
      /\b(?:trip|travel|travelled|traveled|went|visited|visit|stayed|hotel|beach|city|country|flight|plane|bus|car|week|days|last year|last month|friends|family|food|weather|museum|photos?|best part|holiday|vacation)\b/i,
    opening: {
      en: 'I heard you travelled recently! Where did you go?',
      pt: 'Ouvi dizer que você viajou recentemente! Para onde você foi?',
    },
  },
  'restaurante-reserva': {
    role: 'a restaurant host taking a phone reservation',
    keywords:
      /\b(?:table|reservation|book|tonight|tomorrow|friday|saturday|sunday|people|persons?|at \w+|o'clock|pm|time|outside|inside|terrace|window|birthday|anniversary|cake|name|phone|number|vegetarian|allergy|high chair|parking|dinner|lunch)\b/i,
    opening: {
      en: 'Good afternoon, Bella Cucina. Would you like to make a reservation?',
      pt: 'Boa tarde, Bella Cucina. Você gostaria de fazer uma reserva?',
    },
  },
  // ------------------------------------------------------------------------------ advanced
  'entrevista-emprego': {
    role: 'a hiring manager interviewing the learner for a job',
    keywords:
      /\b(?:experience|worked|work|job|position|role|company|team|manager|project|responsible|skills?|strengths?|weakness(?:es)?|salary|career|degree|university|studied|achievement|challenge|clients?|customers?|results?|hire|interview|looking for|opportunity|years)\b/i,
    opening: {
      en: 'Thank you for coming in today. Could you start by telling me a little about yourself?',
      pt: 'Obrigado por vir hoje. Você poderia começar me contando um pouco sobre você?',
    },
  },
  'reuniao-trabalho': {
    role: 'a manager in a weekly project meeting',
    keywords:
      /\b(?:project|deadline|so far|issue|problem|next step|suggest|team|client|budget|task|tasks|delay|delayed|finished|done|progress|week|testing|launch|release|report|meeting|risk|plan|schedule|priority|resources|sprint|feature)\b/i,
    opening: {
      en: 'Okay, let’s get started. How is your project going this week?',
      pt: 'Certo, vamos começar. Como está indo o seu projeto nesta semana?',
    },
  },
  'negociar-preco': {
    role: 'a supplier discussing a price with a client',
    keywords:
      /\b(?:price|discount|budget|cost|deal|offer|proposal|contract|long term|volume|payment|terms|quote|expensive|cheaper|percent|%|competitors?|agree|months?|years?|service|quality|invoice|conditions|commitment)\b/i,
    opening: {
      en: 'Thanks for meeting me. So, what did you think of our proposal?',
      pt: 'Obrigado por se reunir comigo. Então, o que você achou da nossa proposta?',
    },
  },
  'dar-opiniao': {
    role: 'a colleague debating remote work with the learner',
    keywords:
      /\b(?:home|office|remote|work|working|commute|commuting|productive|productivity|colleagues|team|meetings?|opinion|think|believe|agree|disagree|however|example|balance|life|company|companies|hybrid|flexible|flexibility|lonely|isolation|distractions?|time)\b/i,
    opening: {
      en: 'Some people say working from home is better than the office. What do you think?',
      pt: 'Algumas pessoas dizem que trabalhar de casa é melhor do que no escritório. O que você acha?',
    },
  },
  'resolver-problema': {
    role: 'an IT support technician on a call',
    keywords:
      /\b(?:computer|laptop|pc|screen|keyboard|mouse|internet|wi-?fi|network|email|password|login|log in|error|message|crash(?:es|ed)?|freez(?:es|ing)|slow|restart(?:ed)?|update|install(?:ed)?|printer|software|app|program|files?|windows|mac|keeps|tried|already|working|broken|problem|issue)\b/i,
    opening: {
      en: 'IT support, this is Alex speaking. What seems to be the problem?',
      pt: 'Suporte de TI, aqui é o Alex. Qual parece ser o problema?',
    },
  },
  'pequena-conversa': {
    role: 'a professional meeting the learner at a networking event',
    keywords:
      /\b(?:event|conference|talk|speaker|work in|job|company|industry|field|role|startup|team|clients?|how long|years|linkedin|email|card|contact|keep in touch|network|networking|name|city|project|marketing|sales|engineering|design|finance|coffee|first time|brings)\b/i,
    opening: {
      en: 'Hi, great event, isn’t it? I don’t think we have met. I am Jordan.',
      pt: 'Oi, ótimo evento, não é? Acho que ainda não nos conhecemos. Eu sou o Jordan.',
    },
  },
  'apresentar-ideia': {
    role: 'a busy manager listening to the learner’s proposal',
    keywords:
      /\b(?:idea|benefit|help|cost|costs|try|trial|pilot|test|team|customers?|clients?|time|money|save|saving|results?|measure|data|process|tool|software|weeks?|months?|risk|budget|improve|efficiency|would|could|proposal|plan)\b/i,
    opening: {
      en: 'I have ten minutes. You said you have an idea for the team?',
      pt: 'Eu tenho dez minutos. Você disse que tem uma ideia para a equipe?',
    },
  },
  'mudar-de-pais': {
    role: 'a friend who lived abroad talking about moving to another country',
    keywords:
      /\b(?:country|abroad|move|moved|moving|live|living|culture|language|brazil|family|friends|miss|food|weather|job|work|salary|cost of living|safety|visa|difference|different|portugal|canada|usa|united states|europe|germany|ireland|australia|japan|would|if)\b/i,
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
