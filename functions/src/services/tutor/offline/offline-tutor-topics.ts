/**
 * What the offline tutor can talk about: each topic is recognised by keywords (English, and
 * Portuguese for learners who answer in Portuguese) and has its own acknowledgements and
 * follow-up questions, all one sentence of simple English, each with its Portuguese beside it
 * ("Traduzir"). Seven questions or more per topic: the caller keeps about six tutor turns of
 * history, and no question is asked twice.
 */
import type { Line } from './offline-tutor-text';

export interface Topic {
  readonly id: string;
  readonly keywords: RegExp;
  readonly portugueseKeywords: RegExp;
  readonly acknowledgements: readonly Line[];
  readonly questions: readonly Line[];
}

export const TOPICS: readonly Topic[] = [
  {
    id: 'feelings',
    keywords:
      /\b(?:feel|feeling|felt|happy|sad|tired|stressed|angry|worried|nervous|anxious|excited|bored|lonely|upset|sick)\b/i,
    portugueseKeywords:
      /\b(?:cansad[oa]|triste|feliz|estressad[oa]|ansios[oa]|nervos[oa]|entediad[oa]|doente)\b/i,
    acknowledgements: [
      { en: 'Thank you for telling me how you feel.', pt: 'Obrigado por me contar como você se sente.' },
      { en: 'I understand.', pt: 'Eu entendo.' },
      { en: 'Feelings are important.', pt: 'Sentimentos são importantes.' },
    ],
    questions: [
      { en: 'What usually makes you feel better?', pt: 'O que normalmente faz você se sentir melhor?' },
      { en: 'What made you feel this way today?', pt: 'O que fez você se sentir assim hoje?' },
      {
        en: 'Who do you talk to when you feel like this?',
        pt: 'Com quem você conversa quando se sente assim?',
      },
      { en: 'What do you like to do to relax?', pt: 'O que você gosta de fazer para relaxar?' },
      { en: 'How was your day before this?', pt: 'Como foi o seu dia antes disso?' },
      {
        en: 'What is one good thing that happened this week?',
        pt: 'Qual é uma coisa boa que aconteceu nesta semana?',
      },
      { en: 'How do you want to feel tomorrow?', pt: 'Como você quer se sentir amanhã?' },
    ],
  },
  {
    id: 'work',
    keywords:
      /\b(?:work|works|worked|working|job|jobs|office|boss|company|colleagues?|coworkers?|career|meeting|salary|manager|employee|business|shift)\b/i,
    portugueseKeywords: /\b(?:trabalho|trabalhar|trabalhando|emprego|escritório|chefe|empresa|reunião)\b/i,
    acknowledgements: [
      { en: 'Work is a big part of life.', pt: 'O trabalho é uma parte grande da vida.' },
      { en: 'Thanks for telling me about your work.', pt: 'Obrigado por me contar sobre o seu trabalho.' },
      { en: 'I see, work can be busy.', pt: 'Entendo, o trabalho pode ser corrido.' },
    ],
    questions: [
      { en: 'What do you like most about your job?', pt: 'Do que você mais gosta no seu trabalho?' },
      {
        en: 'What does a normal day at work look like for you?',
        pt: 'Como é um dia normal de trabalho para você?',
      },
      { en: 'How do you get to work every day?', pt: 'Como você vai para o trabalho todos os dias?' },
      { en: 'Do you work with a team or alone?', pt: 'Você trabalha em equipe ou sozinho?' },
      { en: 'What is the hardest part of your job?', pt: 'Qual é a parte mais difícil do seu trabalho?' },
      { en: 'Do you use English at work?', pt: 'Você usa inglês no trabalho?' },
      {
        en: 'What job did you want when you were a child?',
        pt: 'Que profissão você queria quando era criança?',
      },
      {
        en: 'How many hours do you usually work in a day?',
        pt: 'Quantas horas você normalmente trabalha por dia?',
      },
    ],
  },
  {
    id: 'study',
    keywords:
      /\b(?:study|studies|studying|studied|school|college|university|class|classes|course|teacher|student|exam|test|homework|english|learn|learning|learned|grammar|vocabulary|lesson)\b/i,
    portugueseKeywords:
      /\b(?:estudar|estudo|escola|faculdade|universidade|aula|curso|professor[a]?|prova|inglês|aprender)\b/i,
    acknowledgements: [
      { en: 'Learning is always a good idea.', pt: 'Aprender é sempre uma boa ideia.' },
      { en: 'That is great for your studies.', pt: 'Isso é ótimo para os seus estudos.' },
      { en: 'Good for you!', pt: 'Que bom para você!' },
    ],
    questions: [
      { en: 'Why do you want to learn English?', pt: 'Por que você quer aprender inglês?' },
      {
        en: 'How do you practise English during the week?',
        pt: 'Como você pratica inglês durante a semana?',
      },
      {
        en: 'What is the hardest part of English for you?',
        pt: 'Qual é a parte mais difícil do inglês para você?',
      },
      { en: 'What was your favourite subject at school?', pt: 'Qual era a sua matéria favorita na escola?' },
      {
        en: 'Do you prefer to study in the morning or at night?',
        pt: 'Você prefere estudar de manhã ou à noite?',
      },
      {
        en: 'Which English words are difficult for you to say?',
        pt: 'Quais palavras em inglês são difíceis de falar para você?',
      },
      {
        en: 'Do you watch videos in English to learn?',
        pt: 'Você assiste a vídeos em inglês para aprender?',
      },
      {
        en: 'What would you like to do when your English is better?',
        pt: 'O que você gostaria de fazer quando o seu inglês estiver melhor?',
      },
    ],
  },
  {
    id: 'family',
    keywords:
      /\b(?:family|mother|mom|mum|father|dad|parents?|brothers?|sisters?|sons?|daughters?|kids|children|child|wife|husband|grandmother|grandfather|grandma|grandpa|cousins?|uncle|aunt|baby|married)\b/i,
    portugueseKeywords:
      /\b(?:família|mãe|pai|pais|irmão|irmã|filho|filha|filhos|esposa|marido|avó|avô|primo|prima)\b/i,
    acknowledgements: [
      { en: 'Family is special.', pt: 'A família é especial.' },
      { en: 'That is nice to hear.', pt: 'Que bom ouvir isso.' },
      { en: 'I like hearing about families.', pt: 'Eu gosto de ouvir sobre famílias.' },
    ],
    questions: [
      { en: 'How many people are there in your family?', pt: 'Quantas pessoas há na sua família?' },
      { en: 'Who are you closest to in your family?', pt: 'De quem você é mais próximo na sua família?' },
      {
        en: 'What do you like to do together as a family?',
        pt: 'O que vocês gostam de fazer juntos em família?',
      },
      { en: 'Does your family live near you?', pt: 'A sua família mora perto de você?' },
      { en: 'How often do you see your family?', pt: 'Com que frequência você vê a sua família?' },
      {
        en: 'Who is the funniest person in your family?',
        pt: 'Quem é a pessoa mais engraçada da sua família?',
      },
      { en: 'What did you learn from your parents?', pt: 'O que você aprendeu com os seus pais?' },
    ],
  },
  {
    id: 'food',
    keywords:
      /\b(?:food|eat|eats|ate|eating|cook|cooks|cooked|cooking|dinner|lunch|breakfast|restaurant|pizza|rice|beans|meat|chicken|fish|fruit|coffee|tea|cake|dish|hungry|delicious|recipe|snack|vegetables?|salad|pasta|burger)\b/i,
    portugueseKeywords:
      /\b(?:comida|comer|cozinhar|almoço|jantar|café|restaurante|arroz|feijão|carne|fome)\b/i,
    acknowledgements: [
      { en: 'Yum, that sounds good!', pt: 'Hum, parece gostoso!' },
      { en: 'Food is a great topic.', pt: 'Comida é um ótimo assunto.' },
      { en: 'That sounds delicious!', pt: 'Parece delicioso!' },
    ],
    questions: [
      { en: 'What is your favourite food?', pt: 'Qual é a sua comida favorita?' },
      { en: 'Do you like to cook at home?', pt: 'Você gosta de cozinhar em casa?' },
      { en: 'What did you have for lunch today?', pt: 'O que você almoçou hoje?' },
      { en: 'What is a typical Brazilian dish you love?', pt: 'Qual prato típico brasileiro você adora?' },
      {
        en: 'Do you prefer eating at home or at a restaurant?',
        pt: 'Você prefere comer em casa ou num restaurante?',
      },
      {
        en: 'Is there any food you really do not like?',
        pt: 'Tem alguma comida de que você realmente não gosta?',
      },
      {
        en: 'What food would you like to try one day?',
        pt: 'Que comida você gostaria de experimentar um dia?',
      },
      { en: 'Who is the best cook in your family?', pt: 'Quem cozinha melhor na sua família?' },
    ],
  },
  {
    id: 'travel',
    keywords:
      /\b(?:travel|travels|travelled|traveled|traveling|travelling|trip|trips|vacation|holiday|holidays|beach|airport|flight|plane|abroad|country|countries|hotel|visit|visited|tourist|passport|tour)\b/i,
    portugueseKeywords: /\b(?:viagem|viajar|viajei|férias|praia|aeroporto|avião|hotel|país|passeio)\b/i,
    acknowledgements: [
      { en: 'Travelling is exciting!', pt: 'Viajar é emocionante!' },
      { en: 'That sounds like a nice trip.', pt: 'Parece uma viagem boa.' },
      { en: 'I love travel stories.', pt: 'Eu adoro histórias de viagem.' },
    ],
    questions: [
      { en: 'Where was your last trip?', pt: 'Para onde foi a sua última viagem?' },
      {
        en: 'Which country would you like to visit one day?',
        pt: 'Que país você gostaria de visitar um dia?',
      },
      { en: 'Do you prefer the beach or the mountains?', pt: 'Você prefere a praia ou as montanhas?' },
      { en: 'Who do you like to travel with?', pt: 'Com quem você gosta de viajar?' },
      { en: 'What do you always take on a trip?', pt: 'O que você sempre leva numa viagem?' },
      {
        en: 'What is the most beautiful place you know?',
        pt: 'Qual é o lugar mais bonito que você conhece?',
      },
      { en: 'Do you like to plan your trips or just go?', pt: 'Você gosta de planejar as viagens ou só ir?' },
    ],
  },
  {
    id: 'sport',
    keywords:
      /\b(?:sport|sports|football|soccer|volleyball|basketball|tennis|gym|run|running|ran|swim|swimming|exercise|team|match|game|games|play|plays|played|yoga|bike|cycling|workout)\b/i,
    portugueseKeywords: /\b(?:esporte|futebol|academia|correr|nadar|exercício|time|jogo|jogar|vôlei)\b/i,
    acknowledgements: [
      { en: 'Sport is great for the body and the mind.', pt: 'O esporte faz bem para o corpo e a mente.' },
      { en: 'That sounds active!', pt: 'Que vida ativa!' },
      { en: 'Nice, sport is fun.', pt: 'Legal, esporte é divertido.' },
    ],
    questions: [
      { en: 'What sport do you like to watch?', pt: 'Que esporte você gosta de assistir?' },
      { en: 'How often do you exercise?', pt: 'Com que frequência você faz exercício?' },
      {
        en: 'Do you prefer to play a sport or to watch it?',
        pt: 'Você prefere praticar um esporte ou assistir?',
      },
      { en: 'What is your favourite team?', pt: 'Qual é o seu time favorito?' },
      {
        en: 'Did you play any sport when you were a child?',
        pt: 'Você praticava algum esporte quando era criança?',
      },
      { en: 'How do you feel after you exercise?', pt: 'Como você se sente depois de fazer exercício?' },
      { en: 'Which new sport would you like to try?', pt: 'Que esporte novo você gostaria de experimentar?' },
    ],
  },
  {
    id: 'music-films',
    keywords:
      /\b(?:music|song|songs|sing|singer|band|concert|guitar|piano|listen|listening|movie|movies|film|films|series|show|netflix|cinema|actor|actress|watch|watched|watching|tv)\b/i,
    portugueseKeywords: /\b(?:música|cantar|cantor|banda|show|filme|filmes|série|séries|cinema|assistir)\b/i,
    acknowledgements: [
      { en: 'That sounds fun!', pt: 'Parece divertido!' },
      { en: 'Good choice!', pt: 'Boa escolha!' },
      { en: 'I love talking about music and films.', pt: 'Eu adoro falar de música e filmes.' },
    ],
    questions: [
      { en: 'What kind of music do you like?', pt: 'Que tipo de música você gosta?' },
      { en: 'What was the last film you watched?', pt: 'Qual foi o último filme que você assistiu?' },
      { en: 'Who is your favourite singer or band?', pt: 'Qual é o seu cantor ou banda favorita?' },
      { en: 'Do you watch series in English?', pt: 'Você assiste a séries em inglês?' },
      {
        en: 'Do you prefer going to the cinema or watching at home?',
        pt: 'Você prefere ir ao cinema ou assistir em casa?',
      },
      {
        en: 'What song do you listen to again and again?',
        pt: 'Que música você ouve de novo e de novo?',
      },
      { en: 'Can you recommend a good film to me?', pt: 'Você pode me recomendar um bom filme?' },
    ],
  },
  {
    id: 'weather',
    keywords:
      /\b(?:weather|rain|raining|rainy|sun|sunny|hot|cold|warm|winter|summer|snow|cloudy|wind|windy|temperature)\b/i,
    portugueseKeywords: /\b(?:tempo|chuva|chovendo|sol|calor|frio|inverno|verão)\b/i,
    acknowledgements: [
      { en: 'The weather changes everything.', pt: 'O tempo muda tudo.' },
      { en: 'I see.', pt: 'Entendo.' },
      { en: 'Weather is always a good topic.', pt: 'O tempo é sempre um bom assunto.' },
    ],
    questions: [
      {
        en: 'What is the weather like today where you are?',
        pt: 'Como está o tempo hoje onde você está?',
      },
      { en: 'Do you prefer hot days or cold days?', pt: 'Você prefere dias quentes ou dias frios?' },
      { en: 'What do you like to do on a rainy day?', pt: 'O que você gosta de fazer num dia de chuva?' },
      { en: 'What is your favourite season of the year?', pt: 'Qual é a sua estação do ano favorita?' },
      { en: 'Is the weather in your city usually hot?', pt: 'O tempo na sua cidade costuma ser quente?' },
      { en: 'What do you wear on a cold day?', pt: 'O que você veste num dia frio?' },
      {
        en: 'Do you check the weather before you go out?',
        pt: 'Você olha a previsão do tempo antes de sair?',
      },
    ],
  },
  {
    id: 'city-home',
    keywords:
      /\b(?:city|town|live|lives|lived|living|home|house|apartment|flat|neighbourhood|neighborhood|street|downtown|bus|traffic|neighbors?|neighbours?|room)\b/i,
    portugueseKeywords: /\b(?:cidade|casa|apartamento|bairro|rua|morar|moro|trânsito|ônibus)\b/i,
    acknowledgements: [
      { en: 'That sounds like a nice place.', pt: 'Parece um lugar legal.' },
      { en: 'Home is important.', pt: 'O lar é importante.' },
      { en: 'Interesting place!', pt: 'Lugar interessante!' },
    ],
    questions: [
      { en: 'What do you like most about your city?', pt: 'Do que você mais gosta na sua cidade?' },
      { en: 'How long have you lived there?', pt: 'Há quanto tempo você mora lá?' },
      { en: 'What is your favourite room in your home?', pt: 'Qual é o seu cômodo favorito da sua casa?' },
      { en: 'What can a tourist do in your city?', pt: 'O que um turista pode fazer na sua cidade?' },
      {
        en: 'Do you prefer living in a big city or a small town?',
        pt: 'Você prefere morar numa cidade grande ou numa cidade pequena?',
      },
      { en: 'How is the traffic where you live?', pt: 'Como é o trânsito onde você mora?' },
      {
        en: 'Would you like to live in another city one day?',
        pt: 'Você gostaria de morar em outra cidade um dia?',
      },
    ],
  },
  {
    id: 'pets',
    keywords: /\b(?:pets?|dogs?|cats?|puppy|kitten|bird|birds|fish|animals?|vet)\b/i,
    portugueseKeywords: /\b(?:cachorro|gato|gata|bicho|animal|animais|estimação)\b/i,
    acknowledgements: [
      { en: 'Aww, I love animals!', pt: 'Own, eu adoro animais!' },
      { en: 'Pets are great friends.', pt: 'Animais de estimação são ótimos amigos.' },
      { en: 'That is so sweet.', pt: 'Que fofo.' },
    ],
    questions: [
      { en: "What is your pet's name?", pt: 'Qual é o nome do seu animal de estimação?' },
      { en: 'Do you prefer dogs or cats?', pt: 'Você prefere cachorros ou gatos?' },
      { en: 'How old is your pet?', pt: 'Quantos anos tem o seu animal de estimação?' },
      { en: 'What does your pet like to do all day?', pt: 'O que o seu bichinho gosta de fazer o dia todo?' },
      {
        en: 'Who takes care of your pet when you travel?',
        pt: 'Quem cuida do seu bichinho quando você viaja?',
      },
      { en: 'What animal would you like to have one day?', pt: 'Que animal você gostaria de ter um dia?' },
      {
        en: 'Did you have a pet when you were a child?',
        pt: 'Você tinha um animal de estimação quando era criança?',
      },
    ],
  },
  {
    id: 'weekend-plans',
    keywords:
      /\b(?:weekend|saturday|sunday|tomorrow|tonight|plan|plans|planning|going to|next week|next month|holiday|party|birthday|future)\b/i,
    portugueseKeywords: /\b(?:fim de semana|sábado|domingo|amanhã|hoje à noite|planos?|festa|aniversário)\b/i,
    acknowledgements: [
      { en: 'Sounds like a good plan!', pt: 'Parece um bom plano!' },
      { en: 'That sounds nice.', pt: 'Parece legal.' },
      { en: 'I like having plans.', pt: 'Eu gosto de ter planos.' },
    ],
    questions: [
      { en: 'What are your plans for the weekend?', pt: 'Quais são os seus planos para o fim de semana?' },
      { en: 'What did you do last weekend?', pt: 'O que você fez no último fim de semana?' },
      {
        en: 'Do you prefer a quiet weekend or a busy one?',
        pt: 'Você prefere um fim de semana tranquilo ou agitado?',
      },
      { en: 'Who will you spend your free day with?', pt: 'Com quem você vai passar o seu dia livre?' },
      { en: 'What is the perfect Sunday for you?', pt: 'Como é o domingo perfeito para você?' },
      {
        en: 'Do you have any plans for your next holiday?',
        pt: 'Você tem planos para as suas próximas férias?',
      },
      { en: 'What would you like to do next month?', pt: 'O que você gostaria de fazer no mês que vem?' },
    ],
  },
  {
    id: 'hobbies',
    keywords:
      /\b(?:hobby|hobbies|free time|read|reading|book|books|draw|drawing|paint|painting|dance|dancing|garden|gardening|photos?|photography|video games?|relax|relaxing|walk|walking|friends?|fun)\b/i,
    portugueseKeywords: /\b(?:hobby|tempo livre|ler|livro|desenhar|dançar|jogar|amigos?|relaxar|passear)\b/i,
    acknowledgements: [
      { en: 'That sounds fun!', pt: 'Parece divertido!' },
      { en: 'What a nice hobby!', pt: 'Que hobby legal!' },
      { en: 'Free time is precious.', pt: 'O tempo livre é precioso.' },
    ],
    questions: [
      {
        en: 'What do you like to do in your free time?',
        pt: 'O que você gosta de fazer no seu tempo livre?',
      },
      { en: 'How did you start this hobby?', pt: 'Como você começou esse hobby?' },
      { en: 'How often do you do it?', pt: 'Com que frequência você faz isso?' },
      { en: 'Do you do it alone or with friends?', pt: 'Você faz isso sozinho ou com amigos?' },
      { en: 'Is there a new hobby you want to try?', pt: 'Tem algum hobby novo que você quer experimentar?' },
      { en: 'What book are you reading now?', pt: 'Que livro você está lendo agora?' },
      {
        en: 'What do you do to relax after a long day?',
        pt: 'O que você faz para relaxar depois de um dia longo?',
      },
    ],
  },
];

