/**
 * A learner's realistic sessions in each guided scenario (functions/src/content/scenarios.ts), for
 * the offline tutor's unit test and the conversation's API test: ten turns each, some on topic,
 * one off topic, one in Portuguese, one very short.
 */

export const OFF_TOPIC = 'I love football and my cat is very funny.';
/** Where football is part of the scene (weekend plans), another subject. */
const OFF_TOPIC_IN: Readonly<Record<string, string>> = {
  'fim-de-semana': 'My boss is angry because my computer at work is very slow.',
};
export const IN_PORTUGUESE = 'Eu não sei dizer isso em inglês.';
export const VERY_SHORT = 'ok';

/**
 * A learner's on-topic lines in each scenario (7 each): a session is these with an off-topic
 * line, a Portuguese one and a very short one in between, ten turns in all.
 */
export const LEARNER_LINES: Readonly<Record<string, readonly string[]>> = {
  'apresentar-se': [
    'Hi Sam, my name is Carla.',
    'I am from Recife, in Brazil.',
    'I live in São Paulo now.',
    'I work in a bank.',
    'Yes, I like my job.',
    'Two classes a week.',
    'I have one brother.',
  ],
  'pedir-comida': [
    'I would like the chicken, please.',
    'Rice, please.',
    'Water, please.',
    'No ice, thank you.',
    'Yes, the table is good.',
    'Everything is delicious.',
    'How much is the check?',
  ],
  cafeteria: [
    'A coffee, please.',
    'Small, please.',
    'Yes, with milk.',
    'No sugar, thank you.',
    'Yes, a muffin please.',
    'The chocolate cake.',
    'It is to go.',
  ],
  rotina: [
    'I wake up at 6 am.',
    'I take a shower and make coffee.',
    'I eat bread and drink coffee.',
    'I go to work.',
    'By bus.',
    'I start at 8 am.',
    'I have lunch at work.',
  ],
  familia: [
    'Yes, I have two sisters.',
    'There are five people in my family.',
    'My mother is called Maria.',
    'My father is a teacher.',
    'Yes, I live with my parents.',
    'My grandmother is the oldest.',
    'My sister is twenty years old.',
  ],
  'compras-roupa': [
    'Yes, I am looking for a jacket.',
    'Size M, please.',
    'I like blue.',
    'It is for me.',
    'Yes, I like this one.',
    'Yes, can I try it on?',
    'It is a little big.',
  ],
  'pedir-informacoes': [
    'Yes, excuse me, where is the museum?',
    'I want to go to the museum.',
    'I want to walk.',
    'Yes, I see the church.',
    'Turn left at the church.',
    'Walk two blocks and turn right.',
    'Yes, it is near the park.',
  ],
  'fim-de-semana': [
    'Yes, I am free on Saturday!',
    'I like to go to the park.',
    'Let’s go to the movies.',
    'Saturday is better.',
    'At 7 pm.',
    'Let’s meet at the bus stop.',
    'Yes, I want to invite my friend Ana.',
  ],
  'check-in-hotel': [
    'Yes, I have a reservation.',
    'It is under the name Silva.',
    'Here is my passport.',
    'Three nights, please.',
    'One double bed, please.',
    'Yes, a high floor would be great.',
    'Yes, please add breakfast.',
  ],
  'marcar-consulta': [
    'I would like to make an appointment.',
    'Yes, it is my first visit.',
    'I feel sick and I have a headache.',
    'For three days.',
    'Monday is best for me.',
    'In the morning, please.',
    'At ten is better.',
  ],
  aeroporto: [
    'I am flying to London. Here is my passport.',
    'Yes, my booking number is ABC123.',
    'I am checking in one bag.',
    'Sure, here is my luggage.',
    'Yes, I packed it myself.',
    'No, there are no liquids.',
    'An aisle seat, please.',
  ],
  'alugar-apartamento': [
    'How much is the rent?',
    'It is for me and my wife.',
    'Yes, two bedrooms is enough.',
    'The rent is okay for my budget.',
    'Is the deposit one month?',
    'Furnished, please.',
    'Yes, that is fine.',
  ],
  farmacia: [
    'I have a headache.',
    'My head hurts and I feel tired.',
    'Since yesterday.',
    'No, I don’t have a fever.',
    'No, I am not allergic to any medicine.',
    'No, I am not taking other medicine.',
    'Tablets, please.',
  ],
  'reclamar-pedido': [
    'My order arrived wrong.',
    'My order number is 4521.',
    'I ordered a blue shirt and received a red one.',
    'It was delivered yesterday.',
    'No, the box was fine.',
    'Yes, I can send a photo by email.',
    'I would like a refund, please.',
  ],
  'viagem-ferias': [
    'I went to Lisbon, in Portugal.',
    'I went last year.',
    'I travelled with my friends.',
    'We went by plane.',
    'We stayed for ten days.',
    'We stayed in a small hotel.',
    'We visited museums and the old city.',
  ],
  'restaurante-reserva': [
    'Yes, I would like a table for tonight.',
    'For Friday, please.',
    'At eight o’clock.',
    'Four people.',
    'Outside, please.',
    'Yes, it is my wife’s birthday.',
    'No, nobody has allergies.',
  ],
  'entrevista-emprego': [
    'I am an engineer with ten years of experience.',
    'I manage a team of five people.',
    'I was responsible for the company’s mobile app.',
    'We reduced customer complaints by thirty percent.',
    'We measured it with customer surveys.',
    'My main strengths are communication and planning.',
    'I am still improving my public speaking.',
  ],
  'reuniao-trabalho': [
    'The project is going well, but we have a small delay.',
    'So far we finished the design and the first tests.',
    'I think we can still meet the deadline.',
    'The issue is that the client changed the requirements.',
    'The team is working extra hours.',
    'I suggest we move one feature to the next release.',
    'Yes, one more developer would help.',
  ],
  'negociar-preco': [
    'I think the proposal is good, but the price is too high.',
    'The monthly cost concerns me the most.',
    'Our budget is around ten thousand dollars.',
    'We would need a 15% discount.',
    'Because we are planning a long term partnership.',
    'Yes, another company offered a lower price.',
    'A two-year contract could work for us.',
  ],
  'dar-opiniao': [
    'In my opinion, working from home is better.',
    'Because people save a lot of time on commuting.',
    'For example, I am more productive at home.',
    'I agree, but we can use video calls.',
    'However, creativity can suffer without the office.',
    'Commuting takes two hours of my day.',
    'I think it depends on the experience of the employee.',
  ],
  'resolver-problema': [
    'My laptop keeps freezing.',
    'It started yesterday morning.',
    'It happens when I open the email program.',
    'Yes, there is an error message.',
    'It says the program is not responding.',
    'I have already tried to restart it.',
    'Yes, I installed an update last week.',
  ],
  'pequena-conversa': [
    'Hi Jordan, I am Paula. Nice to meet you.',
    'I came for the talks about marketing.',
    'I work in marketing at a startup.',
    'For five years.',
    'I enjoy working with clients.',
    'Yes, the talk about data was great.',
    'Yes, it is my first time here.',
  ],
  'apresentar-ideia': [
    'Yes, I have an idea for the team.',
    'The idea is to use a tool to automate our reports.',
    'It would help us save five hours a week.',
    'The main benefit is more time for clients.',
    'The cost is about two hundred dollars a month.',
    'It would take two weeks to set up.',
    'Our team and the IT department.',
  ],
  'mudar-de-pais': [
    'Yes, I would move to Canada.',
    'I like the culture and the safety there.',
    'If I moved there, I would look for a job in technology.',
    'I would miss my family and the food.',
    'The main difference is the weather.',
    'I would take English classes at first.',
    'I would go with my wife.',
  ],
};

/**
 * The ten turns of a session in a scenario: on-topic lines, then an off-topic one (turn 4), a
 * Portuguese one (turn 6) and a very short one (turn 8) in between.
 */
export function sessionIn(scenarioId: string): string[] {
  const lines = LEARNER_LINES[scenarioId] ?? [];
  const [a, b, c, d, e, f, g] = lines;
  return [a, b, c, OFF_TOPIC_IN[scenarioId] ?? OFF_TOPIC, d, IN_PORTUGUESE, e, VERY_SHORT, f, g].map(
    (line) => line ?? '',
  );
}
