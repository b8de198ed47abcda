/**
 * Phones for a word the recognizer's dictionary lacks (cmudict-en-us.dict, Debian's PocketSphinx
 * model): the letter-to-sound rules of the US Naval Research Laboratory (Elovitz, Johnson, McHugh
 * and Shore, "Automatic translation of English text to phonetics by means of letter-to-sound
 * rules", NRL Report 7948, 1976; a work of the US Government, in the public domain), written here
 * in the model's ARPAbet (39 phones, no stress). The resident decoder (./resident.ts) sends these
 * phones with every expected word, and its script adds to its decoder only the words its
 * dictionary lacks, so a dictionary word keeps the dictionary's pronunciation.
 *
 * On dictionary words they did not see, a third come out exactly and about one phone in five is
 * wrong (bench/letter-to-sound.mjs, docs/known-limits.md): enough for the alignment to take the
 * word, whose sounds are then scored as these phones say. Imports nothing (the engine service's
 * bundle holds no npm package).
 */

/** A rule: left context, the letters it reads, right context, the phones they make. */
type Rule = readonly [left: string, match: string, right: string, phones: string];

/*
 * Contexts, read outward from the letters matched:
 *   _ the word's edge   # one or more vowels   : zero or more consonants   ^ one consonant
 *   . a voiced consonant (B D V G J L M N R W Z)   + a front vowel (E I Y)
 *   @ T S R D L Z N J TH CH SH (a "u" after them is "oo")   & a sibilant (S C G Z X J CH SH)
 *   % (right only) one of the suffixes ER E ES ED ING ELY
 * Anything else is itself. Within a letter's rules the first that fits wins; the last always fits.
 */