/** Questions that fit any conversation, for when the learner's topic is unknown or used up. */
export const GENERAL_QUESTIONS: readonly Line[] = [
  { en: 'How was your day today?', pt: 'Como foi o seu dia hoje?' },
  {
    en: 'What do you like to do in your free time?',
    pt: 'O que você gosta de fazer no seu tempo livre?',
  },
  { en: 'What is something new you learned this week?', pt: 'O que você aprendeu de novo nesta semana?' },
  { en: 'What are you going to do tomorrow?', pt: 'O que você vai fazer amanhã?' },
  { en: 'What made you smile today?', pt: 'O que fez você sorrir hoje?' },
  { en: 'Where are you from in Brazil?', pt: 'De onde você é no Brasil?' },
  { en: 'What is your favourite place in your city?', pt: 'Qual é o seu lugar favorito na sua cidade?' },
  { en: 'What do you usually do on Sunday?', pt: 'O que você costuma fazer no domingo?' },
  { en: 'What is something you want to do this year?', pt: 'O que você quer fazer neste ano?' },
  { en: 'Who is a person you admire?', pt: 'Quem é uma pessoa que você admira?' },
  { en: 'What was the best part of your week?', pt: 'Qual foi a melhor parte da sua semana?' },
  { en: 'What do you want to talk about next?', pt: 'Sobre o que você quer falar agora?' },
];

