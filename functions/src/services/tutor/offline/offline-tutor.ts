/**
 * The offline tutor, for local runs and tests: stateless (it knows the session by the request's
 * turns), deterministic (phrasing picked by a hash of the input), and it repeats a question only
 * when it has asked them all. In a scenario it plays the scenario's script
 * (./offline-scenario-tutor.ts); in free talk a reply acknowledges what the learner said and asks
 * one follow-up question on their topic. Every line it says has its Portuguese beside it, so the
 * reply's translation is the same lines' Portuguese; corrections come from
 * ./offline-tutor-mistakes.ts.
 */

import type { ConversationTurn, Tutor, TutorReply, TutorRequest } from '../port';
import { WITH_WORDS } from './offline-scenario-script';
import { playScenario } from './offline-scenario-tutor';
import { fresh, joined, lastSaid, pick, rotated, tutorText, unheard } from './offline-tutor-lines';
import { corrected, findCorrection } from './offline-tutor-mistakes';
import {
  echoOf,
  hashOf,
  type Language,
  type Line,
  languageOf,
  nameOf,
  wordToAskAbout,
} from './offline-tutor-text';
import { detectTopic, GENERAL_QUESTIONS, type Topic, WORD_QUESTIONS } from './offline-tutor-topics';

const GREETINGS: readonly Line[] = [
  { en: 'Hi, nice to meet you!', pt: 'Oi, prazer em conhecer você!' },
  { en: 'Hello, it is great to talk with you!', pt: 'Olá, é ótimo conversar com você!' },
  { en: 'Hi there, welcome to our chat!', pt: 'Oi, bem-vindo à nossa conversa!' },
];
const PORTUGUESE_NUDGES: readonly Line[] = [
  { en: "Let's try it in English!", pt: 'Vamos tentar em inglês!' },
  { en: 'Good, now try to say it in English!', pt: 'Bom, agora tente dizer isso em inglês!' },
  { en: 'You can do it in English, step by step!', pt: 'Você consegue em inglês, passo a passo!' },
];
const SAD_ACKS: readonly Line[] = [
  { en: "I'm sorry to hear that.", pt: 'Sinto muito ouvir isso.' },
  { en: 'Oh no, I hope things get better soon.', pt: 'Ah, não, espero que as coisas melhorem logo.' },
  { en: 'That sounds hard.', pt: 'Isso parece difícil.' },
];
const QUESTION_ACKS: readonly Line[] = [
  { en: 'Good question!', pt: 'Boa pergunta!' },
  { en: 'Interesting question!', pt: 'Pergunta interessante!' },
  { en: 'Hmm, let me think about that.', pt: 'Hum, deixe-me pensar sobre isso.' },
];
const GENERAL_ACKS: readonly Line[] = [
  { en: 'I see.', pt: 'Entendo.' },
  { en: 'Interesting!', pt: 'Interessante!' },
  { en: 'Nice!', pt: 'Legal!' },
  { en: 'Thank you for sharing.', pt: 'Obrigado por compartilhar.' },
  { en: 'Cool!', pt: 'Bacana!' },
  { en: 'That is interesting.', pt: 'Isso é interessante.' },
];
/** The first turn's questions when the learner's first words have no topic. */
const FIRST_QUESTIONS: readonly Line[] = [
  { en: 'How are you today?', pt: 'Como você está hoje?' },
  { en: 'Where are you from?', pt: 'De onde você é?' },
  { en: 'What do you do?', pt: 'O que você faz?' },
  { en: 'Why do you want to practise English?', pt: 'Por que você quer praticar inglês?' },
  { en: 'What do you like to do in your free time?', pt: 'O que você gosta de fazer no seu tempo livre?' },
];
/** Asked only when every other question is already in the history. */
const LAST_QUESTIONS: readonly Line[] = [
  { en: 'What else would you like to tell me?', pt: 'O que mais você gostaria de me contar?' },
  { en: 'What would you like to talk about now?', pt: 'Sobre o que você gostaria de conversar agora?' },
  { en: 'Can you give me an example?', pt: 'Você pode me dar um exemplo?' },
  { en: 'How do you feel about that?', pt: 'Como você se sente sobre isso?' },
];
const SAD =
  /\b(?:sad|tired|stressed|angry|worried|nervous|anxious|bored|lonely|upset|sick|bad|terrible|awful)\b/i;
const NOT_SAD =
  /\bnot\s+(?:too\s+|very\s+|so\s+)?(?:sad|tired|stressed|angry|worried|nervous|bored|lonely|upset|sick|bad)\b/i;

export class OfflineTutor implements Tutor {
  readonly name = 'offline-tutor';

  async reply({ prompt, history, scenario, signal }: TutorRequest): Promise<TutorReply> {
    signal?.throwIfAborted();
    return (scenario && playScenario(scenario, prompt, history)) ?? composeReply(prompt, history);
  }
}

/** Free talk's reply: a greeting on the first turn, an acknowledgement, a question. */
export function composeReply(prompt: string, history: readonly ConversationTurn[]): TutorReply {
  const language = languageOf(prompt);
  const correction = language === 'english' ? findCorrection(prompt) : null;
  const seed = hashOf(`${prompt.toLowerCase()}|${history.length}`);
  const said = tutorText(history);
  // The learner's first words: the history then holds at most the tutor's opening line.
  const firstTurn = !history.some((turn) => turn.role === 'learner');
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
  return { ...joined([greeting, acknowledgement, question]), correction };
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

function greetingFor(prompt: string, seed: number): Line {
  const name = nameOf(prompt);
  return name
    ? { en: `Hi, ${name}, nice to meet you!`, pt: `Oi, ${name}, prazer em conhecer você!` }
    : pick(GREETINGS, seed);
}

function acknowledgementFor(
  text: string,
  language: Language,
  topic: Topic | undefined,
  firstTurn: boolean,
  seed: number,
  said: string,
): Line | undefined {
  if (language === 'portuguese') return fresh(PORTUGUESE_NUDGES, seed, said);
  if (language === 'no-words') return fresh(WITH_WORDS, seed, said);
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
): Line {
  const word = language === 'english' && !topic && !firstTurn ? wordToAskAbout(prompt) : undefined;
  const aboutWord =
    word &&
    unheard(rotated(WORD_QUESTIONS, seed), said, (line) => ({
      en: line.en.replace('{word}', word),
      pt: line.pt.replace('{word}', word),
    }));
  if (aboutWord) return aboutWord;
  const opening = firstTurn ? rotated(FIRST_QUESTIONS, seed) : [];
  for (const stage of [topic?.questions ?? opening, GENERAL_QUESTIONS]) {
    const last = lastSaid(stage, said);
    if (last === stage.length - 1) continue;
    const question = unheard(rotated(stage, (last ?? -1) + 1), said);
    if (question) return question;
  }
  return unheard(rotated(LAST_QUESTIONS, seed), said) ?? pick(LAST_QUESTIONS, seed);
}
