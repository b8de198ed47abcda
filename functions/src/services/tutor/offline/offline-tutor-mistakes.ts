/**
 * The frequent mistakes of Brazilian learners that the offline tutor corrects, as a table: a
 * pattern that finds the mistake, a builder that writes the fragment correctly, and a short
 * explanation in Portuguese. Patterns are global and case-insensitive; `match[0]` is what the
 * learner said. A builder returns null when the match turns out not to be the mistake, so the
 * table only corrects what it is sure of: a false correction teaches something wrong.
 */

import type { ConversationCorrection } from '../../../shared/contract';
import {
  alternation,
  baseOf,
  EVERYDAY_VERBS,
  PAST_FORMS,
  PRESENT_FORMS,
  pastOf,
  thirdPerson,
} from './offline-tutor-verbs';

export interface MistakeRule {
  /** Names the mistake, for tests and logs. */
  readonly id: string;
  readonly pattern: RegExp;
  readonly better: (match: RegExpMatchArray) => string | null;
  /** Why, in Portuguese (pt-BR): one short sentence. */
  readonly explanation: string;
}

const APOSTROPHE = "['’]";
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const NUMBER = `\\d{1,3}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:${UNITS}))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|${UNITS}`;
/** Singular people and things learners talk about in the third person. */
const SINGULAR = `my\\s+(?:mother|mom|mum|father|dad|brother|sister|son|daughter|wife|husband|boyfriend|girlfriend|boss|friend|best\\s+friend|teacher|grandmother|grandfather|grandma|grandpa|baby|dog|cat|city|house|job)`;
/** Words after which a bare verb is correct: 'does he have', 'can she go', 'and she like'. */
const AFTER_AUXILIARY = `(?<!\\b(?:does|doesn${APOSTROPHE}?t|did|didn${APOSTROPHE}?t|do|don${APOSTROPHE}?t|can|can${APOSTROPHE}?t|cannot|could|couldn${APOSTROPHE}?t|will|won${APOSTROPHE}?t|would|wouldn${APOSTROPHE}?t|should|shouldn${APOSTROPHE}?t|might|must|may|to|let|and|or)\\s+)`;
const PAST_TIME = `yesterday|last\\s+(?:night|week|weekend|month|year|summer|winter|holiday|holidays|vacation|monday|tuesday|wednesday|thursday|friday|saturday|sunday|time)|(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|some|few|many|\\d{1,3})\\s+(?:minutes?|hours?|days?|weeks?|months?|years?)\\s+ago`;
const SUBJECT = 'I|you|we|they|he|she|it';
const PRESENT = alternation(PRESENT_FORMS);
/** Between a verb and its time marker: a second clause here means the verb may be a habit. */
const OTHER_CLAUSE =
  /,|\b(?:but|and|every|usually|always|often|sometimes|now|today|when|because|since|so)\b/i;
/** 'Yesterday I have seen' is another mistake (present perfect), not a past-tense one. */
const PARTICIPLE_NEXT = /^\s+(?:been|got|\w+ed|\w+en)\b/i;

/** Writes `better` in the learner's case: all caps stays all caps, a capital stays a capital. */
export function inCaseOf(said: string, better: string): string {
  const letters = said.replace(/[^a-z]/gi, '');
  if (letters.length > 1 && letters === letters.toUpperCase()) return better.toUpperCase();
  if (/^[A-Z]/.test(said)) return better.charAt(0).toUpperCase() + better.slice(1);
  return better;
}

function pastTense(verb: string, rest: string): string | null {
  const past = pastOf(verb);
  if (!past) return null;
  if (/^ha(?:ve|s)$/i.test(verb) && PARTICIPLE_NEXT.test(rest)) return null;
  return past;
}

