/**
 * Reading the learner's text for the offline tutor: which language it is in, a word worth
 * asking about, the learner's name, and a short echo of what they said ('I love pizza' ->
 * 'Oh, you love pizza, nice!'), so the reply shows it listened.
 */

export type Language = 'english' | 'portuguese' | 'no-words';

/**
 * One sentence the tutor says, and its Portuguese ("Traduzir"). Where a sentence echoes the
 * learner's own English words ('Oh, you love pizza, nice!'), the Portuguese keeps those words
 * quoted as they are ('Ah, você ama "pizza", que legal!'): translating a learner's words by rule
 * would often be wrong, and seeing their own English beside the Portuguese is what helps.
 */
export interface Line {
  readonly en: string;
  readonly pt: string;
}

/** `line` with each `{name}` replaced by `values[name]`, the same in both languages. */
export function filled(line: Line, values: Readonly<Record<string, string>>): Line {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { en: fill(line.en), pt: fill(line.pt) };
}

const PORTUGUESE_WORDS = new Set(
  'eu você voce vocês não nao é sim que muito muita tem tenho para pra com uma um isso isto está esta estou gosto obrigado obrigada porque mas como meu minha ele ela nós tudo bem oi olá ola bom boa dia hoje também tambem então entao quero sei falar inglês ingles sou trabalho moro fazer agora aqui onde quando qual'.split(
    ' ',
  ),
);
const ENGLISH_WORDS = new Set(
  'i you the is are am and to in of my it what have has like with this that was for me we not yes hello hi he she they your do does did can will would go went want think because but very good thanks thank okay ok'.split(
    ' ',
  ),
);
/** Words too common to ask about. */
const COMMON_WORDS = new Set(
  'about after again also always another because been before being could does doing didn don dont every from going good great have having here just know like maybe more most much really same should some something sometimes than that their them then there these they thing things think this those today very want well were what when where which while will with would your yours yeah okay sure thanks thank hello please people usually never often little still into over only other time times lot lots make made fine nice'.split(
    ' ',
  ),
);

/** Endings of adjectives and adverbs: 'fascinating', 'really', 'beautiful'. */
const DESCRIBING = /(?:ing|ly|ous|ful|able|ible|ive|ed)$/;

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
}

