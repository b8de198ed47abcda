/** The intermediate scenarios, card and role together, in the order the intro shows them (./scenario.ts). */
import type { Scenario } from './scenario';

export const INTERMEDIATE_SCENARIOS: readonly Scenario[] = [
  {
    id: 'check-in-hotel',
    level: 'intermediate',
    title: 'Fazer check-in no hotel',
    line: 'Chegue ao hotel e resolva sua reserva.',
    goal: 'Dê o nome da reserva, confirme as noites e pergunte pelo café da manhã.',
    targets: ['reservation', 'check in', 'nights', 'breakfast', 'Wi-Fi'],
    role: 'a hotel receptionist checking the learner in',
    keywords:
      /\b(?:reservation|booking|booked|room|check[- ]?in|check[- ]?out|nights?|breakfast|wi-?fi|password|key|card|passport|id|floor|elevator|bed|single|double|pool|gym|parking|luggage|bags?|stay|hotel|name)\b/i,
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
    targets: ['appointment', 'available', 'on Monday', 'I feel', 'confirm'],
    role: 'a receptionist at a doctor’s office on the phone',
    keywords:
      /\b(?:appointment|doctor|available|monday|tuesday|wednesday|thursday|friday|morning|afternoon|time|feel|pain|sick|fever|headache|cough|hurt|symptoms?|insurance|confirm|name|phone|number|date|week|check-?up|medicine)\b/i,
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
    targets: ['passport', 'boarding pass', 'luggage', 'aisle seat', 'gate'],
    role: 'an airline agent at the check-in desk',
    keywords:
      /\b(?:passport|boarding pass|luggage|bags?|suitcase|check[- ]?in|seat|aisle|window|gate|flight|fly|flying|plane|board|boarding|carry[- ]on|weigh|kilos?|liquids?|delay|terminal|london|paris|new york|miami|lisbon|ticket|visa)\b/i,
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
    targets: ['rent', 'bedroom', 'deposit', 'move in', 'furnished'],
    role: 'a landlord showing an apartment for rent',
    keywords:
      /\b(?:rent|bedrooms?|bathroom|kitchen|living room|deposit|move in|furnished|furniture|lease|contract|month|monthly|bills|utilities|pets?|parking|neighbou?rhood|noise|quiet|balcony|apartment|flat|price|cost|how much|when)\b/i,
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
    targets: ['headache', 'since yesterday', 'medicine', 'twice a day', 'allergic'],
    role: 'a pharmacist helping the learner choose a medicine',
    keywords:
      /\b(?:headache|head|stomach|throat|fever|cough|cold|flu|pain|hurts?|sick|medicine|pills?|tablets?|syrup|since|yesterday|days?|twice|once|times a day|allergic|allergy|prescription|doctor|sleep|take|water|food|symptoms?|feel|feeling)\b/i,
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
    targets: ['order', 'wrong', 'refund', 'exchange', 'delivery'],
    role: 'a customer service agent of an online shop',
    keywords:
      /\b(?:order|wrong|broken|damaged|refund|exchange|return|delivery|delivered|package|parcel|box|item|size|color|colour|money|receipt|email|number|late|missing|store credit|replace|replacement|problem|bought|ordered)\b/i,
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
    targets: ['I went to', 'last year', 'we visited', 'the best part', 'I stayed'],
    role: 'a friend curious about the learner’s last trip',
    keywords:
      /\b(?:trip|travel|travelled|traveled|went|visited|visit|stayed|hotel|beach|city|country|flight|plane|bus|car|week|days|last year|last month|friends|family|food|weather|museum|photos?|best part|holiday|vacation)\b/i,
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
    targets: ['table for', 'tonight', 'at eight', 'outside', 'birthday'],
    role: 'a restaurant host taking a phone reservation',
    keywords:
      /\b(?:table|reservation|book|tonight|tomorrow|friday|saturday|sunday|people|persons?|at \w+|o'clock|pm|time|outside|inside|terrace|window|birthday|anniversary|cake|name|phone|number|vegetarian|allergy|high chair|parking|dinner|lunch)\b/i,
    opening: {
      en: 'Good afternoon, Bella Cucina. Would you like to make a reservation?',
      pt: 'Boa tarde, Bella Cucina. Você gostaria de fazer uma reserva?',
    },
  },
];