const RULES: Record<string, readonly Rule[]> = {
  A: [
    ['', 'A', '_', 'AH'],
    ['_', 'ARE', '_', 'AA R'],
    ['_', 'AR', 'O', 'AH R'],
    ['', 'AR', '#', 'EH R'],
    ['^', 'AS', '#', 'EY S'],
    ['', 'A', 'WA', 'AH'],
    ['', 'AW', '', 'AO'],
    ['_:', 'ANY', '', 'EH N IY'],
    ['', 'A', '^+#', 'EY'],
    ['#:', 'ALLY', '', 'AH L IY'],
    ['_', 'AL', '#', 'AH L'],
    ['', 'AGAIN', '', 'AH G EH N'],
    ['#:', 'AG', 'E', 'IH JH'],
    ['', 'A', '^+:#', 'AE'],
    ['_:', 'A', '^+_', 'EY'],
    ['', 'A', '^%', 'EY'],
    ['_', 'ARR', '', 'AH R'],
    ['', 'ARR', '', 'AE R'],
    ['_:', 'AR', '_', 'AA R'],
    ['', 'AR', '_', 'ER'],
    ['', 'AR', '', 'AA R'],
    ['', 'AIR', '', 'EH R'],
    ['', 'AI', '', 'EY'],
    ['', 'AY', '', 'EY'],
    ['', 'AU', '', 'AO'],
    ['#:', 'AL', '_', 'AH L'],
    ['#:', 'ALS', '_', 'AH L Z'],
    ['', 'ALK', '', 'AO K'],
    ['', 'AL', '^', 'AO L'],
    ['_:', 'ABLE', '', 'EY B AH L'],
    ['', 'ABLE', '', 'AH B AH L'],
    ['', 'ANG', '+', 'EY N JH'],
    ['', 'A', '', 'AE'],
  ],
  B: [
    ['_', 'BE', '^#', 'B IH'],
    ['', 'BEING', '', 'B IY IH NG'],
    ['_', 'BOTH', '_', 'B OW TH'],
    ['_', 'BUS', '#', 'B IH Z'],
    ['', 'BUIL', '', 'B IH L'],
    ['', 'B', '', 'B'],
  ],
  C: [
    ['_', 'CH', '^', 'K'],
    ['^E', 'CH', '', 'K'],
    ['', 'CH', '', 'CH'],
    ['_S', 'CI', '#', 'S AY'],
    ['', 'CI', 'A', 'SH'],
    ['', 'CI', 'O', 'SH'],
    ['', 'CI', 'EN', 'SH'],
    ['', 'C', '+', 'S'],
    ['', 'CK', '', 'K'],
    ['', 'COM', '%', 'K AH M'],
    ['', 'C', '', 'K'],
  ],
  D: [
    ['#:', 'DED', '_', 'D IH D'],
    ['.E', 'D', '_', 'D'],
    ['#:^E', 'D', '_', 'T'],
    ['_', 'DE', '^#', 'D IH'],
    ['_', 'DO', '_', 'D UW'],
    ['_', 'DOES', '', 'D AH Z'],
    ['_', 'DOING', '', 'D UW IH NG'],
    ['_', 'DOW', '', 'D AW'],
    ['', 'DU', 'A', 'JH UW'],
    ['', 'D', '', 'D'],
  ],
  E: [
    ['#:', 'E', '_', ''],
    ["':^", 'E', '_', ''],
    ['_:', 'E', '_', 'IY'],
    ['#', 'ED', '_', 'D'],
    ['#:', 'E', 'D_', ''],
    ['', 'EV', 'ER', 'EH V'],
    ['', 'E', '^%', 'IY'],
    ['', 'ERI', '#', 'IY R IY'],
    ['', 'ERI', '', 'EH R IH'],
    ['#:', 'ER', '#', 'ER'],
    ['', 'ER', '#', 'EH R'],
    ['', 'ER', '', 'ER'],
    ['_', 'EVEN', '', 'IY V EH N'],
    ['#:', 'E', 'W', ''],
    ['@', 'EW', '', 'UW'],
    ['', 'EW', '', 'Y UW'],
    ['', 'E', 'O', 'IY'],
    ['#:&', 'ES', '_', 'IH Z'],
    ['#:', 'E', 'S_', ''],
    ['#:', 'ELY', '_', 'L IY'],
    ['#:', 'EMENT', '', 'M EH N T'],
    ['', 'EFUL', '', 'F UH L'],
    ['', 'EE', '', 'IY'],
    ['', 'EARN', '', 'ER N'],
    ['_', 'EAR', '^', 'ER'],
    ['', 'EAD', '', 'EH D'],
    ['#:', 'EA', '_', 'IY AH'],
    ['', 'EA', 'SU', 'EH'],
    ['', 'EA', '', 'IY'],
    ['', 'EIGH', '', 'EY'],
    ['', 'EI', '', 'IY'],
    ['_', 'EYE', '', 'AY'],
    ['', 'EY', '', 'IY'],
    ['', 'EU', '', 'Y UW'],
    ['', 'E', '', 'EH'],
  ],
  F: [
    ['', 'FUL', '', 'F UH L'],
    ['', 'F', '', 'F'],
  ],
  G: [
    ['', 'GIV', '', 'G IH V'],
    ['_', 'G', 'I^', 'G'],
    ['', 'GE', 'T', 'G EH'],
    ['SU', 'GGES', '', 'G JH EH S'],
    ['', 'GG', '', 'G'],
    ['_B#', 'G', '', 'G'],
    ['', 'G', '+', 'JH'],
    ['', 'GREAT', '', 'G R EY T'],
    ['#', 'GH', '', ''],
    ['', 'G', '', 'G'],
  ],
  H: [
    ['_', 'HAV', '', 'HH AE V'],
    ['_', 'HERE', '', 'HH IY R'],
    ['_', 'HOUR', '', 'AW ER'],
    ['', 'HOW', '', 'HH AW'],
    ['', 'H', '#', 'HH'],
    ['', 'H', '', ''],
  ],
  I: [
    ['_', 'IN', '', 'IH N'],
    ['_', 'I', '_', 'AY'],
    ['', 'IN', 'D', 'AY N'],
    ['', 'IER', '', 'IY ER'],
    ['#:R', 'IED', '', 'IY D'],
    ['', 'IED', '_', 'AY D'],
    ['', 'IEN', '', 'IY EH N'],
    ['', 'IE', 'T', 'AY EH'],
    ['_:', 'I', '%', 'AY'],
    ['', 'I', '%', 'IY'],
    ['', 'IE', '', 'IY'],
    ['', 'I', '^+:#', 'IH'],
    ['', 'IR', '#', 'AY R'],
    ['', 'IZ', '%', 'AY Z'],
    ['', 'IS', '%', 'AY Z'],
    ['', 'I', 'D%', 'AY'],
    ['+^', 'I', '^+', 'IH'],
    ['', 'I', 'T%', 'AY'],
    ['#:^', 'I', '^+', 'IH'],
    ['', 'I', '^+', 'AY'],
    ['', 'IR', '', 'ER'],
    ['', 'IGH', '', 'AY'],
    ['', 'ILD', '', 'AY L D'],
    ['', 'IGN', '_', 'AY N'],
    ['', 'IGN', '^', 'AY N'],
    ['', 'IGN', '%', 'AY N'],
    ['', 'IQUE', '', 'IY K'],
    ['', 'I', '', 'IH'],
  ],
  J: [['', 'J', '', 'JH']],
  K: [
    ['_', 'K', 'N', ''],
    ['', 'K', '', 'K'],
  ],
  L: [
    ['', 'LO', 'C#', 'L OW'],
    ['L', 'L', '', ''],
    ['#:^', 'L', '%', 'AH L'],
    ['', 'LEAD', '', 'L IY D'],
    ['', 'L', '', 'L'],
  ],
  M: [
    ['', 'MOV', '', 'M UW V'],
    ['', 'M', '', 'M'],
  ],
  N: [
    ['E', 'NG', '+', 'N JH'],
    ['', 'NG', 'R', 'NG G'],
    ['', 'NG', '#', 'NG G'],
    ['', 'NGL', '%', 'NG G AH L'],
    ['', 'NG', '', 'NG'],
    ['', 'NK', '', 'NG K'],
    ['_', 'NOW', '_', 'N AW'],
    ['', 'N', '', 'N'],
  ],
  O: [
    ['', 'OF', '_', 'AH V'],
    ['', 'OROUGH', '', 'ER OW'],
    ['#:', 'OR', '_', 'ER'],
    ['#:', 'ORS', '_', 'ER Z'],
    ['', 'OR', '', 'AO R'],
    ['_', 'ONE', '', 'W AH N'],
    ['', 'OW', '', 'OW'],
    ['_', 'OVER', '', 'OW V ER'],
    ['', 'OV', '', 'AH V'],
    ['', 'O', '^%', 'OW'],
    ['', 'O', '^EN', 'OW'],
    ['', 'O', '^I#', 'OW'],
    ['', 'OL', 'D', 'OW L'],
    ['', 'OUGHT', '', 'AO T'],
    ['', 'OUGH', '', 'AH F'],
    ['_', 'OU', '', 'AW'],
    ['H', 'OU', 'S#', 'AW'],
    ['', 'OUS', '', 'AH S'],
    ['', 'OUR', '', 'AO R'],
    ['', 'OULD', '', 'UH D'],
    ['^', 'OU', '^L', 'AH'],
    ['', 'OUP', '', 'UW P'],
    ['', 'OU', '', 'AW'],
    ['', 'OY', '', 'OY'],
    ['', 'OING', '', 'OW IH NG'],
    ['', 'OI', '', 'OY'],
    ['', 'OOR', '', 'AO R'],
    ['', 'OOK', '', 'UH K'],
    ['', 'OOD', '', 'UH D'],
    ['', 'OO', '', 'UW'],
    ['', 'O', 'E', 'OW'],
    ['', 'O', '_', 'OW'],
    ['', 'OA', '', 'OW'],
    ['_', 'ONLY', '', 'OW N L IY'],
    ['_', 'ONCE', '', 'W AH N S'],
    ['', "ON'T", '', 'OW N T'],
    ['C', 'O', 'N', 'AA'],
    ['', 'O', 'NG', 'AO'],
    ['_:^', 'O', 'N', 'AH'],
    ['I', 'ON', '', 'AH N'],
    ['#:', 'ON', '_', 'AH N'],
    ['#^', 'ON', '', 'AH N'],
    ['', 'O', 'ST_', 'OW'],
    ['', 'OF', '^', 'AO F'],
    ['', 'OTHER', '', 'AH DH ER'],
    ['', 'OSS', '_', 'AO S'],
    ['#:^', 'OM', '', 'AH M'],
    ['', 'O', '', 'AA'],
  ],
  P: [
    ['', 'PH', '', 'F'],
    ['', 'PEOP', '', 'P IY P'],
    ['', 'POW', '', 'P AW'],
    ['', 'PUT', '_', 'P UH T'],
    ['', 'P', '', 'P'],
  ],
  Q: [
    ['', 'QUAR', '', 'K W AO R'],
    ['', 'QU', '', 'K W'],
    ['', 'Q', '', 'K'],
  ],
  R: [
    ['_', 'RE', '^#', 'R IY'],
    ['', 'R', '', 'R'],
  ],
  S: [
    ['', 'SH', '', 'SH'],
    ['#', 'SION', '', 'ZH AH N'],
    ['', 'SOME', '', 'S AH M'],
    ['#', 'SUR', '#', 'ZH ER'],
    ['', 'SUR', '#', 'SH ER'],
    ['#', 'SU', '#', 'ZH UW'],
    ['#', 'SSU', '#', 'SH UW'],
    ['#', 'SED', '_', 'Z D'],
    ['#', 'S', '#', 'Z'],
    ['', 'SAID', '', 'S EH D'],
    ['^', 'SION', '', 'SH AH N'],
    ['', 'S', 'S', ''],
    ['.', 'S', '_', 'Z'],
    ['#:.E', 'S', '_', 'Z'],
    ['#:^##', 'S', '_', 'Z'],
    ['#:^#', 'S', '_', 'S'],
    ['U', 'S', '_', 'S'],
    ['_:#', 'S', '_', 'Z'],
    ['_', 'SCH', '', 'S K'],
    ['', 'S', 'C+', ''],
    ['#', 'SM', '', 'Z AH M'],
    ['#', 'SN', "'", 'Z AH N'],
    ['', 'S', '', 'S'],
  ],
  T: [
    ['_', 'THE', '_', 'DH AH'],
    ['', 'TO', '_', 'T UW'],
    ['', 'THAT', '_', 'DH AE T'],
    ['_', 'THIS', '_', 'DH IH S'],
    ['_', 'THEY', '', 'DH EY'],
    ['_', 'THERE', '', 'DH EH R'],
    ['', 'THER', '', 'DH ER'],
    ['', 'THEIR', '', 'DH EH R'],
    ['_', 'THAN', '_', 'DH AE N'],
    ['_', 'THEM', '_', 'DH EH M'],
    ['', 'THESE', '_', 'DH IY Z'],
    ['_', 'THEN', '', 'DH EH N'],
    ['', 'THROUGH', '', 'TH R UW'],
    ['', 'THOSE', '', 'DH OW Z'],
    ['', 'THOUGH', '_', 'DH OW'],
    ['_', 'THUS', '', 'DH AH S'],
    ['', 'TH', '', 'TH'],
    ['#:', 'TED', '_', 'T IH D'],
    ['S', 'TI', '#N', 'CH'],
    ['', 'TI', 'O', 'SH'],
    ['', 'TI', 'A', 'SH'],
    ['', 'TIEN', '', 'SH AH N'],
    ['', 'TUR', '#', 'CH ER'],
    ['', 'TU', 'A', 'CH UW'],
    ['_', 'TWO', '', 'T UW'],
    ['', 'T', '', 'T'],
  ],
  U: [
    ['_', 'UN', 'I', 'Y UW N'],
    ['_', 'UN', '', 'AH N'],
    ['_', 'UPON', '', 'AH P AO N'],
    ['@', 'UR', '#', 'UH R'],
    ['', 'UR', '#', 'Y UH R'],
    ['', 'UR', '', 'ER'],
    ['', 'U', '^_', 'AH'],
    ['', 'U', '^^', 'AH'],
    ['', 'UY', '', 'AY'],
    ['_G', 'U', '#', ''],
    ['G', 'U', '%', ''],
    ['G', 'U', '#', 'W'],
    ['#N', 'U', '', 'Y UW'],
    ['@', 'U', '', 'UW'],
    ['', 'U', '', 'Y UW'],
  ],
  V: [
    ['', 'VIEW', '', 'V Y UW'],
    ['', 'V', '', 'V'],
  ],
  W: [
    ['_', 'WERE', '', 'W ER'],
    ['', 'WA', 'S', 'W AA'],
    ['', 'WA', 'T', 'W AA'],
    ['', 'WHERE', '', 'W EH R'],
    ['', 'WHAT', '', 'W AA T'],
    ['', 'WHOL', '', 'HH OW L'],
    ['', 'WHO', '', 'HH UW'],
    ['', 'WH', '', 'W'],
    ['', 'WAR', '', 'W AO R'],
    ['', 'WOR', '^', 'W ER'],
    ['', 'WR', '', 'R'],
    ['', 'W', '', 'W'],
  ],
  X: [['', 'X', '', 'K S']],
  Y: [
    ['', 'YOUNG', '', 'Y AH NG'],
    ['_', 'YOU', '', 'Y UW'],
    ['_', 'YES', '', 'Y EH S'],
    ['_', 'Y', '', 'Y'],
    ['#:^', 'Y', '_', 'IY'],
    ['#:^', 'Y', 'I', 'IY'],
    ['_:', 'Y', '_', 'AY'],
    ['_:', 'Y', '#', 'AY'],
    ['_:', 'Y', '^+:#', 'IH'],
    ['_:', 'Y', '^#', 'AY'],
    ['', 'Y', '', 'IH'],
  ],
  Z: [['', 'Z', '', 'Z']],
  "'": [
    ['.', "'S", '', 'Z'],
    ['#:.E', "'S", '', 'Z'],
    ['#', "'S", '', 'Z'],
    ['', "'", '', ''],
  ],
};

