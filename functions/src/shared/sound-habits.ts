/**
 * The sounds Brazilian speakers of English commonly change, as the recognizer hears them: each
 * habit names the CMUdict/ARPAbet phone it changes, where in a word, how (another sound, a sound
 * added, a sound dropped) and the tip that helps. The resident decoder lets its forced search take
 * these changes, so it says which sound it heard; the tips' Portuguese texts are in
 * web/src/messages/tips.ts, keyed like ./pronunciation-tips.ts's spelling rules, which stay the
 * fallback when no sound was scored.
 */
import type { TipId } from './pronunciation-tips';

/** Tips only the sounds can choose (spelling cannot tell these apart). */
export const SOUND_TIP_IDS = ['s-cluster', 'final-l', 'ti-di', 'final-m-n'] as const;
export type SoundTipId = TipId | (typeof SOUND_TIP_IDS)[number];

export type HabitPlace =
  /** Anywhere in the word. */
  | 'any'
  | 'initial'
  | 'final'
  /** Followed by the i of "ship" or of "sheep". */
  | 'before-i'
  /** The word's first phone, followed by a consonant (s + consonant). */
  | 'initial-cluster'
  /** The last phone of a word spelled consonant + ed whose -ed is not a syllable (worked, played). */
  | 'ed';

export interface SoundHabit {
  /** The expected phone; `CONSONANT` for any consonant. */
  phone: string;
  where: HabitPlace;
  /** `replace`: said as one of `heard`; `add-before`/`add-after`: one of `heard` added; `drop`: not said. */
  change: 'replace' | 'add-before' | 'add-after' | 'drop';
  heard: string[];
  tip: SoundTipId;
}

export const SOUND_HABITS: readonly SoundHabit[] = [
  { phone: 'TH', where: 'any', change: 'replace', heard: ['T', 'F', 'S'], tip: 'th' },
  { phone: 'DH', where: 'any', change: 'replace', heard: ['D', 'Z'], tip: 'th' },
  { phone: 'T', where: 'ed', change: 'add-before', heard: ['IH'], tip: 'ed-t' },
  { phone: 'D', where: 'ed', change: 'add-before', heard: ['IH'], tip: 'ed-d' },
  { phone: 'CONSONANT', where: 'final', change: 'add-after', heard: ['IY', 'IH'], tip: 'final-consonant' },
  { phone: 'R', where: 'initial', change: 'replace', heard: ['HH'], tip: 'initial-r' },
  { phone: 'IY', where: 'any', change: 'replace', heard: ['IH'], tip: 'long-ee' },
  { phone: 'S', where: 'initial-cluster', change: 'add-before', heard: ['IY', 'IH', 'EH'], tip: 's-cluster' },
  { phone: 'L', where: 'final', change: 'replace', heard: ['W', 'UW'], tip: 'final-l' },
  { phone: 'T', where: 'before-i', change: 'replace', heard: ['CH'], tip: 'ti-di' },
  { phone: 'D', where: 'before-i', change: 'replace', heard: ['JH'], tip: 'ti-di' },
  { phone: 'M', where: 'final', change: 'drop', heard: [], tip: 'final-m-n' },
  { phone: 'N', where: 'final', change: 'drop', heard: [], tip: 'final-m-n' },
];

/** ARPAbet's phones, as the acoustic model names them (no stress). */
export const PHONES =
  'AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH UH UW V W Y Z ZH'.split(
    ' ',
  );
