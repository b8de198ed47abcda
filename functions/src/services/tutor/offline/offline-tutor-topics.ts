/**
 * What the offline tutor can talk about: each topic is recognised by keywords (English, and
 * Portuguese for learners who answer in Portuguese) and has its own acknowledgements and
 * follow-up questions, all one sentence of simple English. Seven questions or more per topic:
 * the caller keeps about six tutor turns of history, and no question is asked twice.
 */

export interface Topic {
  readonly id: string;
  readonly keywords: RegExp;
  readonly portugueseKeywords: RegExp;
  readonly acknowledgements: readonly string[];
  readonly questions: readonly string[];
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'feelings',
    keywords:
      /\b(?:feel|feeling|felt|happy|sad|tired|stressed|angry|worried|nervous|anxious|excited|bored|lonely|upset|sick)\b/i,
    portugueseKeywords:
      /\b(?:cansad[oa]|triste|feliz|estressad[oa]|ansios[oa]|nervos[oa]|entediad[oa]|doente)\b/i,
    acknowledgements: ['Thank you for telling me how you feel.', 'I understand.', 'Feelings are important.'],
    questions: [
      'What usually makes you feel better?',
      'What made you feel this way today?',
      'Who do you talk to when you feel like this?',
      'What do you like to do to relax?',
      'How was your day before this?',
      'What is one good thing that happened this week?',
      'How do you want to feel tomorrow?',
    ],
  },
  {
    id: 'work',
    keywords:
      /\b(?:work|works|worked|working|job|jobs|office|boss|company|colleagues?|coworkers?|career|meeting|salary|manager|employee|business|shift)\b/i,
    portugueseKeywords: /\b(?:trabalho|trabalhar|trabalhando|emprego|escritório|chefe|empresa|reunião)\b/i,
    acknowledgements: [
      'Work is a big part of life.',
      'Thanks for telling me about your work.',
      'I see, work can be busy.',
    ],
    questions: [
      'What do you like most about your job?',
      'What does a normal day at work look like for you?',
      'How do you get to work every day?',
      'Do you work with a team or alone?',
      'What is the hardest part of your job?',
      'Do you use English at work?',
      'What job did you want when you were a child?',
      'How many hours do you usually work in a day?',
    ],
  },
  {
    id: 'study',
    keywords:
      /\b(?:study|studies|studying|studied|school|college|university|class|classes|course|teacher|student|exam|test|homework|english|learn|learning|learned|grammar|vocabulary|lesson)\b/i,
    portugueseKeywords:
      /\b(?:estudar|estudo|escola|faculdade|universidade|aula|curso|professor[a]?|prova|inglês|aprender)\b/i,
    acknowledgements: ['Learning is always a good idea.', 'That is great for your studies.', 'Good for you!'],
    questions: [
      'Why do you want to learn English?',
      'How do you practise English during the week?',
      'What is the hardest part of English for you?',
      'What was your favourite subject at school?',
      'Do you prefer to study in the morning or at night?',
      'Which English words are difficult for you to say?',
      'Do you watch videos in English to learn?',
      'What would you like to do when your English is better?',
    ],
  },
  {
    id: 'family',
    keywords:
      /\b(?:family|mother|mom|mum|father|dad|parents?|brothers?|sisters?|sons?|daughters?|kids|children|child|wife|husband|grandmother|grandfather|grandma|grandpa|cousins?|uncle|aunt|baby|married)\b/i,
    portugueseKeywords:
      /\b(?:família|mãe|pai|pais|irmão|irmã|filho|filha|filhos|esposa|marido|avó|avô|primo|prima)\b/i,
    acknowledgements: ['Family is special.', 'That is nice to hear.', 'I like hearing about families.'],
    questions: [
      'How many people are there in your family?',
      'Who are you closest to in your family?',
      'What do you like to do together as a family?',
      'Does your family live near you?',
      'How often do you see your family?',
      'Who is the funniest person in your family?',
      'What did you learn from your parents?',
    ],
  },
  {
    id: 'food',
    keywords:
      /\b(?:food|eat|eats|ate|eating|cook|cooks|cooked|cooking|dinner|lunch|breakfast|restaurant|pizza|rice|beans|meat|chicken|fish|fruit|coffee|tea|cake|dish|hungry|delicious|recipe|snack|vegetables?|salad|pasta|burger)\b/i,
    portugueseKeywords:
      /\b(?:comida|comer|cozinhar|almoço|jantar|café|restaurante|arroz|feijão|carne|fome)\b/i,
    acknowledgements: ['Yum, that sounds good!', 'Food is a great topic.', 'That sounds delicious!'],
    questions: [
      'What is your favourite food?',
      'Do you like to cook at home?',
      'What did you have for lunch today?',
      'What is a typical Brazilian dish you love?',
      'Do you prefer eating at home or at a restaurant?',
      'Is there any food you really do not like?',
      'What food would you like to try one day?',
      'Who is the best cook in your family?',
    ],
  },
  {
    id: 'travel',
    keywords:
      /\b(?:travel|travels|travelled|traveled|traveling|travelling|trip|trips|vacation|holiday|holidays|beach|airport|flight|plane|abroad|country|countries|hotel|visit|visited|tourist|passport|tour)\b/i,
    portugueseKeywords: /\b(?:viagem|viajar|viajei|férias|praia|aeroporto|avião|hotel|país|passeio)\b/i,
    acknowledgements: ['Travelling is exciting!', 'That sounds like a nice trip.', 'I love travel stories.'],
    questions: [
      'Where was your last trip?',
      'Which country would you like to visit one day?',
      'Do you prefer the beach or the mountains?',
      'Who do you like to travel with?',
      'What do you always take on a trip?',
      'What is the most beautiful place you know?',
      'Do you like to plan your trips or just go?',
    ],
  },
  {
    id: 'sport',
    keywords:
      /\b(?:sport|sports|football|soccer|volleyball|basketball|tennis|gym|run|running|ran|swim|swimming|exercise|team|match|game|games|play|plays|played|yoga|bike|cycling|workout)\b/i,
    portugueseKeywords: /\b(?:esporte|futebol|academia|correr|nadar|exercício|time|jogo|jogar|vôlei)\b/i,
    acknowledgements: [
      'Sport is great for the body and the mind.',
      'That sounds active!',
      'Nice, sport is fun.',
    ],
    questions: [
      'What sport do you like to watch?',
      'How often do you exercise?',
      'Do you prefer to play a sport or to watch it?',
      'What is your favourite team?',
      'Did you play any sport when you were a child?',
      'How do you feel after you exercise?',
      'Which new sport would you like to try?',
    ],
  },
  {
    id: 'music-films',
    keywords:
      /\b(?:music|song|songs|sing|singer|band|concert|guitar|piano|listen|listening|movie|movies|film|films|series|show|netflix|cinema|actor|actress|watch|watched|watching|tv)\b/i,
    portugueseKeywords: /\b(?:música|cantar|cantor|banda|show|filme|filmes|série|séries|cinema|assistir)\b/i,
    acknowledgements: ['That sounds fun!', 'Good choice!', 'I love talking about music and films.'],
    questions: [
      'What kind of music do you like?',
      'What was the last film you watched?',
      'Who is your favourite singer or band?',
      'Do you watch series in English?',
      'Do you prefer going to the cinema or watching at home?',
      'What song do you listen to again and again?',
      'Can you recommend a good film to me?',
    ],
  },
  {
    id: 'weather',
    keywords:
      /\b(?:weather|rain|raining|rainy|sun|sunny|hot|cold|warm|winter|summer|snow|cloudy|wind|windy|temperature)\b/i,
    portugueseKeywords: /\b(?:tempo|chuva|chovendo|sol|calor|frio|inverno|verão)\b/i,
    acknowledgements: ['The weather changes everything.', 'I see.', 'Weather is always a good topic.'],
    questions: [
      'What is the weather like today where you are?',
      'Do you prefer hot days or cold days?',
      'What do you like to do on a rainy day?',
      'What is your favourite season of the year?',
      'Is the weather in your city usually hot?',
      'What do you wear on a cold day?',
      'Do you check the weather before you go out?',
    ],
  },
  {
    id: 'city-home',
    keywords:
      /\b(?:city|town|live|lives|lived|living|home|house|apartment|flat|neighbourhood|neighborhood|street|downtown|bus|traffic|neighbors?|neighbours?|room)\b/i,
    portugueseKeywords: /\b(?:cidade|casa|apartamento|bairro|rua|morar|moro|trânsito|ônibus)\b/i,
    acknowledgements: ['That sounds like a nice place.', 'Home is important.', 'Interesting place!'],
    questions: [
      'What do you like most about your city?',
      'How long have you lived there?',
      'What is your favourite room in your home?',
      'What can a tourist do in your city?',
      'Do you prefer living in a big city or a small town?',
      'How is the traffic where you live?',
      'Would you like to live in another city one day?',
    ],
  },
  {
    id: 'pets',
    keywords: /\b(?:pets?|dogs?|cats?|puppy|kitten|bird|birds|fish|animals?|vet)\b/i,
    portugueseKeywords: /\b(?:cachorro|gato|gata|bicho|animal|animais|estimação)\b/i,
    acknowledgements: ['Aww, I love animals!', 'Pets are great friends.', 'That is so sweet.'],
    questions: [
      "What is your pet's name?",
      'Do you prefer dogs or cats?',
      'How old is your pet?',
      'What does your pet like to do all day?',
      'Who takes care of your pet when you travel?',
      'What animal would you like to have one day?',
      'Did you have a pet when you were a child?',
    ],
  },
  {
    id: 'weekend-plans',
    keywords:
      /\b(?:weekend|saturday|sunday|tomorrow|tonight|plan|plans|planning|going to|next week|next month|holiday|party|birthday|future)\b/i,
    portugueseKeywords: /\b(?:fim de semana|sábado|domingo|amanhã|hoje à noite|planos?|festa|aniversário)\b/i,
    acknowledgements: ['Sounds like a good plan!', 'That sounds nice.', 'I like having plans.'],
    questions: [
      'What are your plans for the weekend?',
      'What did you do last weekend?',
      'Do you prefer a quiet weekend or a busy one?',
      'Who will you spend your free day with?',
      'What is the perfect Sunday for you?',
      'Do you have any plans for your next holiday?',
      'What would you like to do next month?',
    ],
  },
  {
    id: 'hobbies',
    keywords:
      /\b(?:hobby|hobbies|free time|read|reading|book|books|draw|drawing|paint|painting|dance|dancing|garden|gardening|photos?|photography|video games?|relax|relaxing|walk|walking|friends?|fun)\b/i,
    portugueseKeywords: /\b(?:hobby|tempo livre|ler|livro|desenhar|dançar|jogar|amigos?|relaxar|passear)\b/i,
    acknowledgements: ['That sounds fun!', 'What a nice hobby!', 'Free time is precious.'],
    questions: [
      'What do you like to do in your free time?',
      'How did you start this hobby?',
      'How often do you do it?',
      'Do you do it alone or with friends?',
      'Is there a new hobby you want to try?',
      'What book are you reading now?',
      'What do you do to relax after a long day?',
    ],
  },
];

