/**
 * From the resident decoder's sounds (./resident.ts, `phones`) to a pronunciation assessment in
 * the shape of Azure's Pronunciation Assessment: each phone 0-100 (with what was heard instead when
 * a habit explains it), each word 0-100 with an error, the attempt's accuracy, completeness and
 * fluency. The constants are fitted on the calibration speakers of speechocean762 only
 * (`npm run bench -- pronunciation` with PRONUNCIATION_CALIBRATE=1); the bench reports the
 * correlation with the experts on the other speakers.
 */
import type { AssessedPhone, AssessedWord, PronunciationAssessment, WordError } from './port';
import type { ResidentPhone } from './resident';

/** The logistic from a phone's GOP to 0-100: 50 at GOP_MIDPOINT, steeper for a smaller GOP_SCALE. */
export const GOP_MIDPOINT = -120;
export const GOP_SCALE = 47;
/** The most a phone said as a habit's other sound (or dropped) scores. */
export const HEARD_ACCURACY_CAP = 86;
/** A word scoring below this is flagged mispronounced. */
export const WORD_FLAG_BELOW = 50;
/** A word with no sound said, or scoring below this, counts as omitted. */
export const OMITTED_BELOW = 15;

const round = (value: number) => Math.round(Math.max(0, Math.min(100, value)));

/** A phone's 0-100 from its goodness of pronunciation (PocketSphinx log units per frame). */
export function phoneAccuracy(gop: number): number {
  return 100 / (1 + Math.exp(-(gop - GOP_MIDPOINT) / GOP_SCALE));
}

function assessPhone(phone: ResidentPhone): AssessedPhone {
  const changed = phone.heard !== undefined || phone.added !== undefined;
  const raw = phone.gop === undefined ? 0 : phoneAccuracy(phone.gop);
  const habit = phone.habit ?? phone.added?.habit ?? undefined;
  return {
    phone: phone.phone,
    accuracy: round(changed ? Math.min(raw, HEARD_ACCURACY_CAP) : raw),
    ...(phone.heard !== undefined ? { heard: phone.heard } : {}),
    ...(habit ? { habit } : {}),
    ...(phone.added ? { added: { phone: phone.added.phone, where: phone.added.where } } : {}),
    ...(phone.start !== undefined ? { start: phone.start, end: phone.end } : {}),
  };
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** A word from its phones: their mean, and its error. */
export function assessWord(word: string, phones: ResidentPhone[]): AssessedWord {
  const assessed = phones.map(assessPhone);
  const accuracy = round(mean(assessed.map((phone) => phone.accuracy)));
  const said = phones.filter((phone) => phone.start !== undefined);
  const error: WordError =
    said.length === 0 || accuracy < OMITTED_BELOW
      ? 'omitted'
      : accuracy < WORD_FLAG_BELOW || assessed.some((phone) => phone.habit)
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
 * the audio: then every word is omitted).
 */
export function assessPronunciation(
  words: string[],
  phones: ResidentPhone[][] | null | undefined,
): PronunciationAssessment {
  const assessed = words.map((word, index) => assessWord(word, phones?.[index] ?? []));
  const all = assessed.flatMap((word) => word.phones.map((phone) => phone.accuracy));
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
