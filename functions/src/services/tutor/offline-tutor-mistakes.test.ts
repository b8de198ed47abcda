import { describe, expect, it } from 'vitest';
import { findCorrection, findMistake, MISTAKE_RULES } from './offline-tutor-mistakes';

/** [rule, learner's sentence, expected `said`, expected `better`] */
const MISTAKES: readonly [string, string, string, string][] = [
  ['have-years', 'I have 20 years.', 'I have 20 years', 'I am 20 years old'],
  [
    'have-years',
    'My son has five years and he loves cars',
    'My son has five years',
    'My son is five years old',
  ],
  ['have-years', 'i have 30 years old', 'i have 30 years old', 'I am 30 years old'],
  ['am-agree', 'I am agree with you', 'I am agree', 'I agree'],
  ['am-agree', "I'm not agree", "I'm not agree", "I don't agree"],
  ['am-agree', 'She is agree', 'She is agree', 'She agrees'],
  ['people-is', 'People is very friendly here', 'People is', 'People are'],
  ['people-is', 'The people was nice', 'people was', 'people were'],
  ['he-dont', "He don't like coffee", "He don't", "He doesn't"],
  ['he-dont', 'My mother dont cook on Sundays', 'My mother dont', "My mother doesn't"],
  ['he-dont', "it don't work", "it don't", "it doesn't"],
  [
    'past-time-present-verb',
    'I go to the beach yesterday',
    'I go to the beach yesterday',
    'I went to the beach yesterday',
  ],
  ['past-time-present-verb', 'We eat pizza last night', 'We eat pizza last night', 'We ate pizza last night'],
  [
    'past-time-present-verb',
    'I buy a car two years ago',
    'I buy a car two years ago',
    'I bought a car two years ago',
  ],
  ['past-time-first-present-verb', 'Yesterday I go to the gym', 'Yesterday I go', 'Yesterday I went'],
  [
    'past-time-first-present-verb',
    'Last week, she sees a movie',
    'Last week, she sees',
    'Last week, she saw',
  ],
  [
    'past-time-first-present-verb',
    'Last weekend I visit my aunt',
    'Last weekend I visit',
    'Last weekend I visited',
  ],
  ['past-time-first-present-verb', "Yesterday I don't work", "Yesterday I don't", "Yesterday I didn't"],
  ['past-time-first-present-verb', 'Yesterday it is very cold', 'Yesterday it is', 'Yesterday it was'],
  ['did-past-verb', 'Did you went to the party?', 'Did you went', 'Did you go'],
  ['did-past-verb', "I didn't saw him", "didn't saw", "didn't see"],
  ['make-a-question', 'Can I make a question?', 'make a question', 'ask a question'],
  ['make-a-question', 'She made many questions', 'made many questions', 'asked many questions'],
  ['actually-currently', 'Actually I work in a bank.', 'Actually I work', 'Currently I work'],
  [
    'actually-currently',
    "Hi. Actually, I'm working from home",
    "Actually, I'm working",
    "Currently, I'm working",
  ],
  ['actually-currently', 'actually I am unemployed', 'actually I am unemployed', 'currently I am unemployed'],
  ['boring-bored', 'I am boring today', 'I am boring', 'I am bored'],
  ['boring-bored', "I'm so boring at home", "I'm so boring", "I'm so bored"],
  ['interesting-interested', "I'm interesting in music", "I'm interesting in", "I'm interested in"],
  ['explain-me', 'Can you explain me this word?', 'explain me', 'explain to me'],
  ['like-very-much', 'I like very much pizza.', 'I like very much pizza', 'I like pizza very much'],
  [
    'like-very-much',
    'I love very much my family and my job',
    'I love very much my family',
    'I love my family very much',
  ],
  ['depend-of', 'It depends of the weather', 'depends of', 'depends on'],
  ['more-better', 'This book is more better', 'more better', 'better'],
  ['more-better', 'São Paulo is more bigger than Rio', 'more bigger', 'bigger'],
  ['the-life', 'The life is beautiful', 'The life is', 'Life is'],
  ['have-a-doubt', 'I have a doubt about grammar', 'I have a doubt', 'I have a question'],
  ['lose-the-bus', 'I lost the bus this morning', 'lost the bus', 'missed the bus'],
  ['lose-the-bus', "I don't want to lose my flight", 'lose my flight', 'miss my flight'],
  ['how-do-you-call', 'How do you call this in English?', 'How do you call', 'What do you call'],
  ['how-is-it-called', 'How is it called?', 'How is it called', 'What is it called'],
  ['go-to-home', 'I went to home early', 'went to home', 'went home'],
  ['in-the-weekend', 'In the weekend I relax', 'In the weekend', 'On the weekend'],
  ['married-with', 'I am married with Ana', 'married with', 'married to'],
  ['have-for-there-is', 'In my city have many parks', 'In my city have many', 'In my city there are many'],
  ['have-for-there-is', 'In my house has a pool', 'In my house has a', 'In my house there is a'],
  ['he-have', 'It have a big garden', 'It have', 'It has'],
  ['he-have', 'He have two cars', 'He have', 'He has'],
  ['he-have', 'My sister have a dog', 'My sister have', 'My sister has'],
  ['third-person-s', 'She like pizza', 'She like', 'She likes'],
  ['third-person-s', 'My father work in a hospital', 'My father work', 'My father works'],
  ['third-person-s', 'He study English every day', 'He study', 'He studies'],
  ['have-years', 'I HAVE 40 YEARS', 'I HAVE 40 YEARS', 'I AM 40 YEARS OLD'],
  ['am-agree', 'i am agree!!!', 'i am agree', 'I agree'],
];