/**
 * Questions about one of the learner's words, for when no topic fits. The word is the learner's
 * own English: the translation keeps it quoted as it is.
 */
export const WORD_QUESTIONS: readonly Line[] = [
  { en: "Can you tell me more about '{word}'?", pt: "Você pode me contar mais sobre '{word}'?" },
  { en: "Why is '{word}' important to you?", pt: "Por que '{word}' é importante para você?" },
  {
    en: "What do you think of when you say '{word}'?",
    pt: "Em que você pensa quando diz '{word}'?",
  },
  { en: "How is '{word}' part of your life?", pt: "Como '{word}' faz parte da sua vida?" },
];

/** Each topic's keywords as global patterns, made once: they count hits (`match` resets them). */
const COUNTING = TOPICS.map((topic) => ({
  topic,
  english: new RegExp(topic.keywords.source, 'gi'),
  portuguese: new RegExp(topic.portugueseKeywords.source, 'gi'),
}));

/** The topic with most keyword hits in `text` (ties: table order), or undefined. */
export function detectTopic(text: string, language: 'english' | 'portuguese' = 'english'): Topic | undefined {
  let best: Topic | undefined;
  let bestHits = 0;
  for (const { topic, english, portuguese } of COUNTING) {
    const hits = text.match(language === 'english' ? english : portuguese)?.length ?? 0;
    if (hits > bestHits) {
      best = topic;
      bestHits = hits;
    }
  }
  return best;
}
