/**
 * The offline tutor, for local runs and tests: stateless (it knows the session by the request's
 * turns), deterministic (phrasing picked by a hash of the input), and it repeats a question only
 * when it has asked them all. A reply acknowledges what the learner said and asks one follow-up
 * question on their topic; corrections come from ./offline-tutor-mistakes.ts.
 */

import type { ConversationTurn } from '../port';
import { MAX_REPLY_CHARACTERS, type Tutor, type TutorReply, type TutorRequest } from '../port';
import { corrected, findCorrection } from './offline-tutor-mistakes';
import { echoOf, hashOf, type Language, languageOf, nameOf, wordToAskAbout } from './offline-tutor-text';
import { detectTopic, GENERAL_QUESTIONS, type Topic, WORD_QUESTIONS } from './offline-tutor-topics';

const GREETINGS = [
  'Hi, nice to meet you!',
  'Hello, it is great to talk with you!',
  'Hi there, welcome to our chat!',
];
const PORTUGUESE_NUDGES = [
  "Let's try it in English!",
  'Good, now try to say it in English!',
  'You can do it in English, step by step!',
];
const NO_WORDS_NUDGES = [
  "Let's use some English words!",
  'Now tell me with words, please!',
  'Try a short sentence in English!',
];
const SAD_ACKS = ["I'm sorry to hear that.", 'Oh no, I hope things get better soon.', 'That sounds hard.'];
const QUESTION_ACKS = ['Good question!', 'Interesting question!', 'Hmm, let me think about that.'];
const GENERAL_ACKS = [
  'I see.',
  'Interesting!',
  'Nice!',
  'Thank you for sharing.',
  'Cool!',
  'That is interesting.',
];
/** The first turn's questions when the learner's first words have no topic. */
const FIRST_QUESTIONS = [
  'How are you today?',
  'Where are you from?',
  'What do you do?',
  'Why do you want to practise English?',
  'What do you like to do in your free time?',
];
/** Asked only when every other question is already in the history. */
const LAST_QUESTIONS = [
  'What else would you like to tell me?',
  'What would you like to talk about now?',
  'Can you give me an example?',
  'How do you feel about that?',
];
const SAD =
  /\b(?:sad|tired|stressed|angry|worried|nervous|anxious|bored|lonely|upset|sick|bad|terrible|awful)\b/i;
const NOT_SAD =
  /\bnot\s+(?:too\s+|very\s+|so\s+)?(?:sad|tired|stressed|angry|worried|nervous|bored|lonely|upset|sick|bad)\b/i;

export class OfflineTutor implements Tutor {
  readonly name = 'offline-tutor';

  async reply({ prompt, history, signal }: TutorRequest): Promise<TutorReply> {
    signal?.throwIfAborted();
    return composeReply(prompt, history);
  }
}

export function composeReply(prompt: string, history: readonly ConversationTurn[]): TutorReply {
  const language = languageOf(prompt);
  const correction = language === 'english' ? findCorrection(prompt) : null;
  const seed = hashOf(`${prompt.toLowerCase()}|${history.length}`);
  const said = tutorText(history);
  const firstTurn = history.length === 0;
  const topic = topicOf(prompt, language, history);

  const greeting = firstTurn ? greetingFor(prompt, seed) : undefined;
  const acknowledgement = acknowledgementFor(
    corrected(prompt, correction),
    language,
    topic,
    firstTurn,
    seed,
    said,
  );
  const question = questionFor(prompt, language, topic, firstTurn, seed, said);
  return { reply: fit([greeting, acknowledgement, question]), correction, translation: '' }; // issue 29
}

/** Everything the tutor already said this session, in lower case, to avoid saying it again. */
function tutorText(history: readonly ConversationTurn[]): string {
  return history
    .filter((turn) => turn.role === 'tutor')
    .map((turn) => turn.text.toLowerCase())
    .join('\n');
}

/**
 * The prompt's topic; for a short answer with nothing new in it ('Yes.', '12345'), the topic
 * of the learner's latest turn that had one.
 */
