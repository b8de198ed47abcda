/**
 * Which pronunciation tip a word of a phrase gets: the sounds Brazilian speakers commonly find
 * hard. Only the rules live here; the tips themselves (Portuguese text and examples) are one table
 * in web/src/messages/tips.ts, keyed by these ids, and only the web shows them (the server never
 * needs a tip). Spelling stands in for sound, so each rule lists the common words it gets wrong.
 */

export const TIP_IDS = [
  'th',
  'ed-id',
  'ed-t',
  'ed-d',
  'initial-r',
  'initial-h',
  'es-syllable',
  'final-s',
  'short-i',
  'long-ee',
  'short-u',
  'long-oo',
  'final-consonant',
] as const;
export type TipId = (typeof TIP_IDS)[number];

/** "th" spelled but said /t/ (Thomas) or two sounds across a compound (lighthouse). */
const thAsT = new Set([
  'thomas',
  'thames',
  'thai',
  'thailand',
  'thyme',
  'lighthouse',
  'hothouse',
  'outhouse',
  'anthill',
  'pothole',
]);
/** Ending in -ed without being a past form (need, hundred): their -ed is no suffix. */
const edNotSuffix = new Set([
  'shed',
  'sled',
  'fled',
  'bred',
  'hundred',
  'sacred',
  'naked',
  'wicked',
  'kindred',
  'rugged',
]);
/** "h" spelled at the start but not said. */
const silentH = new Set(['hour', 'hours', 'honest', 'honestly', 'honor', 'honour', 'heir', 'herb']);
/** Spelled "ea" but not said as the long ee of "sheep". */
const eaNotLong = new Set([
  'bread',
  'head',
  'dead',
  'ready',
  'heavy',
  'weather',
  'breakfast',
  'great',
  'break',
  'steak',
  'instead',
  'ahead',
  'health',
  'wealth',
  'meant',
  'idea',
  'area',
  'create',
  'created',
  'really',
  'real',
  'theater',
  'theatre',
  'ocean',
  'sweat',
  'deaf',
]);
/** The short i of "ship", in words that have a long-ee pair (sheep, seat, leave, feel...). */
const shortI = new Set([
  'it',
  'is',
  'his',
  'ship',
  'sit',
  'live',
  'fill',
  'hit',
  'bit',
  'still',
  'rich',
  'slip',
  'chip',
  'list',
  'fit',
  'will',
  'win',
  'did',
  'sick',
  'mill',
]);
/** The short u of "full", mostly spelled "oo" or "ou" (book, could); other "oo" words say "fool". */
const shortU = new Set([
  'full',
  'pull',
  'put',
  'push',
  'book',
  'books',
  'look',
  'looks',
  'good',
  'foot',
  'took',
  'cook',
  'wood',
  'stood',
  'could',
  'would',
  'should',
  'understood',
]);
/** Said with the long "oo" of "fool" though not spelled with it. */
const longOo = new Set([
  'you',
  'do',
  'two',
  'who',
  'true',
  'blue',
  'new',
  'choose',
  'lose',
  'move',
  'rule',
  'fruit',
  'food',
]);

/** The word as the rules read it: lower case, letters and an inner apostrophe only. */
function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC`]/gu, "'")
    .replace(/[^a-z']/g, '');
}

/** The -ed ending's sound, when the word ends in a past -ed: /id/ after t or d, /t/ after a voiceless sound, else /d/. */
function edTip(word: string): TipId | null {
  if (!word.endsWith('ed') || word.length <= 3 || word.endsWith('eed') || edNotSuffix.has(word)) return null;
  const stem = word.slice(0, -2);
  if (/[td]$/.test(stem)) return 'ed-id';
  if (/(?:[pkfx]|ck|gh|sh|ch|ss|[^aeiou]s|c)$/.test(stem)) return 'ed-t';
  return 'ed-d';
}

/** The -s of a plural or a verb: its own syllable after a hissing sound (watches), else a cluster (works). */
function sTip(word: string): TipId | null {
  if (/(?:[sxz]|ch|sh|[gc])es$/.test(word) && word.length > 4) return 'es-syllable';
  return /[^aeiouys'][s]$/.test(word) ? 'final-s' : null;
}

function vowelTip(word: string): TipId | null {
  if (shortI.has(word)) return 'short-i';
  if (shortU.has(word)) return 'short-u';
  if (longOo.has(word) || /oo(?!k)/.test(word)) return 'long-oo';
  if (word.includes('ee') || (/ea(?!r)/.test(word) && !eaNotLong.has(word))) return 'long-ee';
  return null;
}

/**
 * A stop or affricate at the end, where Portuguese adds a vowel ("bigui", "Facebooki"): the last
 * sound, with a final silent e dropped (like, made); "-gh" (high) and vowel-ending words have none.
 */
function finalConsonantTip(word: string): TipId | null {
  if (word.endsWith('gh')) return null;
  return /(?:[bdgkptx]|ck|ch|[bdkpt]e|dge|ge)$/.test(word) ? 'final-consonant' : null;
}

/**
 * The one tip for `word`, the most telling first: "th", the -ed ending, an initial r or h, the
 * final -s, a vowel pair, a final consonant; null when none applies.
 */
export function tipFor(word: string): TipId | null {
  const w = plain(word);
  if (w.length === 0) return null;
  if (w.includes('th') && !thAsT.has(w)) return 'th';
  const ed = edTip(w);
  if (ed) return ed;
  if (/^w?r/.test(w)) return 'initial-r';
  if ((/^h/.test(w) && !silentH.has(w)) || /^who/.test(w)) return 'initial-h';
  return sTip(w) ?? vowelTip(w) ?? finalConsonantTip(w);
}

export interface WordTip {
  /** The word's position in the phrase. */
  index: number;
  tip: TipId;
}

/**
 * The tips worth showing for a phrase's words, at most `max`, each tip once: the words in
 * `first` (not heard, then heard unclearly) before the others, each group in phrase order.
 */
export function tipsToShow(words: string[], first: number[], max = 2): WordTip[] {
  const order = [...first, ...words.map((_, i) => i).filter((i) => !first.includes(i))];
  const shown: WordTip[] = [];
  for (const index of order) {
    const tip = tipFor(words[index] ?? '');
    if (tip && !shown.some((each) => each.tip === tip)) shown.push({ index, tip });
    if (shown.length === max) break;
  }
  return shown;
}