/** Correct English, and sentences that only look like a listed mistake. */
const CORRECT: readonly string[] = [
  'I am 20 years old',
  "I'm 35 years old and I work in a bank",
  'I have 20 years of experience',
  'I have two years left at university',
  'I agree with you',
  "I don't agree",
  'People are nice',
  'One of the people is my friend',
  "He doesn't like it",
  'She does not eat meat',
  'I went there yesterday',
  'Did you go out last night?',
  'What did you eat yesterday?',
  "I go to the gym every day, but yesterday I didn't",
  'I usually go to the beach, and last week I stayed home',
  'I read a book yesterday',
  'Yesterday was a good day',
  'I will go tomorrow',
  'Actually, I prefer tea',
  'Actually, I am not sure',
  'Currently I work in a bank',
  'Can I ask a question?',
  'I make a cake every Sunday',
  'I am bored',
  'The film was boring',
  'I am interested in music',
  'Can you explain this to me?',
  'I like pizza very much',
  'I like a lot of things',
  'It depends on the weather',
  'This is better',
  'Life is beautiful',
  'The life of my grandmother was hard',
  'I have a question',
  'I have no doubt',
  'I missed the bus',
  'I lost my keys',
  'I lost my class notes',
  'What do you call this in English?',
  'It has a pool',
  'Does he have a car?',
  "She doesn't have time",
  'Does she like pizza?',
  'My brother and my sister like pizza',
  'He can play the guitar',
  'I went home',
  'On the weekend I relax',
  'I am married to Ana',
  'At the moment I have a car',
  'In my free time I have fun',
  'My parents have a farm',
  'Hello! How are you?',
  'I LOVE PIZZA',
  'Eu tenho 20 anos',
  '😀😀😀',
  '12345',
];

const PORTUGUESE = /[ãõçáéíóúâêô]|\b(?:não|use|diga|com|para|em|é|de|se)\b/i;

describe('findCorrection', () => {
  it.each(MISTAKES)('%s: "%s"', (id, sentence, said, better) => {
    const mistake = findMistake(sentence);
    expect(mistake?.rule.id).toBe(id);
    expect(mistake?.correction).toEqual({ said, better, explanation: mistake?.rule.explanation });
  });

  it.each(CORRECT)('leaves "%s" alone', (sentence) => {
    expect(findCorrection(sentence)).toBeNull();
  });

  it('has an example for every rule', () => {
    const tested = new Set(MISTAKES.map(([id]) => id));
    expect(MISTAKE_RULES.filter((rule) => !tested.has(rule.id)).map((rule) => rule.id)).toEqual([]);
  });

  it.each(MISTAKE_RULES.map((rule) => [rule.id, rule]))('%s explains in short Portuguese', (_, rule) => {
    expect(rule.explanation).toMatch(PORTUGUESE);
    expect(rule.explanation.length).toBeLessThanOrEqual(120);
    expect(rule.pattern.flags).toContain('g');
    expect(rule.pattern.flags).toContain('i');
  });

  it('gives one correction, the first rule of the table that applies', () => {
    expect(findCorrection('I have 20 years and people is nice')?.better).toBe('I am 20 years old');
  });

  it('tolerates curly apostrophes and extra spaces', () => {
    expect(findCorrection('He don’t  like it')?.better).toBe("He doesn't");
  });
});