const VOWEL_LETTERS = 'AEIOU';
const isVowel = (c: string | undefined) => c !== undefined && c !== '' && VOWEL_LETTERS.includes(c);
const isConsonant = (c: string | undefined) => c !== undefined && /^[A-Z]$/.test(c) && !isVowel(c);
const VOICED = 'BDVGJLMNRWZ';
const FRONT = 'EIY';
const SUFFIXES = ['ING', 'ELY', 'ER', 'ES', 'ED', 'E'];
const LONG_U_AFTER = ['TH', 'CH', 'SH', 'T', 'S', 'R', 'D', 'L', 'Z', 'N', 'J'];
const SIBILANTS = ['CH', 'SH', 'S', 'C', 'G', 'Z', 'X', 'J'];

/**
 * Whether the context `pattern` fits the word read from `at` in the direction `step` (1:
 * rightward from the first letter after the match; -1: leftward from the last letter before
 * it, the pattern read from its end).
 */
function fits(word: string, pattern: string, at: number, step: 1 | -1): boolean {
  const symbols = step === 1 ? [...pattern] : [...pattern].reverse();
  let i = at;
  for (let k = 0; k < symbols.length; k++) {
    const symbol = symbols[k] as string;
    const c = word[i];
    switch (symbol) {
      case '_':
        if (c !== undefined && /[A-Z]/.test(c)) return false;
        i += step;
        break;
      case '#':
        if (!isVowel(c)) return false;
        while (isVowel(word[i])) i += step;
        break;
      case ':':
        while (isConsonant(word[i])) i += step;
        break;
      case '^':
        if (!isConsonant(c)) return false;
        i += step;
        break;
      case '.':
        if (c === undefined || !VOICED.includes(c)) return false;
        i += step;
        break;
      case '+':
        if (c === undefined || !FRONT.includes(c)) return false;
        i += step;
        break;
      case '@':
      case '&': {
        const letters = symbol === '@' ? LONG_U_AFTER : SIBILANTS;
        const found = letters.find((l) =>
          step === 1 ? word.startsWith(l, i) : word.slice(0, i + 1).endsWith(l),
        );
        if (!found) return false;
        i += step * found.length;
        break;
      }
      case '%': {
        const suffix = SUFFIXES.find((s) => word.startsWith(s, i));
        if (!suffix) return false;
        i += suffix.length;
        break;
      }
      default:
        if (c !== symbol) return false;
        i += step;
    }
  }
  return true;
}