/** Questions that fit any conversation, for when the learner's topic is unknown or used up. */
export const GENERAL_QUESTIONS: readonly string[] = [
  'How was your day today?',
  'What do you like to do in your free time?',
  'What is something new you learned this week?',
  'What are you going to do tomorrow?',
  'What made you smile today?',
  'Where are you from in Brazil?',
  'What is your favourite place in your city?',
  'What do you usually do on Sunday?',
  'What is something you want to do this year?',
  'Who is a person you admire?',
  'What was the best part of your week?',
  'What do you want to talk about next?',
];

/** Questions about one of the learner's words, for when no topic fits. */
export const WORD_QUESTIONS: readonly string[] = [
  "Can you tell me more about '{word}'?",
  "Why is '{word}' important to you?",
  "What do you think of when you say '{word}'?",
  "How is '{word}' part of your life?",
];

/** The topic with most keyword hits in `text` (ties: table order), or undefined. */
export function detectTopic(text: string, language: 'english' | 'portuguese' = 'english'): Topic | undefined {
  let best: Topic | undefined;
  let bestHits = 0;
  for (const topic of TOPICS) {
    const keywords = language === 'english' ? topic.keywords : topic.portugueseKeywords;
    const hits = text.match(new RegExp(keywords.source, 'gi'))?.length ?? 0;
    if (hits > bestHits) {
      best = topic;
      bestHits = hits;
    }
  }
  return best;
}
