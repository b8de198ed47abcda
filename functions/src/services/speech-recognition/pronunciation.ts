/**
 * From the resident decoder's sounds (./resident.ts, `phones`) to a pronunciation assessment in
 * the shape of Azure's Pronunciation Assessment: each phone 0-100 (with what was heard instead when
 * a habit explains it), each word 0-100 with an error, the attempt's accuracy, completeness and
 * fluency. The GOP mapping is fitted on the calibration speakers of speechocean762 only
 * (`npm run bench -- pronunciation` with PRONUNCIATION_CALIBRATE=1), FLAGGING on them and on the
 * habit clips' tuning phrases (bench/pronunciation-margins.mjs); the bench reports the other
 * speakers and phrases.
 */
import type { SoundTipId } from '../../shared/sound-habits';
import type { WordError } from '../../shared/speech-payloads';
import type { AssessedPhone, AssessedWord, PronunciationAssessment } from './port';
import type { ResidentPhone } from './resident';

/** The logistic from a phone's GOP to 0-100: 50 at GOP_MIDPOINT, steeper for a smaller GOP_SCALE. */
export const GOP_MIDPOINT = -152;
export const GOP_SCALE = 64;
/** The most a phone said as a habit's other sound (or dropped) scores. */
export const HEARD_ACCURACY_CAP = 86;
/**
 * When a word is flagged, fitted on the calibration speakers and on the habit clips of the tuning
 * phrases (bench/pronunciation-margins.mjs).
 */
export const FLAGGING = {
  /** A word scoring below this is flagged mispronounced, habit or not. */
  wordBelow: 50,
  /** A word with no sound said, or scoring below this, counts as omitted. */
  omittedBelow: 15,
  /**
   * How much better (gop) a habit's sound must fit the frames than the phone as written before
   * the habit is reported, by the habit's tip (a dropped sound's margin is how badly the phone
   * fits). Good speech often fits a habit's sound a little better by chance: the margin keeps it
   * unflagged.
   */
  margin: {
    th: 30,
    'ed-t': 30,
    'ed-d': 30,
    'final-consonant': 60,
    'initial-r': 10,
    // Never named: no long ee said short was found on the held-out phrases, and through the
    // browser's recording (bench/opus-habits.mjs) it named clean long ees instead of the habit.
    'long-ee': Number.POSITIVE_INFINITY,
    's-cluster': 0,
    'final-l': 20,
    'ti-di': 40,
    'final-m-n': 60,
  } as Partial<Record<SoundTipId, number>>,
  /** A vowel a habit adds counts only when it lasts this many frames (10 ms): a stop's release is shorter. */
  addedMinFrames: 5,
};

const round = (value: number) => Math.round(Math.max(0, Math.min(100, value)));

/** A phone's 0-100 from its goodness of pronunciation (PocketSphinx log units per frame). */
export function phoneAccuracy(gop: number): number {
  return 100 / (1 + Math.exp(-(gop - GOP_MIDPOINT) / GOP_SCALE));
}

/** The habit a phone's alternatives explain, when its margin holds (./resident.ts, ResidentPhone). */
export function habitHeard(phone: ResidentPhone): SoundTipId | undefined {
  if (phone.gop === undefined) return undefined;
  if (phone.added?.habit) {
    const margin = phone.added.gop - phone.gop;
    if (phone.added.frames >= FLAGGING.addedMinFrames && margin >= (FLAGGING.margin[phone.added.habit] ?? 0))
      return phone.added.habit;
  }
  if (phone.habit && phone.heard !== undefined) {
    const margin = (phone.heard === null ? 0 : (phone.heardGop ?? 0)) - phone.gop;
    if (margin >= (FLAGGING.margin[phone.habit] ?? 0)) return phone.habit;
  }
  return undefined;
}

function assessPhone(phone: ResidentPhone, habit: SoundTipId | undefined): AssessedPhone {
  const raw = phone.gop === undefined ? 0 : phoneAccuracy(phone.gop);
  const added = habit !== undefined && phone.added?.habit === habit ? phone.added : undefined;
  const heard = habit !== undefined && !added && phone.heard !== undefined ? { heard: phone.heard } : {};
  return {
    phone: phone.phone,
    accuracy: round(habit ? Math.min(raw, HEARD_ACCURACY_CAP) : raw),
    ...heard,
    ...(habit ? { habit } : {}),
    ...(added ? { added: { phone: added.phone, where: added.where } } : {}),
    ...(phone.start !== undefined && phone.heard !== null ? { start: phone.start, end: phone.end } : {}),
  };
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** A word from its phones: their mean, and its error. */
export function assessWord(word: string, phones: ResidentPhone[]): AssessedWord {
  const assessed = phones.map((phone) => assessPhone(phone, habitHeard(phone)));
  const accuracy = round(mean(assessed.map((phone) => phone.accuracy)));
  const said = phones.filter((phone) => phone.start !== undefined);
  const error: WordError =
    said.length === 0 || accuracy < FLAGGING.omittedBelow
      ? 'omitted'
      : accuracy < FLAGGING.wordBelow || assessed.some((phone) => phone.habit)
        ? 'mispronounced'
        : 'none';
  return {
    word,
    accuracy,
    error,
    phones: assessed,
    ...(said.length > 0 ? { start: said[0]?.start, end: said[said.length - 1]?.end } : {}),
  };
}

/**
 * Fluency: the share of the phrase's time (first word's start to last word's end) spent in its
 * words rather than in pauses between them, 100 when there are none.
 */
function fluency(words: AssessedWord[]): number {
  const timed = words.filter((word) => word.start !== undefined && word.end !== undefined);
  if (timed.length === 0) return 0;
  const span = (timed[timed.length - 1]?.end as number) - (timed[0]?.start as number);
  const spoken = timed.reduce((sum, word) => sum + ((word.end as number) - (word.start as number)), 0);
  return span > 0 ? (100 * spoken) / span : 100;
}

/**
 * The assessment of the expected `words` from the decoder's phones (null when they did not fit
 * the audio: then every word is omitted). `heard`: for an attempt not heard as the phrase, which
 * of its words the open decode heard.
 */
export function assessPronunciation(
  words: string[],
  phones: ResidentPhone[][] | null | undefined,
  heard?: readonly boolean[],
): PronunciationAssessment {
  const assessed = words.map((word, index) => {
    const scored = assessWord(word, phones?.[index] ?? []);
    // Forced onto audio of other words, a word can score well: not heard and with no habit to
    // explain it, it was not said (and is not praised).
    return heard?.[index] === false && scored.error === 'none'
      ? { ...scored, accuracy: 0, error: 'omitted' as const }
      : scored;
  });
  // Each sound counts once; a word not said counts its sounds as 0.
  const all = assessed.flatMap((word) =>
    word.phones.map((phone) => (word.accuracy === 0 && word.error === 'omitted' ? 0 : phone.accuracy)),
  );
  const kept = assessed.filter((word) => word.error !== 'omitted').length;
  return {
    scores: {
      accuracy: round(mean(all)),
      completeness: round((100 * kept) / Math.max(1, words.length)),
      fluency: round(fluency(assessed)),
    },
    words: assessed,
  };
}
