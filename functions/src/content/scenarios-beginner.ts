/** The beginner scenarios, card and role together, in the order the intro shows them (./scenario.ts). */
import type { Scenario } from './scenario';

export const BEGINNER_SCENARIOS: readonly Scenario[] = [
  {
    id: 'apresentar-se',
    level: 'beginner',
    title: 'Apresentar-se',
    line: 'Diga seu nome, de onde você é e o que faz.',
    goal: 'Diga seu nome, sua cidade e o que você faz.',
    targets: ['my name is', 'I am from', 'I work', 'nice to meet you'],
    role: 'a friendly new classmate meeting the learner on the first day of an English course',
    keywords:
      /\b(?:name|from|live|work|job|study|student|years? old|nice to meet|city|country|brazil|english|course|class|hobby|like|family)\b/i,
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
    targets: ['I would like', 'please', 'water', 'how much', 'the check'],
    role: 'a waiter in a small restaurant taking the learner’s order',
    keywords:
      /\b(?:eat|food|dish|menu|order|drink|water|juice|dessert|check|bill|pay|price|how much|table|please|would like|hungry|cash|card|tip)\b/i,
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
    targets: ['a coffee', 'small', 'to go', 'thank you'],
    role: 'a barista in a coffee shop',
    keywords:
      /\b(?:coffee|tea|latte|cappuccino|espresso|milk|sugar|small|medium|large|to go|here|snack|cake|muffin|croissant|cookie|sandwich|pay|card|cash|thank you|please|name|cup)\b/i,
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
    targets: ['I wake up', 'every day', 'in the morning', 'at night', 'I go to'],
    role: 'a curious friend asking about the learner’s daily routine',
    keywords:
      /\b(?:wake|get up|morning|afternoon|evening|night|breakfast|lunch|dinner|work|school|study|sleep|bed|shower|bus|car|walk|every day|usually|always|home|o'clock|am|pm|time|tv)\b/i,
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
    targets: ['my mother', 'my father', 'brother', 'sister', 'I have'],
    role: 'a friend who wants to know about the learner’s family',
    keywords:
      /\b(?:family|mother|mom|mum|father|dad|parents?|brothers?|sisters?|sons?|daughters?|kids|children|wife|husband|grandmother|grandfather|grandma|grandpa|cousins?|uncle|aunt|baby|married|old|live|together|have)\b/i,
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
    targets: ['I am looking for', 'size', 'color', 'how much', 'can I try'],
    role: 'a shop assistant in a clothes shop',
    keywords:
      /\b(?:shirt|t-shirt|dress|jeans|pants|trousers|jacket|coat|shoes|skirt|sweater|hat|size|color|colour|small|medium|large|try|fitting room|price|how much|buy|pay|card|cash|cheap|expensive|looking for|clothes)\b/i,
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
    targets: ['excuse me', 'where is', 'turn left', 'turn right', 'near'],
    role: 'a kind local person on the street giving directions',
    keywords:
      /\b(?:where|street|left|right|straight|near|far|map|bus|station|stop|metro|subway|museum|bank|hotel|hospital|park|pharmacy|restaurant|supermarket|excuse me|go|walk|minutes?|corner|block|lost|find|way|taxi)\b/i,
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
    targets: ['let’s go', 'on Saturday', 'what time', 'I like', 'see you'],
    role: 'a friend making weekend plans with the learner',
    keywords:
      /\b(?:weekend|saturday|sunday|go|let’s|let's|movie|cinema|park|beach|restaurant|concert|party|museum|shopping|time|morning|afternoon|night|meet|see you|like|fun|plan|free|ticket|bus|car)\b/i,
    opening: {
      en: 'Hey! Are you free this weekend? Let’s do something fun!',
      pt: 'Ei! Você está livre neste fim de semana? Vamos fazer algo divertido!',
    },
  },
];