export function languageOf(text: string): Language {
  if (!/\p{L}/u.test(text)) return 'no-words';
  let portuguese = 0;
  let english = 0;
  for (const word of words(text)) {
    if (PORTUGUESE_WORDS.has(word)) portuguese += 1;
    else if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (/[ãõç]/i.test(text)) portuguese += 1;
  return portuguese > english && (portuguese >= 2 || english === 0) ? 'portuguese' : 'english';
}

/** Whether the learner writes in capitals only ('I LOVE PIZZA'). */
export function isShouting(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length > 1 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/**
 * The longest uncommon word of the text (4 to 20 letters, first wins a tie; nouns and verbs
 * before describing words), in lower case unless it is a name in the middle of a sentence;
 * never the learner's own name.
 */
export function wordToAskAbout(text: string): string | undefined {
  const name = nameOf(text)?.toLowerCase();
  let best: { word: string; score: number } | undefined;
  for (const match of text.matchAll(/[\p{L}']+/gu)) {
    const word = match[0].replace(/'.*$/, '');
    const lower = word.toLowerCase();
    if (word.length < 4 || word.length > 20 || lower === name) continue;
    if (COMMON_WORDS.has(lower) || PORTUGUESE_WORDS.has(lower)) continue;
    const keepCase = /^\p{Lu}\p{Ll}+$/u.test(word) && !/(?:^|[.!?]\s*)$/.test(text.slice(0, match.index));
    const score = word.length - (DESCRIBING.test(lower) ? 10 : 0);
    if (!best || score > best.score) best = { word: keepCase ? word : lower, score };
  }
  return best?.word;
}

export function nameOf(text: string): string | undefined {
  const name = /\b(?:my name is|my name's|call me|i am called|i'm called)\s+(\p{L}{2,20})\b/iu.exec(
    text,
  )?.[1];
  return name && name.charAt(0).toUpperCase() + name.slice(1).toLowerCase();
}

const REFLECTIONS: Record<string, string> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  we: 'you',
  us: 'you',
  our: 'your',
  am: 'are',
  "i'm": "you're",
};
const OBJECT = "((?:[\\p{L}'-]+\\s+){0,4}?[\\p{L}'-]+)";
const END = '(?=\\s*(?:[.!?,;]|$|\\b(?:and|but|because|when|so|very much|a lot|too)\\b))';

/** Portuguese for the verbs an echo repeats. */
const VERBS_PT: Record<string, string> = {
  like: 'gosta de',
  love: 'ama',
  enjoy: 'curte',
  hate: 'odeia',
  prefer: 'prefere',
  work: 'trabalha',
  live: 'mora',
  study: 'estuda',
  went: 'foi',
  travelled: 'viajou',
  traveled: 'viajou',
};
const pt = (verb: string | undefined) => VERBS_PT[verb?.toLowerCase() ?? ''] ?? '';

const ECHOES: readonly { pattern: RegExp; echo: (m: RegExpExecArray, object: string) => Line }[] = [
  {
    pattern: new RegExp(`\\bI\\s+(?:really\\s+)?(like|love|enjoy)\\s+${OBJECT}${END}`, 'iu'),
    echo: (m, object) => ({
      en: `Oh, you ${m[1]?.toLowerCase()} ${object}, nice!`,
      pt: `Ah, você ${pt(m[1])} "${object}", que legal!`,
    }),
  },
  {
    pattern: new RegExp(`\\bI\\s+(?:really\\s+)?(hate|prefer)\\s+${OBJECT}${END}`, 'iu'),
    echo: (m, object) => ({
      en: `So you ${m[1]?.toLowerCase()} ${object}.`,
      pt: `Então você ${pt(m[1])} "${object}".`,
    }),
  },
  {
    pattern: new RegExp(`\\bI\\s+(work|live|study)\\s+(in|at|as|for)\\s+${OBJECT}${END}`, 'iu'),
    echo: (m, object) => ({
      en: `So you ${m[1]?.toLowerCase()} ${m[2]?.toLowerCase()} ${object}.`,
      pt: `Então você ${pt(m[1])} "${m[2]?.toLowerCase()} ${object}".`,
    }),
  },
  {
    pattern: new RegExp(`\\bI\\s+(went|travelled|traveled)\\s+to\\s+${OBJECT}${END}`, 'iu'),
    echo: (m, object) => ({
      en: `You ${m[1]?.toLowerCase()} to ${object}, how nice!`,
      pt: `Você ${pt(m[1])} para "${object}", que legal!`,
    }),
  },
  {
    pattern: new RegExp(`\\bI\\s+have\\s+(a|an|two|three|four|\\d+)\\s+${OBJECT}${END}`, 'iu'),
    echo: (m, object) => ({
      en: `You have ${m[1]?.toLowerCase()} ${object}, how nice!`,
      pt: `Você tem "${m[1]?.toLowerCase()} ${object}", que legal!`,
    }),
  },
];

/**
 * A one-sentence echo of what the learner said about themselves, or undefined. Only short,
 * plain phrases are echoed, and none about the tutor ('I like you'): flipping those reads oddly.
 */
export function echoOf(text: string): Line | undefined {
  for (const { pattern, echo } of ECHOES) {
    const match = pattern.exec(text);
    const object = match?.[match.length - 1];
    if (!match || !object || object.length > 40 || /\b(?:you|your|yours)\b/i.test(object)) continue;
    const reflected = object
      .split(/\s+/)
      .map((word) => REFLECTIONS[word.toLowerCase()] ?? word)
      .join(' ');
    return echo(match, isShouting(text) ? reflected.toLowerCase() : reflected);
  }
  return undefined;
}

/** FNV-1a: a small, stable hash, so the same input always picks the same phrasing. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