const CONSONANT_PHONES = new Set('B CH D DH F G HH JH K L M N NG P R S SH T TH V W Y Z ZH'.split(' '));

/**
 * The word's phones by the rules, in the model's ARPAbet: e.g. `refactor` -> R IY F AE K T ER.
 * Letters and apostrophes only (a word as ./pocketsphinx.ts phraseWords writes it); anything
 * else is read as the word's edge. A consonant the rules give twice in a row (the two t of
 * "attach") is said once, as the dictionary writes it.
 */
export function letterToSound(word: string): string[] {
  const text = word.toUpperCase();
  const phones: string[] = [];
  let at = 0;
  while (at < text.length) {
    const rules = RULES[text[at] as string];
    if (!rules) {
      at += 1;
      continue;
    }
    const rule = rules.find(
      ([left, match, right]) =>
        text.startsWith(match, at) && fits(text, left, at - 1, -1) && fits(text, right, at + match.length, 1),
    ) as Rule; // each letter's last rule fits anything
    for (const phone of rule[3].split(' ').filter(Boolean)) {
      if (phone === phones[phones.length - 1] && CONSONANT_PHONES.has(phone)) continue;
      phones.push(phone);
    }
    at += rule[1].length;
  }
  return phones;
}

/**
 * Whether the recognizer can align and score `word` (lower case, as ./pocketsphinx.ts
 * phraseWords writes it): letters and apostrophes with at least one sound. Every such word gets
 * phones (the dictionary's, else these rules'), so this refuses only what holds none.
 */
export function canPronounce(word: string): boolean {
  return /^[a-z']+$/.test(word) && letterToSound(word).length > 0;
}
