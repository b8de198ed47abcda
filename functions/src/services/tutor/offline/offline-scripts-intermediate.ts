/**
 * The offline tutor's scripts for the intermediate scenarios (B1): everyday words, sentences of
 * up to about fifteen words, one question each, in the order the scene moves towards its goal.
 * Shape: ./offline-scenario-script.ts.
 */
import type { ScenarioScript } from './offline-scenario-script';

export const INTERMEDIATE_SCRIPTS: readonly ScenarioScript[] = [
  {
    id: 'check-in-hotel',
    topics: ['travel'],
    scene: { en: 'your check-in', pt: 'o seu check-in' },
    opening: [
      { heard: 'yes', ack: { en: 'Wonderful, let me find it.', pt: 'Ótimo, deixe-me encontrá-la.' } },
      {
        heard: 'no',
        ack: { en: 'No problem, we have rooms available.', pt: 'Sem problema, temos quartos disponíveis.' },
      },
    ],
    steps: [
      {
        ask: { en: 'What name is the reservation under?', pt: 'Em que nome está a reserva?' },
        answers: [
          {
            heard: 'name',
            ack: { en: 'Thank you, {heard}, I found it.', pt: 'Obrigado, {heard}, encontrei.' },
          },
        ],
      },
      {
        ask: {
          en: 'May I see your passport or ID, please?',
          pt: 'Posso ver o seu passaporte ou documento, por favor?',
        },
      },
      {
        ask: {
          en: 'How many nights will you be staying with us?',
          pt: 'Quantas noites você vai ficar conosco?',
        },
        answers: [
          {
            heard: 'number',
            ack: {
              en: '{heard} nights, that matches your booking.',
              pt: 'Noites: "{heard}", confere com a sua reserva.',
            },
          },
        ],
      },
      {
        ask: {
          en: 'Would you prefer a room with one double bed or two single beds?',
          pt: 'Você prefere um quarto com uma cama de casal ou duas de solteiro?',
        },
      },
      {
        ask: {
          en: 'Would you like a room on a high floor, with a view of the city?',
          pt: 'Você gostaria de um quarto num andar alto, com vista para a cidade?',
        },
      },
      {
        ask: {
          en: 'Breakfast is from seven to ten, would you like to add it to your stay?',
          pt: 'O café da manhã é das sete às dez, você gostaria de incluí-lo na sua estadia?',
        },
        answers: [
          {
            heard: 'yes',
            ack: {
              en: 'Great, breakfast is included now.',
              pt: 'Ótimo, o café da manhã agora está incluído.',
            },
          },
        ],
      },
      {
        ask: { en: 'Do you need the Wi-Fi password?', pt: 'Você precisa da senha do Wi-Fi?' },
        answers: [{ heard: 'yes', ack: { en: 'It is on your key card.', pt: 'Está no seu cartão-chave.' } }],
      },
      {
        ask: {
          en: 'Did you come by car, and do you need parking?',
          pt: 'Você veio de carro e precisa de estacionamento?',
        },
      },
      {
        ask: {
          en: 'Would you like some help with your luggage?',
          pt: 'Você gostaria de ajuda com a sua bagagem?',
        },
      },
      {
        ask: {
          en: 'Check-out is at noon, is that all right for you?',
          pt: 'O check-out é ao meio-dia, tudo bem para você?',
        },
      },
      {
        ask: {
          en: 'Is this your first time staying at the Grand Hotel?',
          pt: 'É a sua primeira vez hospedado no Grand Hotel?',
        },
      },
      {
        ask: {
          en: 'Is there anything else I can do to make your stay comfortable?',
          pt: 'Há mais alguma coisa que eu possa fazer para a sua estadia ser confortável?',
        },
      },
    ],
  },
  {
    id: 'marcar-consulta',
    topics: ['feelings'],
    scene: { en: 'your appointment', pt: 'a sua consulta' },
    opening: [
      {
        heard: /\b(appointment|check-?up)\b/i,
        ack: { en: 'Of course, let’s book an {heard}.', pt: 'Claro, vamos marcar: "{heard}".' },
      },
    ],
    steps: [
      {
        ask: {
          en: 'Is this your first visit to our office, or have you been here before?',
          pt: 'É a sua primeira vez no nosso consultório, ou você já veio aqui antes?',
        },
      },
      {
        ask: {
          en: 'Can you tell me how you feel and what the problem is?',
          pt: 'Você pode me dizer como se sente e qual é o problema?',
        },
      },
      {
        ask: {
          en: 'How long have you been feeling like this?',
          pt: 'Há quanto tempo você está se sentindo assim?',
        },
        answers: [
          { heard: 'number', ack: { en: '{heard}, I will write that down.', pt: 'Vou anotar: "{heard}".' } },
        ],
      },
      {
        ask: { en: 'Which day is best for you this week?', pt: 'Qual dia é melhor para você nesta semana?' },
        answers: [
          {
            heard: 'day',
            ack: { en: '{heard} works, let me check.', pt: '"{heard}" pode ser, deixe-me verificar.' },
          },
        ],
      },
      { ask: { en: 'Do you prefer the morning or the afternoon?', pt: 'Você prefere de manhã ou à tarde?' } },
      {
        ask: {
          en: 'The doctor is available at ten or at three, which time is better?',
          pt: 'A doutora está disponível às dez ou às três, qual horário é melhor?',
        },
        answers: [
          { heard: 'time', ack: { en: '{heard} is free.', pt: '"{heard}" está livre.' } },
          { heard: 'number', ack: { en: '{heard} is free.', pt: '"{heard}" está livre.' } },
        ],
      },
      {
        ask: {
          en: 'Could you spell your full name for me, please?',
          pt: 'Você poderia soletrar o seu nome completo, por favor?',
        },
      },
      {
        ask: {
          en: 'What is the best phone number to reach you?',
          pt: 'Qual é o melhor número de telefone para falar com você?',
        },
      },
      { ask: { en: 'Do you have health insurance?', pt: 'Você tem plano de saúde?' } },
      {
        ask: {
          en: 'Are you taking any medicine at the moment?',
          pt: 'Você está tomando algum remédio no momento?',
        },
      },
      {
        ask: {
          en: 'Can you confirm the day and the time of your appointment for me?',
          pt: 'Você pode confirmar para mim o dia e o horário da sua consulta?',
        },
      },
      {
        ask: {
          en: 'Please arrive ten minutes early, is that okay?',
          pt: 'Por favor, chegue dez minutos antes, tudo bem?',
        },
      },
    ],
  },
  {
    id: 'aeroporto',
    topics: ['travel'],
    scene: { en: 'your check-in', pt: 'o seu check-in' },
    opening: [{ heard: 'place', ack: { en: '{heard}, lovely!', pt: '"{heard}", que ótimo!' } }],
    steps: [
      {
        ask: {
          en: 'Thank you, and do you have your booking number?',
          pt: 'Obrigado, e você tem o número da sua reserva?',
        },
      },
      {
        ask: { en: 'How many bags are you checking in today?', pt: 'Quantas malas você vai despachar hoje?' },
        answers: [{ heard: 'number', ack: { en: '{heard}, all right.', pt: 'Tudo bem: "{heard}".' } }],
      },
      {
        ask: {
          en: 'Could you put your suitcase on the scale, please?',
          pt: 'Você poderia colocar a sua mala na balança, por favor?',
        },
      },
      { ask: { en: 'Did you pack your bags yourself?', pt: 'Foi você mesmo quem fez as malas?' } },
      {
        ask: {
          en: 'Are there any liquids or batteries in your checked luggage?',
          pt: 'Há líquidos ou baterias na sua bagagem despachada?',
        },
        answers: [{ heard: 'no', ack: { en: 'Perfect, thank you.', pt: 'Perfeito, obrigado.' } }],
      },
      {
        ask: {
          en: 'Would you like a window seat or an aisle seat?',
          pt: 'Você prefere assento na janela ou no corredor?',
        },
        answers: [
          {
            heard: /\b(window|aisle)\b/i,
            ack: { en: 'An {heard} seat, no problem.', pt: 'Assento: "{heard}", sem problema.' },
          },
        ],
      },
      {
        ask: {
          en: 'Will you carry a bag onto the plane with you?',
          pt: 'Você vai levar uma bolsa com você no avião?',
        },
      },
      {
        ask: {
          en: 'Here is your boarding pass, can you read me your seat number?',
          pt: 'Aqui está o seu cartão de embarque, você pode ler para mim o número do seu assento?',
        },
      },
      {
        ask: {
          en: 'Your gate is B12, do you know how to get there?',
          pt: 'O seu portão é o B12, você sabe como chegar lá?',
        },
      },
      {
        ask: {
          en: 'Boarding starts at nine forty, can you be at the gate on time?',
          pt: 'O embarque começa às nove e quarenta, você consegue estar no portão a tempo?',
        },
      },
      {
        ask: {
          en: 'Do you need a special meal on the flight?',
          pt: 'Você precisa de uma refeição especial no voo?',
        },
      },
      {
        ask: {
          en: 'Is there anything else you would like to ask before you go?',
          pt: 'Há mais alguma coisa que você gostaria de perguntar antes de ir?',
        },
      },
    ],
  },
  {
    id: 'alugar-apartamento',
    topics: ['city-home', 'pets'],
    scene: { en: 'the apartment', pt: 'o apartamento' },
    opening: [
      {
        heard: /\b(rent|price|cost|how much)\b/i,
        ack: {
          en: 'Good question, the rent is twelve hundred a month.',
          pt: 'Boa pergunta, o aluguel é mil e duzentos por mês.',
        },
      },
    ],
    steps: [
      {
        ask: {
          en: 'Are you looking for a place just for you, or for a family?',
          pt: 'Você procura um lugar só para você ou para uma família?',
        },
      },
      {
        ask: {
          en: 'It has two bedrooms and one bathroom, is that enough for you?',
          pt: 'Tem dois quartos e um banheiro, é suficiente para você?',
        },
      },
      {
        ask: {
          en: 'The rent is twelve hundred a month, does that fit your budget?',
          pt: 'O aluguel é mil e duzentos por mês, cabe no seu orçamento?',
        },
      },
      {
        ask: {
          en: 'The deposit is one month of rent, is that okay with you?',
          pt: 'O depósito é um mês de aluguel, tudo bem para você?',
        },
      },
      {
        ask: {
          en: 'Would you like it furnished or unfurnished?',
          pt: 'Você gostaria dele mobiliado ou sem móveis?',
        },
      },
      {
        ask: {
          en: 'Water is included, but you pay for electricity, is that all right?',
          pt: 'A água está incluída, mas a luz é por sua conta, tudo bem?',
        },
      },
      {
        ask: { en: 'Do you have any pets?', pt: 'Você tem algum animal de estimação?' },
        answers: [{ heard: 'no', ack: { en: 'Okay, that makes it easy.', pt: 'Certo, isso facilita.' } }],
      },
      { ask: { en: 'Do you need a parking space?', pt: 'Você precisa de uma vaga de garagem?' } },
      {
        ask: { en: 'When would you like to move in?', pt: 'Quando você gostaria de se mudar?' },
        answers: [{ heard: 'day', ack: { en: '{heard} could work.', pt: '"{heard}" pode dar certo.' } }],
      },
      {
        ask: {
          en: 'How long would you like the contract to be?',
          pt: 'Por quanto tempo você gostaria que fosse o contrato?',
        },
        answers: [{ heard: 'number', ack: { en: '{heard}, that is fine.', pt: 'Tudo bem: "{heard}".' } }],
      },
      {
        ask: {
          en: 'Do you want to see the kitchen and the balcony now?',
          pt: 'Você quer ver a cozinha e a varanda agora?',
        },
      },
      {
        ask: {
          en: 'What do you think, would you like to take it?',
          pt: 'O que você acha, gostaria de ficar com ele?',
        },
      },
    ],
  },
  {
    id: 'farmacia',
    topics: ['feelings'],
    scene: { en: 'how you feel', pt: 'como você está se sentindo' },
    opening: [
      {
        heard: /\b(headache|fever|cough|cold|flu|stomach ?ache|sore throat)\b/i,
        ack: { en: 'Oh, a {heard}, I am sorry.', pt: 'Ah, "{heard}", sinto muito.' },
      },
      { heard: 'no', ack: { en: 'I am sorry to hear that.', pt: 'Sinto muito ouvir isso.' } },
    ],
    steps: [
      { ask: { en: 'What are your symptoms exactly?', pt: 'Quais são os seus sintomas, exatamente?' } },
      {
        ask: {
          en: 'How long have you had it, since yesterday?',
          pt: 'Há quanto tempo você está assim, desde ontem?',
        },
        answers: [{ heard: 'day', ack: { en: 'Since {heard}, I see.', pt: 'Desde "{heard}", entendo.' } }],
      },
      { ask: { en: 'Do you have a fever as well?', pt: 'Você também está com febre?' } },
      {
        ask: { en: 'Are you allergic to any medicine?', pt: 'Você tem alergia a algum remédio?' },
        answers: [{ heard: 'no', ack: { en: 'Good, that makes it easier.', pt: 'Bom, isso facilita.' } }],
      },
      {
        ask: {
          en: 'Are you taking any other medicine right now?',
          pt: 'Você está tomando algum outro remédio agora?',
        },
      },
      { ask: { en: 'Do you prefer tablets or a syrup?', pt: 'Você prefere comprimidos ou xarope?' } },
      {
        ask: {
          en: 'Take one tablet twice a day after food, is that clear?',
          pt: 'Tome um comprimido duas vezes por dia depois de comer, está claro?',
        },
      },
      {
        ask: {
          en: 'Can you tell me how often you will take it?',
          pt: 'Você pode me dizer com que frequência vai tomá-lo?',
        },
      },
      {
        ask: {
          en: 'Are you drinking enough water and resting?',
          pt: 'Você está bebendo água suficiente e descansando?',
        },
      },
      {
        ask: {
          en: 'If you don’t feel better in three days, will you see a doctor?',
          pt: 'Se você não melhorar em três dias, vai procurar um médico?',
        },
      },
      {
        ask: {
          en: 'Would you like something for your throat too?',
          pt: 'Você gostaria de algo para a garganta também?',
        },
      },
      {
        ask: {
          en: 'Do you have any other questions about the medicine?',
          pt: 'Você tem mais alguma dúvida sobre o remédio?',
        },
      },
    ],
  },
  {
    id: 'reclamar-pedido',
    scene: { en: 'your order', pt: 'o seu pedido' },
    opening: [
      {
        heard: /\b(wrong|broken|damaged|late|missing)\b/i,
        ack: {
          en: 'I am sorry, something {heard} is never good.',
          pt: 'Sinto muito, algo "{heard}" nunca é bom.',
        },
      },
    ],
    steps: [
      {
        ask: {
          en: 'Could you give me your order number, please?',
          pt: 'Você poderia me dar o número do seu pedido, por favor?',
        },
        answers: [
          { heard: 'number', ack: { en: 'Thank you, I have it here.', pt: 'Obrigado, está aqui comigo.' } },
        ],
      },
      {
        ask: {
          en: 'What did you order, and what did you receive?',
          pt: 'O que você pediu e o que você recebeu?',
        },
      },
      {
        ask: { en: 'When was the package delivered?', pt: 'Quando o pacote foi entregue?' },
        answers: [{ heard: 'day', ack: { en: '{heard}, thank you.', pt: 'Obrigado: "{heard}".' } }],
      },
      { ask: { en: 'Was the box damaged when it arrived?', pt: 'A caixa estava danificada quando chegou?' } },
      {
        ask: {
          en: 'Could you send us a photo of the item by email?',
          pt: 'Você poderia nos mandar uma foto do produto por e-mail?',
        },
      },
      {
        ask: {
          en: 'Would you prefer a refund or an exchange?',
          pt: 'Você prefere um reembolso ou uma troca?',
        },
        answers: [
          { heard: /\b(refund|exchange)\b/i, ack: { en: 'A {heard}, of course.', pt: 'Claro: "{heard}".' } },
        ],
      },
      {
        ask: {
          en: 'Should we send the new item to the same address?',
          pt: 'Devemos mandar o novo produto para o mesmo endereço?',
        },
      },
      {
        ask: {
          en: 'Can you return the wrong item at a post office this week?',
          pt: 'Você pode devolver o produto errado numa agência dos correios nesta semana?',
        },
      },
      {
        ask: {
          en: 'The refund takes five to seven days, is that okay for you?',
          pt: 'O reembolso leva de cinco a sete dias, tudo bem para você?',
        },
      },
      {
        ask: {
          en: 'Would you like a discount code for your next order?',
          pt: 'Você gostaria de um cupom de desconto para o seu próximo pedido?',
        },
      },
      {
        ask: {
          en: 'Shall I send you an email to confirm all this?',
          pt: 'Posso mandar um e-mail para você confirmando tudo isso?',
        },
      },
      {
        ask: {
          en: 'Is there anything else I can help you with today?',
          pt: 'Há mais alguma coisa em que eu possa ajudar hoje?',
        },
      },
    ],
  },
  {
    id: 'viagem-ferias',
    topics: ['travel', 'food', 'weather', 'family'],
    scene: { en: 'your trip', pt: 'a sua viagem' },
    opening: [{ heard: 'place', ack: { en: '{heard}, how exciting!', pt: '"{heard}", que emocionante!' } }],
    steps: [
      {
        ask: {
          en: 'When did you go there, last year or this year?',
          pt: 'Quando você foi, no ano passado ou neste ano?',
        },
      },
      { ask: { en: 'Who did you travel with?', pt: 'Com quem você viajou?' } },
      {
        ask: {
          en: 'How did you get there, by plane, by bus or by car?',
          pt: 'Como você chegou lá, de avião, de ônibus ou de carro?',
        },
      },
      {
        ask: { en: 'How long did you stay?', pt: 'Quanto tempo você ficou?' },
        answers: [
          {
            heard: 'number',
            ack: { en: '{heard}, that’s a good amount of time.', pt: '"{heard}", é um bom tempo.' },
          },
        ],
      },
      {
        ask: {
          en: 'Where did you stay, in a hotel or with friends?',
          pt: 'Onde você ficou, num hotel ou com amigos?',
        },
      },
      { ask: { en: 'What places did you visit?', pt: 'Que lugares vocês visitaram?' } },
      {
        ask: { en: 'What was the food like there?', pt: 'Como era a comida lá?' },
        answers: [
          {
            heard: 'food',
            ack: { en: 'Ah, the {heard}, I bet it was good.', pt: 'Ah, "{heard}", aposto que estava bom.' },
          },
        ],
      },
      { ask: { en: 'How was the weather during your trip?', pt: 'Como estava o tempo durante a viagem?' } },
      {
        ask: {
          en: 'What was the best part of the trip for you?',
          pt: 'Qual foi a melhor parte da viagem para você?',
        },
      },
      { ask: { en: 'Did anything go wrong on the trip?', pt: 'Alguma coisa deu errado na viagem?' } },
      { ask: { en: 'Did you take a lot of photos?', pt: 'Você tirou muitas fotos?' } },
      { ask: { en: 'Would you go back there again one day?', pt: 'Você voltaria lá um dia?' } },
    ],
  },
  {
    id: 'restaurante-reserva',
    topics: ['food', 'weekend-plans', 'family'],
    scene: { en: 'your reservation', pt: 'a sua reserva' },
    opening: [
      {
        heard: 'yes',
        ack: { en: 'Of course, I can help you with that.', pt: 'Claro, posso ajudar com isso.' },
      },
    ],
    steps: [
      {
        ask: { en: 'For which day would you like the table?', pt: 'Para que dia você gostaria da mesa?' },
        answers: [
          { heard: 'day', ack: { en: '{heard}, let me check.', pt: 'Deixe-me verificar: "{heard}".' } },
        ],
      },
      {
        ask: { en: 'And at what time?', pt: 'E a que horas?' },
        answers: [{ heard: 'time', ack: { en: '{heard} is available.', pt: '"{heard}" está disponível.' } }],
      },
      {
        ask: { en: 'How many people will there be?', pt: 'Quantas pessoas serão?' },
        answers: [
          {
            heard: 'number',
            ack: { en: 'A table for {heard}, perfect.', pt: 'Uma mesa para "{heard}", perfeito.' },
          },
        ],
      },
      {
        ask: {
          en: 'Would you like to sit inside or outside on the terrace?',
          pt: 'Vocês gostariam de sentar dentro ou lá fora, no terraço?',
        },
      },
      {
        ask: {
          en: 'Is it a special occasion, like a birthday?',
          pt: 'É uma ocasião especial, como um aniversário?',
        },
        answers: [
          {
            heard: 'yes',
            ack: {
              en: 'How lovely, we can prepare a small cake.',
              pt: 'Que lindo, podemos preparar um bolinho.',
            },
          },
        ],
      },
      {
        ask: {
          en: 'Does anyone in your group have a food allergy?',
          pt: 'Alguém do seu grupo tem alergia a algum alimento?',
        },
      },
      {
        ask: {
          en: 'Do you need a high chair for a child?',
          pt: 'Vocês precisam de uma cadeirinha para criança?',
        },
      },
      {
        ask: { en: 'What name should I put the reservation under?', pt: 'Em que nome devo fazer a reserva?' },
        answers: [{ heard: 'name', ack: { en: 'Thank you, {heard}.', pt: 'Obrigado, {heard}.' } }],
      },
      {
        ask: {
          en: 'Could I have a phone number, in case we need to call you?',
          pt: 'Você poderia me passar um telefone, caso precisemos ligar?',
        },
      },
      {
        ask: {
          en: 'Will you need parking near the restaurant?',
          pt: 'Vocês vão precisar de estacionamento perto do restaurante?',
        },
      },
      {
        ask: {
          en: 'We keep the table for fifteen minutes, is that okay?',
          pt: 'Seguramos a mesa por quinze minutos, tudo bem?',
        },
      },
      {
        ask: {
          en: 'Can you repeat the day and time, so we are sure?',
          pt: 'Você pode repetir o dia e o horário, para termos certeza?',
        },
      },
    ],
  },
];