function topicOf(
  prompt: string,
  language: Language,
  history: readonly ConversationTurn[],
): Topic | undefined {
  const own = language === 'portuguese' ? detectTopic(prompt, 'portuguese') : detectTopic(prompt);
  if (own) return own;
  if (language === 'english' && wordToAskAbout(prompt)) return undefined;
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'learner') continue;
    const earlier = detectTopic(turn.text) ?? detectTopic(turn.text, 'portuguese');
    if (earlier) return earlier;
  }
  return undefined;
}

function greetingFor(prompt: string, seed: number): string {
  const name = nameOf(prompt);
  return name ? `Hi, ${name}, nice to meet you!` : pick(GREETINGS, seed);
}

function acknowledgementFor(
  text: string,
  language: Language,
  topic: Topic | undefined,
  firstTurn: boolean,
  seed: number,
  said: string,
): string | undefined {
  if (language === 'portuguese') return fresh(PORTUGUESE_NUDGES, seed, said);
  if (language === 'no-words') return fresh(NO_WORDS_NUDGES, seed, said);
  if (SAD.test(text) && !NOT_SAD.test(text)) return fresh(SAD_ACKS, seed, said);
  const echo = echoOf(text);
  if (echo) return echo;
  // On the first turn the greeting already answers; a generic 'Nice!' after it would be filler.
  if (firstTurn) return undefined;
  if (text.includes('?')) return fresh(QUESTION_ACKS, seed, said);
  return fresh(topic ? [...topic.acknowledgements, ...GENERAL_ACKS.slice(0, 2)] : GENERAL_ACKS, seed, said);
}

/**
 * Off topic, a question about one of the learner's words. Otherwise the topic's questions in
 * order, from the one after the last asked, then the general ones: the history only holds the
 * recent turns, and walking a fixed order is what keeps a long session from coming back to a
 * question asked before that window.
 */
function questionFor(
  prompt: string,
  language: Language,
  topic: Topic | undefined,
  firstTurn: boolean,
  seed: number,
  said: string,
): string {
  const word = language === 'english' && !topic && !firstTurn ? wordToAskAbout(prompt) : undefined;
  const aboutWord = word && unheard(rotated(WORD_QUESTIONS, seed), said, (q) => q.replace('{word}', word));
  if (aboutWord) return aboutWord;
  const opening = firstTurn ? rotated(FIRST_QUESTIONS, seed) : [];
  for (const stage of [topic?.questions ?? opening, GENERAL_QUESTIONS]) {
    const last = lastAsked(stage, said);
    if (last === stage.length - 1) continue;
    const question = unheard(rotated(stage, (last ?? -1) + 1), said);
    if (question) return question;
  }
  return unheard(rotated(LAST_QUESTIONS, seed), said) ?? pick(LAST_QUESTIONS, seed);
}

/** Index in `questions` of the one the tutor asked most recently, if any. */
function lastAsked(questions: readonly string[], said: string): number | undefined {
  let latest: { index: number; at: number } | undefined;
  questions.forEach((question, index) => {
    const at = said.lastIndexOf(question.toLowerCase());
    if (at >= 0 && (!latest || at > latest.at)) latest = { index, at };
  });
  return latest?.index;
}

function rotated<T>(items: readonly T[], start: number): T[] {
  const at = items.length === 0 ? 0 : start % items.length;
  return [...items.slice(at), ...items.slice(0, at)];
}

/** The first phrase (as written by `write`) that is not in what the tutor said already. */
function unheard(
  phrases: readonly string[],
  said: string,
  write: (phrase: string) => string = (phrase) => phrase,
): string | undefined {
  return phrases.map(write).find((phrase) => !said.includes(phrase.toLowerCase()));
}

/** A phrase not heard yet if there is one: acknowledgements may repeat, but rather not. */
function fresh(phrases: readonly string[], seed: number, said: string): string {
  return unheard(rotated(phrases, seed), said) ?? pick(phrases, seed);
}

function pick(phrases: readonly string[], seed: number): string {
  return phrases[seed % phrases.length] ?? '';
}

/** Joins the parts; drops the opening parts, then trims, if the reply would be too long to speak. */
function fit(parts: readonly (string | undefined)[]): string {
  const present = parts.filter((part): part is string => Boolean(part));
  while (present.length > 1 && present.join(' ').length > MAX_REPLY_CHARACTERS) present.shift();
  return present.join(' ').slice(0, MAX_REPLY_CHARACTERS);
}
