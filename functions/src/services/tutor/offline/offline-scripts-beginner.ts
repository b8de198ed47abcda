/**
 * The offline tutor's scripts for the beginner scenarios (A1-A2): short, simple lines, one
 * question each, in the order the scene moves towards its goal. Shape: ./offline-scenario-script.ts.
 */
import type { ScenarioScript } from './offline-scenario-script';

export const BEGINNER_SCRIPTS: readonly ScenarioScript[] = [
  {
    id: 'apresentar-se',
    topics: ['work', 'study', 'family', 'city-home', 'hobbies', 'food'],
    scene: { en: 'our introductions', pt: 'as nossas apresentações' },
    opening: [
      { heard: 'name', ack: { en: 'Nice to meet you, {heard}!', pt: 'Prazer em conhecer você, {heard}!' } },
    ],
    steps: [
      {
        ask: { en: 'Where are you from?', pt: 'De onde você é?' },
        answers: [{ heard: 'place', ack: { en: 'Oh, {heard}, how nice!', pt: 'Ah, "{heard}", que legal!' } }],
      },
      { ask: { en: 'Which city do you live in now?', pt: 'Em que cidade você mora agora?' } },
      {
        ask: { en: 'What do you do, do you work or study?', pt: 'O que você faz, trabalha ou estuda?' },
      },
      {
        ask: {
          en: 'Do you like your work or your studies?',
          pt: 'Você gosta do seu trabalho ou dos seus estudos?',
        },
      },
      { ask: { en: 'Why are you learning English?', pt: 'Por que você está aprendendo inglês?' } },
      {
        ask: {
          en: 'How many English classes do you have a week?',
          pt: 'Quantas aulas de inglês você tem por semana?',
        },
        answers: [{ heard: 'number', ack: { en: '{heard}, that is good!', pt: '"{heard}", isso é bom!' } }],
      },
      {
        ask: {
          en: 'What do you like to do on the weekend?',
          pt: 'O que você gosta de fazer no fim de semana?',
        },
      },
      {
        ask: { en: 'Do you have brothers or sisters?', pt: 'Você tem irmãos ou irmãs?' },
        answers: [
          { heard: 'number', ack: { en: '{heard}, nice!', pt: '"{heard}", legal!' } },
          { heard: 'no', ack: { en: 'Okay, no brothers or sisters.', pt: 'Certo, sem irmãos nem irmãs.' } },
        ],
      },
      {
        ask: { en: 'What is your favorite food?', pt: 'Qual é a sua comida favorita?' },
        answers: [{ heard: 'food', ack: { en: 'Yum, {heard}!', pt: 'Hum, "{heard}"!' } }],
      },
      {
        ask: { en: 'Is this your first English course?', pt: 'Este é o seu primeiro curso de inglês?' },
        answers: [
          { heard: 'no', ack: { en: 'Oh, so you studied before.', pt: 'Ah, então você já estudou antes.' } },
          { heard: 'yes', ack: { en: 'Welcome, then!', pt: 'Então, bem-vindo!' } },
        ],
      },
      { ask: { en: 'Do you want to sit with me in class?', pt: 'Você quer sentar comigo na aula?' } },
      {
        ask: {
          en: 'Can we practice English together after class?',
          pt: 'Podemos praticar inglês juntos depois da aula?',
        },
      },
    ],
  },
  {
    id: 'pedir-comida',
    topics: ['food'],
    scene: { en: 'your order', pt: 'o seu pedido' },
    opening: [{ heard: 'food', ack: { en: 'The {heard}, good choice!', pt: 'Boa escolha: "{heard}"!' } }],
    steps: [
      {
        ask: { en: 'Do you want rice or fries with it?', pt: 'Você quer arroz ou batata frita com isso?' },
        answers: [{ heard: 'food', ack: { en: 'Okay, with {heard}.', pt: 'Certo, com "{heard}".' } }],
      },
      {
        ask: { en: 'And what would you like to drink?', pt: 'E o que você gostaria de beber?' },
        answers: [{ heard: 'drink', ack: { en: 'One {heard}, sure.', pt: 'Um(a) "{heard}", claro.' } }],
      },
      {
        ask: { en: 'Do you want ice in your drink?', pt: 'Você quer gelo na sua bebida?' },
        answers: [
          { heard: 'no', ack: { en: 'Okay, no ice.', pt: 'Certo, sem gelo.' } },
          { heard: 'yes', ack: { en: 'Okay, with ice.', pt: 'Certo, com gelo.' } },
        ],
      },
      {
        ask: { en: 'Would you like some bread first?', pt: 'Você gostaria de um pouco de pão primeiro?' },
        answers: [{ heard: 'no', ack: { en: 'No problem.', pt: 'Sem problema.' } }],
      },
      {
        ask: {
          en: 'Is the table by the window okay for you?',
          pt: 'A mesa perto da janela está boa para você?',
        },
      },
      {
        ask: { en: 'Here is your food, is everything good?', pt: 'Aqui está a sua comida, está tudo bem?' },
        answers: [
          { heard: 'yes', ack: { en: 'I am happy you like it.', pt: 'Fico feliz que você gostou.' } },
        ],
      },
      {
        ask: { en: 'Would you like some more water?', pt: 'Você gostaria de mais água?' },
        answers: [{ heard: 'yes', ack: { en: 'Here you are.', pt: 'Aqui está.' } }],
      },
      {
        ask: {
          en: 'Do you want a dessert, like cake or ice cream?',
          pt: 'Você quer uma sobremesa, como bolo ou sorvete?',
        },
        answers: [
          { heard: 'food', ack: { en: 'The {heard}, great!', pt: 'Ótimo: "{heard}"!' } },
          { heard: 'no', ack: { en: 'Okay, no dessert.', pt: 'Certo, sem sobremesa.' } },
        ],
      },
      {
        ask: {
          en: 'Would you like a coffee after your meal?',
          pt: 'Você gostaria de um café depois da refeição?',
        },
      },
      {
        ask: { en: 'Are you ready for the check?', pt: 'Você está pronto para a conta?' },
        answers: [{ heard: 'yes', ack: { en: 'Here is the check.', pt: 'Aqui está a conta.' } }],
      },
      {
        ask: {
          en: 'It is thirty dollars, will you pay by card or cash?',
          pt: 'São trinta dólares, você vai pagar com cartão ou dinheiro?',
        },
      },
      { ask: { en: 'Thank you, did you enjoy your dinner?', pt: 'Obrigado, você gostou do jantar?' } },
    ],
  },
  {
    id: 'cafeteria',
    topics: ['food'],
    scene: { en: 'your coffee', pt: 'o seu café' },
    opening: [{ heard: 'drink', ack: { en: 'One {heard}, sure!', pt: 'Um(a) "{heard}", claro!' } }],
    steps: [
      {
        ask: {
          en: 'What size do you want: small, medium or large?',
          pt: 'Que tamanho você quer: pequeno, médio ou grande?',
        },
        answers: [{ heard: 'size', ack: { en: 'A {heard} one, okay.', pt: 'Certo, tamanho "{heard}".' } }],
      },
      {
        ask: { en: 'Do you want milk in it?', pt: 'Você quer leite nele?' },
        answers: [
          { heard: 'no', ack: { en: 'Okay, no milk.', pt: 'Certo, sem leite.' } },
          { heard: 'yes', ack: { en: 'Okay, with milk.', pt: 'Certo, com leite.' } },
        ],
      },
      {
        ask: { en: 'And sugar?', pt: 'E açúcar?' },
        answers: [
          { heard: 'no', ack: { en: 'No sugar, fine.', pt: 'Sem açúcar, tudo bem.' } },
          { heard: 'yes', ack: { en: 'With sugar, fine.', pt: 'Com açúcar, tudo bem.' } },
        ],
      },
      {
        ask: { en: 'Would you like something to eat?', pt: 'Você gostaria de algo para comer?' },
        answers: [{ heard: 'food', ack: { en: 'A {heard}, good choice.', pt: 'Boa escolha: "{heard}".' } }],
      },
      {
        ask: {
          en: 'We have cake, cookies and muffins, which one do you want?',
          pt: 'Temos bolo, biscoitos e muffins, qual você quer?',
        },
        answers: [{ heard: 'food', ack: { en: 'The {heard}, yum!', pt: 'Hum, "{heard}"!' } }],
      },
      {
        ask: { en: 'Is it for here or to go?', pt: 'É para comer aqui ou para viagem?' },
        answers: [
          { heard: /\b(to go|for here|here)\b/i, ack: { en: 'Okay, {heard}.', pt: 'Certo, "{heard}".' } },
        ],
      },
      {
        ask: { en: 'What is your name for the cup?', pt: 'Qual é o seu nome para o copo?' },
        answers: [{ heard: 'name', ack: { en: 'Thanks, {heard}.', pt: 'Obrigado, {heard}.' } }],
      },
      { ask: { en: 'Do you want it hot or with ice?', pt: 'Você quer quente ou com gelo?' } },
      {
        ask: { en: 'That is six dollars, card or cash?', pt: 'São seis dólares, cartão ou dinheiro?' },
        answers: [
          { heard: /\b(card|cash)\b/i, ack: { en: '{heard} is fine.', pt: '"{heard}" está ótimo.' } },
        ],
      },
      { ask: { en: 'Do you want a bag for your snack?', pt: 'Você quer uma sacola para o seu lanche?' } },
      {
        ask: {
          en: 'Do you come to this coffee shop often?',
          pt: 'Você vem a esta cafeteria com frequência?',
        },
      },
      { ask: { en: 'Here is your coffee, anything else?', pt: 'Aqui está o seu café, mais alguma coisa?' } },
    ],
  },
  {
    id: 'rotina',
    topics: ['work', 'study', 'food', 'city-home', 'feelings', 'hobbies', 'music-films'],
    scene: { en: 'your day', pt: 'o seu dia' },
    opening: [
      { heard: 'time', ack: { en: '{heard}, okay!', pt: 'Certo, "{heard}"!' } },
      { heard: 'number', ack: { en: 'At {heard}, okay!', pt: 'Certo, às "{heard}"!' } },
    ],
    steps: [
      { ask: { en: 'What do you do first in the morning?', pt: 'O que você faz primeiro de manhã?' } },
      {
        ask: { en: 'What do you eat for breakfast?', pt: 'O que você come no café da manhã?' },
        answers: [
          { heard: 'food', ack: { en: '{heard}, yum!', pt: 'Hum, "{heard}"!' } },
          { heard: 'drink', ack: { en: '{heard}, nice!', pt: 'Legal, "{heard}"!' } },
        ],
      },
      { ask: { en: 'Do you go to work or to school?', pt: 'Você vai para o trabalho ou para a escola?' } },
      {
        ask: {
          en: 'How do you go there, by bus or by car?',
          pt: 'Como você vai até lá, de ônibus ou de carro?',
        },
      },
      {
        ask: { en: 'What time do you start?', pt: 'A que horas você começa?' },
        answers: [{ heard: 'time', ack: { en: '{heard}, I see.', pt: 'Entendi, "{heard}".' } }],
      },
      { ask: { en: 'Where do you have lunch every day?', pt: 'Onde você almoça todos os dias?' } },
      { ask: { en: 'What do you do in the afternoon?', pt: 'O que você faz à tarde?' } },
      {
        ask: { en: 'What time do you go home?', pt: 'A que horas você vai para casa?' },
        answers: [{ heard: 'time', ack: { en: '{heard}, okay.', pt: 'Certo, "{heard}".' } }],
      },
      { ask: { en: 'What do you do at night?', pt: 'O que você faz à noite?' } },
      { ask: { en: 'Do you watch TV in the evening?', pt: 'Você assiste TV à noite?' } },
      {
        ask: { en: 'What time do you go to bed?', pt: 'A que horas você vai dormir?' },
        answers: [{ heard: 'time', ack: { en: '{heard}, good.', pt: 'Bom, "{heard}".' } }],
      },
      {
        ask: {
          en: 'Is your Saturday different from your Monday?',
          pt: 'O seu sábado é diferente da sua segunda-feira?',
        },
      },
    ],
  },
  {
    id: 'familia',
    topics: ['family', 'pets', 'city-home', 'work'],
    scene: { en: 'your family', pt: 'a sua família' },
    opening: [
      { heard: 'number', ack: { en: '{heard}, how nice!', pt: '"{heard}", que legal!' } },
      { heard: 'no', ack: { en: 'Okay, no brothers or sisters.', pt: 'Certo, sem irmãos nem irmãs.' } },
    ],
    steps: [
      {
        ask: { en: 'How many people are in your family?', pt: 'Quantas pessoas há na sua família?' },
        answers: [{ heard: 'number', ack: { en: '{heard} people, nice.', pt: '"{heard}" pessoas, legal.' } }],
      },
      {
        ask: { en: 'What is your mother’s name?', pt: 'Qual é o nome da sua mãe?' },
        answers: [
          { heard: 'name', ack: { en: '{heard} is a pretty name.', pt: '{heard} é um nome bonito.' } },
        ],
      },
      { ask: { en: 'What does your father do?', pt: 'O que o seu pai faz?' } },
      { ask: { en: 'Do you live with your family?', pt: 'Você mora com a sua família?' } },
      {
        ask: {
          en: 'Who is the oldest person in your family?',
          pt: 'Quem é a pessoa mais velha da sua família?',
        },
      },
      {
        ask: { en: 'How old is your brother or sister?', pt: 'Quantos anos tem o seu irmão ou a sua irmã?' },
        answers: [{ heard: 'number', ack: { en: '{heard}, I see.', pt: 'Entendi, "{heard}".' } }],
      },
      {
        ask: { en: 'Do you have children?', pt: 'Você tem filhos?' },
        answers: [{ heard: 'no', ack: { en: 'Okay, no children.', pt: 'Certo, sem filhos.' } }],
      },
      {
        ask: {
          en: 'What do you do with your family on Sunday?',
          pt: 'O que você faz com a sua família no domingo?',
        },
      },
      {
        ask: { en: 'Do you have a pet in your family?', pt: 'Vocês têm um animal de estimação na família?' },
      },
      {
        ask: {
          en: 'Who is the funny person in your family?',
          pt: 'Quem é a pessoa engraçada da sua família?',
        },
      },
      { ask: { en: 'Do your grandparents live near you?', pt: 'Os seus avós moram perto de você?' } },
      { ask: { en: 'Who do you call every week?', pt: 'Para quem você liga toda semana?' } },
    ],
  },
  {
    id: 'compras-roupa',
    scene: { en: 'your shopping', pt: 'as suas compras' },
    opening: [
      {
        heard: /\b(shirt|t-shirt|dress|jeans|pants|trousers|jacket|coat|shoes|skirt|sweater|hat)\b/i,
        ack: { en: 'A {heard}, we have many!', pt: '"{heard}", temos muitos!' },
      },
    ],
    steps: [
      {
        ask: { en: 'What size do you wear?', pt: 'Que tamanho você usa?' },
        answers: [
          { heard: 'size', ack: { en: 'Size {heard}, okay.', pt: 'Certo, tamanho "{heard}".' } },
          { heard: 'number', ack: { en: 'Size {heard}, okay.', pt: 'Certo, tamanho "{heard}".' } },
        ],
      },
      {
        ask: { en: 'What color do you like?', pt: 'De que cor você gosta?' },
        answers: [
          { heard: 'color', ack: { en: '{heard} is a nice color.', pt: '"{heard}" é uma cor bonita.' } },
        ],
      },
      { ask: { en: 'Is it for you or for a friend?', pt: 'É para você ou para um amigo?' } },
      { ask: { en: 'Do you like this one?', pt: 'Você gosta deste?' } },
      {
        ask: { en: 'Do you want to try it on?', pt: 'Você quer experimentar?' },
        answers: [
          { heard: 'yes', ack: { en: 'Sure, the fitting room is there.', pt: 'Claro, o provador é ali.' } },
        ],
      },
      {
        ask: {
          en: 'How is it, is it too big or too small?',
          pt: 'Como ficou, está grande ou pequeno demais?',
        },
      },
      {
        ask: { en: 'Do you want a different color?', pt: 'Você quer uma cor diferente?' },
        answers: [{ heard: 'color', ack: { en: 'We have it in {heard}.', pt: 'Temos em "{heard}".' } }],
      },
      { ask: { en: 'It is forty dollars, is that okay?', pt: 'Custa quarenta dólares, tudo bem?' } },
      {
        ask: { en: 'Do you need shoes or a bag too?', pt: 'Você precisa de sapatos ou de uma bolsa também?' },
      },
      {
        ask: { en: 'Will you pay by card or cash?', pt: 'Você vai pagar com cartão ou dinheiro?' },
        answers: [
          { heard: /\b(card|cash)\b/i, ack: { en: '{heard} is fine.', pt: '"{heard}" está ótimo.' } },
        ],
      },
      { ask: { en: 'Do you want a bag?', pt: 'Você quer uma sacola?' } },
      { ask: { en: 'Can I help you with anything else?', pt: 'Posso ajudar com mais alguma coisa?' } },
    ],
  },
  {
    id: 'pedir-informacoes',
    topics: ['city-home', 'travel'],
    scene: { en: 'your way', pt: 'o seu caminho' },
    opening: [
      {
        heard:
          /\b(station|museum|bank|hotel|hospital|park|pharmacy|restaurant|supermarket|beach|mall|airport|bus stop)\b/i,
        ack: { en: 'Oh, the {heard}, I know it well.', pt: 'Ah, "{heard}", eu conheço bem.' },
      },
    ],
    steps: [
      {
        ask: { en: 'Where do you want to go?', pt: 'Aonde você quer ir?' },
        answers: [{ heard: 'place', ack: { en: '{heard}, I know it.', pt: '"{heard}", eu conheço.' } }],
      },
      { ask: { en: 'Do you want to walk or take a bus?', pt: 'Você quer ir a pé ou pegar um ônibus?' } },
      { ask: { en: 'Can you see the big church over there?', pt: 'Você consegue ver a igreja grande ali?' } },
      {
        ask: { en: 'Go to the church and turn left, okay?', pt: 'Vá até a igreja e vire à esquerda, certo?' },
      },
      {
        ask: {
          en: 'Then walk two blocks, can you say it back to me?',
          pt: 'Depois ande dois quarteirões, você pode repetir para mim?',
        },
      },
      {
        ask: {
          en: 'After that, turn right at the bank, is that clear?',
          pt: 'Depois disso, vire à direita no banco, está claro?',
        },
      },
      {
        ask: {
          en: 'It is near a small park, can you see it?',
          pt: 'Fica perto de um pequeno parque, você consegue ver?',
        },
      },
      {
        ask: {
          en: 'It is about ten minutes on foot, is that okay?',
          pt: 'São uns dez minutos a pé, tudo bem?',
        },
      },
      { ask: { en: 'Do you have a phone with a map?', pt: 'Você tem um celular com mapa?' } },
      { ask: { en: 'Is this your first time in the city?', pt: 'É a sua primeira vez na cidade?' } },
      {
        ask: {
          en: 'Do you need a pharmacy or a bank too?',
          pt: 'Você precisa de uma farmácia ou de um banco também?',
        },
      },
      {
        ask: {
          en: 'Can you tell me the way back to this street?',
          pt: 'Você pode me dizer o caminho de volta para esta rua?',
        },
      },
    ],
  },
  {
    id: 'fim-de-semana',
    topics: ['weekend-plans', 'hobbies', 'music-films', 'food', 'sport'],
    scene: { en: 'our plans', pt: 'os nossos planos' },
    opening: [
      { heard: 'yes', ack: { en: 'Great, I am free too!', pt: 'Ótimo, eu também estou livre!' } },
      { heard: 'no', ack: { en: 'Oh, maybe on Sunday then.', pt: 'Ah, talvez no domingo, então.' } },
    ],
    steps: [
      {
        ask: {
          en: 'What do you like to do on the weekend?',
          pt: 'O que você gosta de fazer no fim de semana?',
        },
      },
      {
        ask: {
          en: 'Do you want to go to the park or to the movies?',
          pt: 'Você quer ir ao parque ou ao cinema?',
        },
      },
      {
        ask: { en: 'Is Saturday or Sunday better for you?', pt: 'Sábado ou domingo é melhor para você?' },
        answers: [{ heard: 'day', ack: { en: '{heard} is good for me.', pt: '"{heard}" é bom para mim.' } }],
      },
      {
        ask: { en: 'What time do you want to meet?', pt: 'A que horas você quer se encontrar?' },
        answers: [{ heard: 'time', ack: { en: '{heard} is perfect.', pt: '"{heard}" é perfeito.' } }],
      },
      {
        ask: {
          en: 'Where do we meet, at my house or at the bus stop?',
          pt: 'Onde nos encontramos, na minha casa ou no ponto de ônibus?',
        },
      },
      { ask: { en: 'Do you want to invite a friend?', pt: 'Você quer convidar um amigo?' } },
      { ask: { en: 'Do we eat before or after?', pt: 'Comemos antes ou depois?' } },
      {
        ask: { en: 'Do you like pizza or Japanese food?', pt: 'Você gosta de pizza ou de comida japonesa?' },
        answers: [{ heard: 'food', ack: { en: '{heard}, yes!', pt: 'Sim, "{heard}"!' } }],
      },
      { ask: { en: 'Do we go by bus or by car?', pt: 'Vamos de ônibus ou de carro?' } },
      { ask: { en: 'What do we do if it rains?', pt: 'O que fazemos se chover?' } },
      { ask: { en: 'What did you do last weekend?', pt: 'O que você fez no último fim de semana?' } },
      { ask: { en: 'So, see you on the weekend?', pt: 'Então, até o fim de semana?' } },
    ],
  },
];
