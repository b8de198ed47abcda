/**
 * The verbs the offline tutor knows in the present and the past, for its tense corrections
 * ('I go yesterday' -> 'I went yesterday', 'did you went' -> 'did you go').
 */

/** Base form -> simple past. Verbs whose past equals the base (read, put, cut) are left out. */
export const PAST_OF: Readonly<Record<string, string>> = {
  be: 'was',
  begin: 'began',
  bring: 'brought',
  buy: 'bought',
  call: 'called',
  clean: 'cleaned',
  come: 'came',
  cook: 'cooked',
  dance: 'danced',
  do: 'did',
  drink: 'drank',
  drive: 'drove',
  eat: 'ate',
  enjoy: 'enjoyed',
  feel: 'felt',
  find: 'found',
  finish: 'finished',
  fly: 'flew',
  forget: 'forgot',
  get: 'got',
  give: 'gave',
  go: 'went',
  have: 'had',
  help: 'helped',
  know: 'knew',
  learn: 'learned',
  leave: 'left',
  like: 'liked',
  listen: 'listened',
  live: 'lived',
  lose: 'lost',
  love: 'loved',
  make: 'made',
  meet: 'met',
  need: 'needed',
  pay: 'paid',
  play: 'played',
  ride: 'rode',
  run: 'ran',
  say: 'said',
  see: 'saw',
  sell: 'sold',
  send: 'sent',
  sing: 'sang',
  sleep: 'slept',
  speak: 'spoke',
  spend: 'spent',
  start: 'started',
  stay: 'stayed',
  study: 'studied',
  swim: 'swam',
  take: 'took',
  talk: 'talked',
  teach: 'taught',
  tell: 'told',
  think: 'thought',
  travel: 'traveled',
  try: 'tried',
  visit: 'visited',
  wake: 'woke',
  walk: 'walked',
  want: 'wanted',
  watch: 'watched',
  win: 'won',
  work: 'worked',
  write: 'wrote',
};

/** 'go' -> 'goes', 'study' -> 'studies', 'watch' -> 'watches', 'have' -> 'has'. */
export function thirdPerson(base: string): string {
  if (base === 'have') return 'has';
  if (base === 'be') return 'is';
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh|o)$/.test(base)) return `${base}es`;
  return `${base}s`;
}

const presentToPast = new Map<string, string>();
for (const [base, past] of Object.entries(PAST_OF)) {
  if (base === 'be') continue;
  presentToPast.set(base, past);
  presentToPast.set(thirdPerson(base), past);
}
for (const [present, past] of [
  ['am', 'was'],
  ['is', 'was'],
  ['are', 'were'],
  ["don't", "didn't"],
  ["doesn't", "didn't"],
  ['dont', "didn't"],
  ['doesnt', "didn't"],
] as const) {
  presentToPast.set(present, past);
}

const pastToBase = new Map<string, string>();
for (const [base, past] of Object.entries(PAST_OF)) {
  if (base !== 'be') pastToBase.set(past, base);
}

/** The simple past of a present form ('goes' -> 'went'), or undefined for an unknown verb. */
export function pastOf(present: string): string | undefined {
  return presentToPast.get(present.toLowerCase().replace('’', "'"));
}

/** The base form of a simple past ('went' -> 'go'), or undefined for an unknown verb. */
export function baseOf(past: string): string | undefined {
  return pastToBase.get(past.toLowerCase());
}

/** A regex alternation of words, longest first so 'goes' is tried before 'go'. */
export function alternation(words: Iterable<string>): string {
  return [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((word) => word.replace(/'/g, "['’]?"))
    .join('|');
}

export const PRESENT_FORMS: readonly string[] = [...presentToPast.keys()];
export const PAST_FORMS: readonly string[] = [...pastToBase.keys()];
/** Verbs checked for a missing third-person -s ('she like' -> 'she likes'). */
export const EVERYDAY_VERBS: readonly string[] = Object.keys(PAST_OF).filter(
  (base) => base !== 'be' && base !== 'have',
);