export const MISTAKE_RULES: readonly MistakeRule[] = [
  {
    id: 'have-years',
    pattern: new RegExp(
      `\\b(I|you|we|they|he|she|my\\s+\\w+)\\s+(have|has)\\s+(${NUMBER})\\s+(years?)(\\s+old)?\\b(?!\\s+(?:of|ago|in|at|as|working|experience|here|there|since|left|more|to|until|together|married))`,
      'gi',
    ),
    better: (m) => {
      // 'My sister have 20 years' is still one person: 'is', as with 'has'.
      const single = /^has$/i.test(m[2] ?? '') || /^(?:he|she|my\s+\w*(?:ss|[^s\s]))$/i.test(m[1] ?? '');
      const be = /^I$/i.test(m[1] ?? '') ? 'am' : single ? 'is' : 'are';
      return `${m[1]} ${be} ${m[3]} ${m[4]} old`;
    },
    explanation: "Idade se diz com o verbo 'to be' e 'years old', não com 'have'.",
  },
  {
    id: 'am-agree',
    pattern: new RegExp(
      `\\b(I|we|you|they|he|she)\\s*(?:am|are|is|${APOSTROPHE}m|${APOSTROPHE}re|${APOSTROPHE}s)\\s+(not\\s+)?agree\\b`,
      'gi',
    ),
    better: (m) => {
      const single = /^(?:he|she)$/i.test(m[1] ?? '');
      if (m[2]) return `${m[1]} ${single ? "doesn't" : "don't"} agree`;
      return `${m[1]} ${single ? 'agrees' : 'agree'}`;
    },
    explanation: "'Agree' já é verbo ('concordar'): diga 'I agree', sem 'am'.",
  },
  {
    id: 'past-time-present-verb',
    pattern: new RegExp(
      `${AFTER_AUXILIARY}\\b(${SUBJECT})\\s+(${PRESENT})\\b([^.!?;]{0,40}?)\\b(?:${PAST_TIME})\\b`,
      'gi',
    ),
    better: (m) => {
      const [said = '', subject = '', verb = '', between = ''] = m;
      if (OTHER_CLAUSE.test(between)) return null;
      const past = pastTense(verb, between);
      return past && said.replace(`${subject} ${verb}`, `${subject} ${past}`);
    },
    explanation:
      "Para falar do passado (yesterday, last week, ago), use o verbo no passado: 'go' vira 'went'.",
  },
  {
    id: 'past-time-first-present-verb',
    pattern: new RegExp(`\\b(?:${PAST_TIME}),?\\s+(${SUBJECT})\\s+(${PRESENT})\\b`, 'gi'),
    better: (m) => {
      const [said = '', subject = '', verb = ''] = m;
      const rest = (m.input ?? '').slice((m.index ?? 0) + said.length);
      const past = pastTense(verb, rest);
      return past && `${said.slice(0, said.length - verb.length - subject.length - 1)}${subject} ${past}`;
    },
    explanation:
      "Para falar do passado (yesterday, last week, ago), use o verbo no passado: 'go' vira 'went'.",
  },
  {
    id: 'did-past-verb',
    pattern: new RegExp(
      `\\b(did|didn${APOSTROPHE}?t|did\\s+not)\\s+((?:${SUBJECT})\\s+)?(${alternation(PAST_FORMS)})\\b`,
      'gi',
    ),
    better: (m) => {
      const base = baseOf(m[3] ?? '');
      return base ? `${m[1]} ${m[2] ?? ''}${base}` : null;
    },
    explanation: "Depois de 'did' ou 'didn't', o verbo fica na forma base: 'did you go', não 'did you went'.",
  },
  {
    id: 'people-is',
    pattern: new RegExp(
      `(?<!\\bof\\s+(?:the\\s+|these\\s+|those\\s+|my\\s+)?)\\b(people)\\s+(is|was|isn${APOSTROPHE}?t|wasn${APOSTROPHE}?t|has|doesn${APOSTROPHE}?t)\\b`,
      'gi',
    ),
    better: (m) => {
      const plural: Record<string, string> = { is: 'are', was: 'were', has: 'have' };
      const verb = (m[2] ?? '').toLowerCase().replace('’', "'");
      const fixed =
        plural[verb] ?? (verb.startsWith('is') ? "aren't" : verb.startsWith('was') ? "weren't" : "don't");
      return `${m[1]} ${fixed}`;
    },
    explanation: "'People' é plural em inglês: use 'people are', não 'people is'.",
  },
  {
    id: 'he-dont',
    pattern: new RegExp(
      `(?<!\\b(?:and|or)\\s+)\\b(he|she|it|${SINGULAR})\\s+(don${APOSTROPHE}?t|do\\s+not)\\b`,
      'gi',
    ),
    better: (m) => `${m[1]} ${/not$/i.test(m[2] ?? '') ? 'does not' : "doesn't"}`,
    explanation: "Com he, she e it, a negativa é 'doesn't', não 'don't'.",
  },
  {
    id: 'have-for-there-is',
    pattern:
      /(?<=^|[.!?]\s+)(in|at|on)\s+(my|the|our|this|that|your)\s+([a-zà-ÿ]+(?:\s+(?!(?:i|we|you|they|he|she|it|people)\b)[a-zà-ÿ]+)?)\s+(have|has)\s+(a|an|many|much|some|lots|a\s+lot|no|\d+|two|three|four|five|several)\b/gi,
    better: (m) => {
      const there = /^(?:a|an|much)$/i.test(m[5] ?? '') ? 'there is' : 'there are';
      return `${m[1]} ${m[2]} ${m[3]} ${there} ${m[5]}`;
    },
    explanation: "Para dizer que algo existe num lugar ('tem'), use 'there is' ou 'there are', não 'have'.",
  },
  {
    id: 'he-have',
    pattern: new RegExp(`${AFTER_AUXILIARY}\\b(he|she|it|${SINGULAR})\\s+have\\b`, 'gi'),
    better: (m) => `${m[1]} has`,
    explanation: "Com he, she e it, 'have' vira 'has'.",
  },
  {
    id: 'third-person-s',
    pattern: new RegExp(
      `${AFTER_AUXILIARY}\\b(he|she|${SINGULAR})\\s+(${alternation(EVERYDAY_VERBS)})\\b`,
      'gi',
    ),
    better: (m) => `${m[1]} ${thirdPerson((m[2] ?? '').toLowerCase())}`,
    explanation: "No presente, com he, she e it, o verbo ganha -s: 'she likes', 'he works'.",
  },
  {
    id: 'make-a-question',
    pattern:
      /\b(make|makes|made|making)\s+((?:a|an|one|some|this|that|the|my|your|another|many|more|two|three|a\s+few)\s+)?(questions?)\b/gi,
    better: (m) => {
      const ask: Record<string, string> = { make: 'ask', makes: 'asks', made: 'asked', making: 'asking' };
      return `${ask[(m[1] ?? '').toLowerCase()]} ${m[2] ?? ''}${m[3]}`;
    },
    explanation: "Em inglês, pergunta se 'ask' (fazer uma pergunta = 'ask a question'), não 'make'.",
  },
  {
    id: 'actually-currently',
    pattern: new RegExp(
      `(?<=^|[.!?]\\s+)(actually)(,?\\s+)(I|we|he|she|they|my\\s+\\w+)(\\s*(?:am|${APOSTROPHE}m|is|are|${APOSTROPHE}re|${APOSTROPHE}s)\\s+|\\s+)(work|works|working|study|studies|studying|live|lives|living|unemployed|retired|learning|teaching|looking\\s+for)\\b`,
      'gi',
    ),
    better: (m) => `currently${m[2]}${m[3]}${m[4]}${m[5]}`,
    explanation: "'Actually' é falso cognato: significa 'na verdade'; 'atualmente' é 'currently'.",
  },
  {
    id: 'boring-bored',
    pattern: new RegExp(
      `\\b(I|we)(\\s*(?:am|${APOSTROPHE}m|are|${APOSTROPHE}re|feel|felt|was|were|get|got)\\s+)((?:so|very|really|too|a\\s+little|a\\s+bit|kind\\s+of)\\s+)?boring\\b(?!\\s+(?:person|people|guy|man|woman|teacher|student))`,
      'gi',
    ),
    better: (m) => `${m[1]}${m[2]}${m[3] ?? ''}bored`,
    explanation: "'Boring' é o que entedia os outros; para dizer que você está entediado, use 'bored'.",
  },
  {
    id: 'interesting-interested',
    pattern: new RegExp(
      `\\b(I|we|he|she|they|you)(\\s*(?:am|${APOSTROPHE}m|is|are|${APOSTROPHE}re|${APOSTROPHE}s|was|were)\\s+)((?:very|really|so)\\s+)?interesting\\s+in\\b`,
      'gi',
    ),
    better: (m) => `${m[1]}${m[2]}${m[3] ?? ''}interested in`,
    explanation: "Quem tem interesse está 'interested in'; 'interesting' é o que desperta interesse.",
  },
  {
    id: 'explain-me',
    pattern: /\b(explain|explains|explained|explaining)\s+(me|us)\b/gi,
    better: (m) => `${m[1]} to ${m[2]}`,
    explanation: "'Explain' pede 'to' antes da pessoa: diga 'explain to me'.",
  },
  {
    id: 'like-very-much',
    pattern:
      /\b(I|we|you|they)\s+(like|love|enjoy)\s+(very\s+much|so\s+much)\s+((?:[a-zà-ÿ'’-]+\s+){0,3}?[a-zà-ÿ'’-]+)(?=\s*(?:[.!?,;]|$|\b(?:and|but|because|when|so|too)\b))/gi,
    better: (m) => `${m[1]} ${m[2]} ${m[4]} ${m[3]}`,
    explanation: "'Very much' vai depois do que você gosta: 'I like pizza very much'.",
  },
  {
    id: 'depend-of',
    pattern: /\b(depend|depends|depended|depending)\s+of\b/gi,
    better: (m) => `${m[1]} on`,
    explanation: "Em inglês, 'depender de' é 'depend on'.",
  },
  {
    id: 'more-better',
    pattern:
      /\bmore\s+(better|worse|bigger|smaller|easier|harder|cheaper|faster|slower|older|younger|happier|nicer|longer|shorter|taller|stronger|richer|larger|higher|lower|busier|prettier|colder|hotter|warmer)\b/gi,
    better: (m) => m[1] ?? null,
    explanation: "'Better' já é comparativo ('melhor'): não use 'more' junto.",
  },
  {
    id: 'the-life',
    pattern: new RegExp(`\\b(the)\\s+(life)\\s+(is|was|isn${APOSTROPHE}?t|can)\\b`, 'gi'),
    better: (m) => `${m[2]} ${m[3]}`,
    explanation: "Falando da vida em geral, o inglês não usa 'the': 'life is'.",
  },
  {
    id: 'have-a-doubt',
    pattern: new RegExp(
      `\\b(I|we)(\\s*(?:have|had|${APOSTROPHE}ve)\\s+)(a|one|another|a\\s+small|a\\s+quick|a\\s+little)\\s+doubt\\b`,
      'gi',
    ),
    better: (m) => `${m[1]}${m[2]}${m[3]} question`,
    explanation: "'Doubt' é desconfiança; para 'tenho uma dúvida' diga 'I have a question'.",
  },
  {
    id: 'lose-the-bus',
    pattern:
      /\b(lose|loses|lost|losing)\s+(the|my|a|our|his|her|their)\s+(bus|train|flight|plane|class|lesson|meeting|appointment|subway|metro|boat|ferry)\b(?!\s+(?:notes?|tickets?|cards?|pass|books?|materials?|schedule|keys?)\b)/gi,
    better: (m) => {
      const miss: Record<string, string> = {
        lose: 'miss',
        loses: 'misses',
        lost: 'missed',
        losing: 'missing',
      };
      return `${miss[(m[1] ?? '').toLowerCase()]} ${m[2]} ${m[3]}`;
    },
    explanation: "'Perder' um ônibus ou uma aula é 'miss'; 'lose' é perder algo que some.",
  },
  {
    id: 'how-do-you-call',
    pattern: /\bhow\s+(do|does)\s+(you|we|they|people|one)\s+call\b/gi,
    better: (m) => `what ${m[1]} ${m[2]} call`,
    explanation: "Para perguntar o nome de algo, use 'What do you call...?', não 'How'.",
  },
  {
    id: 'how-is-it-called',
    pattern: /\bhow\s+(is|are)\s+(it|this|that|they|these|those)\s+called\b/gi,
    better: (m) => `what ${m[1]} ${m[2]} called`,
    explanation: "Para perguntar o nome de algo, use 'What is it called?', não 'How'.",
  },
  {
    id: 'go-to-home',
    pattern:
      /\b(go|goes|went|going|come|comes|came|coming|get|gets|got|getting|arrive|arrives|arrived|arriving)\s+to\s+home\b/gi,
    better: (m) => `${m[1]} home`,
    explanation: "Com 'home', não se usa 'to': 'go home', 'get home'.",
  },
  {
    id: 'in-the-weekend',
    pattern: /\bin\s+the\s+weekend\b/gi,
    better: () => 'on the weekend',
    explanation: "Para o fim de semana, use 'on the weekend' (ou 'at the weekend'), não 'in'.",
  },
  {
    id: 'married-with',
    pattern: /\b(married|marry|marries)\s+with\b/gi,
    better: (m) => (/^married$/i.test(m[1] ?? '') ? `${m[1]} to` : (m[1] ?? null)),
    explanation: "Casado com alguém é 'married to'; casar com alguém é só 'marry' + a pessoa.",
  },
];

/** The first mistake in `text`, in table order, with the rule that found it; null when fine. */
export function findMistake(text: string): { rule: MistakeRule; correction: ConversationCorrection } | null {
  for (const rule of MISTAKE_RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const better = rule.better(match);
      if (better === null) continue;
      const said = match[0].trim();
      // The builders reuse the learner's words: a lower-case 'i' is put right on the way.
      const written = better.replace(/\s+/g, ' ').trim().replace(/\bi\b/g, 'I');
      return { rule, correction: { said, better: inCaseOf(said, written), explanation: rule.explanation } };
    }
  }
  return null;
}

/** At most one correction: the first mistake of the table found in `text`. */
export function findCorrection(text: string): ConversationCorrection | null {
  return findMistake(text)?.correction ?? null;
}

/** The learner's text with its mistake corrected, e.g. to echo it back. */
export function corrected(text: string, correction: ConversationCorrection | null): string {
  return correction ? text.replace(correction.said, correction.better) : text;
}
