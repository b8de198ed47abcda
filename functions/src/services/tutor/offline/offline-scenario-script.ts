/**
 * The shape of the offline tutor's scenario scripts (./offline-scripts-*.ts, one file a level)
 * and the lines every script shares: what a learner's answer is recognised as (a number, yes or
 * no, a food...), the plain acknowledgements of each level, and the nudges that bring the learner
 * back to the scene. Data only: ./offline-scenario-tutor.ts plays them.
 */
import type { Level } from '../../../shared/rules';
import type { Line } from './offline-tutor-text';

/**
 * Kinds of answer a step may listen for, recognised in the learner's English. The words heard
 * are the first group when the pattern has one, else the whole match.
 */
export const HEARD = {
  yes: /\b(?:yes|yeah|yep|sure|of course|okay|ok|please|sounds good|that's right|right)\b/i,
  no: /\b(?:no|nope|not really|no thanks|nothing|never)\b/i,
  number:
    /\b(\d{1,4}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred)\b/i,
  time: /\b((?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o'clock|h\b)|at\s+(?:\d{1,2}(?::\d{2})?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|midnight)(?:\s*o'clock)?)/i,
  day: /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|this weekend|next week)\b/i,
  food: /\b(pizza|pasta|spaghetti|lasagna|chicken|fish|steak|meat|beef|salad|soup|burger|hamburger|fries|rice|beans|sandwich|cake|pie|ice cream|chocolate|fruit|cheese|eggs?|bread|croissant|muffin|cookie|toast|vegetables)\b/i,
  drink:
    /\b(water|juice|orange juice|soda|coke|lemonade|coffee|latte|cappuccino|espresso|tea|beer|wine|milk|smoothie|hot chocolate)\b/i,
  color: /\b(red|blue|green|black|white|yellow|pink|gr[ae]y|brown|purple|orange|beige)\b/i,
  size: /\b(extra small|extra large|small|medium|large|size \w{1,2}|xs|xl)\b/i,
  name: /\b(?:my name is|my name's|i am|i'm|call me|this is|it's|it is)\s+(\p{Lu}\p{Ll}+)/u,
  place: /\b(?:from|in|to|at|near)\s+((?:\p{Lu}[\p{L}-]+)(?:\s+\p{Lu}[\p{L}-]+)?)/u,
} as const satisfies Record<string, RegExp>;

export type Heard = keyof typeof HEARD;

/**
 * What the tutor says to one kind of answer: `{heard}` is the learner's own English words, kept
 * as they are (quoted) in the Portuguese.
 */
export interface Answer {
  readonly heard: Heard | RegExp;
  readonly ack: Line;
}

/** One question of the scene, and what it listens for in the answer to it. */
export interface Step {
  /** One sentence, ending with '?'. */
  readonly ask: Line;
  readonly answers?: readonly Answer[];
}

export interface ScenarioScript {
  /** The scenario's id (../../../content/scenarios.ts). */
  readonly id: string;
  /**
   * The free-talk topics (./offline-tutor-topics.ts) the scene takes in: talking of another one
   * is a drift ('I love football' to the waiter), of these one is not ('It is delicious').
   */
  readonly topics?: readonly string[];
  /** What the scene is about, for the nudges back to it ('your order', 'o seu pedido'). */
  readonly scene: Line;
  /** What the tutor listens for in the answer to the scenario's opening line. */
  readonly opening?: readonly Answer[];
  /**
   * The tutor's questions in the order the scene moves towards its goal, 10 or more (a session
   * is about ten turns; none is asked twice before all are). None is the opening line.
   */
  readonly steps: readonly Step[];
}

/** Plain acknowledgements, when nothing particular was recognised: 10 a level, in its words. */
export const ACKNOWLEDGEMENTS: Readonly<Record<Level, readonly Line[]>> = {
  beginner: [
    { en: 'Okay.', pt: 'Certo.' },
    { en: 'Great!', pt: 'Ótimo!' },
    { en: 'I see.', pt: 'Entendi.' },
    { en: 'Very good.', pt: 'Muito bem.' },
    { en: 'Nice!', pt: 'Legal!' },
    { en: 'Perfect.', pt: 'Perfeito.' },
    { en: 'All right.', pt: 'Tudo bem.' },
    { en: 'Thank you.', pt: 'Obrigado.' },
    { en: 'Cool!', pt: 'Bacana!' },
    { en: 'Good.', pt: 'Bom.' },
  ],
  intermediate: [
    { en: 'Okay, thank you.', pt: 'Certo, obrigado.' },
    { en: 'Great, thanks.', pt: 'Ótimo, obrigado.' },
    { en: 'I see.', pt: 'Entendo.' },
    { en: 'Perfect.', pt: 'Perfeito.' },
    { en: 'That’s fine.', pt: 'Tudo bem.' },
    { en: 'Sure, no problem.', pt: 'Claro, sem problema.' },
    { en: 'All right.', pt: 'Está bem.' },
    { en: 'Got it.', pt: 'Anotado.' },
    { en: 'Sounds good.', pt: 'Parece bom.' },
    { en: 'Thanks for explaining.', pt: 'Obrigado por explicar.' },
  ],
  advanced: [
    { en: 'That makes sense.', pt: 'Faz sentido.' },
    { en: 'Fair enough.', pt: 'Justo.' },
    { en: 'I see what you mean.', pt: 'Entendo o que você quer dizer.' },
    { en: 'That’s an interesting point.', pt: 'É um ponto interessante.' },
    { en: 'Good to know.', pt: 'Bom saber.' },
    { en: 'Right, that’s helpful.', pt: 'Certo, isso ajuda.' },
    { en: 'I appreciate that.', pt: 'Eu agradeço.' },
    { en: 'Understood.', pt: 'Entendido.' },
    { en: 'Thanks, that’s clear.', pt: 'Obrigado, está claro.' },
    { en: 'I hadn’t thought of that.', pt: 'Eu não tinha pensado nisso.' },
  ],
};

/** When the learner talks of something else: back to the scene (`{scene}`), kindly. */
export const BACK_TO_SCENE: readonly Line[] = [
  {
    en: 'That sounds nice, but let’s get back to {scene}.',
    pt: 'Parece legal, mas vamos voltar para {scene}.',
  },
  {
    en: 'Good to know, but now let’s go back to {scene}.',
    pt: 'Bom saber, mas agora vamos voltar para {scene}.',
  },
  {
    en: 'We can talk about that later, now let’s get back to {scene}.',
    pt: 'Podemos falar disso depois, agora vamos voltar para {scene}.',
  },
  {
    en: 'Interesting, but let’s keep going with {scene}.',
    pt: 'Interessante, mas vamos continuar com {scene}.',
  },
];

/** When the learner answers in Portuguese: try in English, with one of the scenario's targets. */
export const IN_ENGLISH: readonly Line[] = [
  {
    en: "Let's try it in English, you can say '{target}'.",
    pt: "Vamos tentar em inglês, você pode dizer '{target}'.",
  },
  {
    en: "Good, now try to say it in English with '{target}'.",
    pt: "Bom, agora tente dizer isso em inglês com '{target}'.",
  },
  {
    en: "Try it in English, step by step, maybe with '{target}'.",
    pt: "Tente em inglês, passo a passo, talvez com '{target}'.",
  },
];

/** When the learner's answer has no words (an emoji, a number sign). */
export const WITH_WORDS: readonly Line[] = [
  { en: "Let's use some English words!", pt: 'Vamos usar algumas palavras em inglês!' },
  { en: 'Now tell me with words, please!', pt: 'Agora me diga com palavras, por favor!' },
  { en: 'Try a short sentence in English!', pt: 'Tente uma frase curta em inglês!' },
];
