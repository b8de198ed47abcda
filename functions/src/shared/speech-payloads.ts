import * as v from 'valibot';

/**
 * Server speech recognition, for browsers whose own recognition is missing or does not work.
 * POST the recording itself as the body (not JSON), its container as the Content-Type, and for
 * the practice the pool phrase being repeated (`apiPaths.recognizeSpeech(phrase)` puts it in
 * the query). Opus from MediaRecorder at `audioBitsPerSecond: 24000` is ~11 KB for 4 s (left
 * to itself Chromium records ~100 kbit/s); WAV must be 16 kHz mono 16-bit (~32 KB a second).
 */
export const RECOGNITION_CONTENT_TYPES = ['audio/webm', 'audio/ogg', 'audio/wav'] as const;
export type RecognitionContentType = (typeof RECOGNITION_CONTENT_TYPES)[number];
/** Larger recordings are refused (413) before anything is read. */
export const RECOGNITION_MAX_BYTES = 1024 * 1024;
/**
 * The longest recording the app makes; longer ones are refused (400), their length read from
 * the container alone (the server allows RECOGNITION_STOP_SLACK_MS past it: a recorder stops a
 * frame or two after its limit).
 */
export const RECOGNITION_MAX_SECONDS = 20;
export const RECOGNITION_STOP_SLACK_MS = 500;
/** The time limit of one recording: shown counting down while the learner speaks. */
export const SPEAKING_RECORDING_MS = 10_000;
export const CONVERSATION_RECORDING_MS = RECOGNITION_MAX_SECONDS * 1000;

/**
 * How one sound of a word was said, for a practice recording the engine scored (the offline one):
 * Azure Pronunciation Assessment's shape, so a production adapter can map it.
 */
const assessedPhoneSchema = v.object({
  /** The expected sound, as CMUdict writes it in ARPAbet without stress (`TH`, `DH`, `R`, `IY`). */
  phone: v.string(),
  /** 0-100. */
  accuracy: v.number(),
  /** Set only when the engine heard another sound: that sound, or null when none was said. */
  heard: v.optional(v.nullable(v.string())),
  /** The Brazilian habit that explains `heard` or `added` (a tip id, ./sound-habits.ts). */
  habit: v.optional(v.string()),
  /** A sound the learner added before or after this one (the habit's vowel). */
  added: v.optional(v.object({ phone: v.string(), where: v.picklist(['before', 'after']) })),
});
export type AssessedPhone = v.InferOutput<typeof assessedPhoneSchema>;

export const WORD_ERRORS = ['none', 'mispronounced', 'omitted', 'inserted'] as const;
export type WordError = (typeof WORD_ERRORS)[number];

const recognizedWordSchema = v.object({
  word: v.string(),
  /** 0 to 1, when the engine gives one. */
  confidence: v.optional(v.number()),
  /** Seconds from the recording's start, when the engine gives them (the offline one). */
  start: v.optional(v.number()),
  end: v.optional(v.number()),
  /** With `scores` (sounds scored): how well the word was said, 0-100. */
  accuracy: v.optional(v.number()),
  /** With `scores`: `omitted` an expected word not said, `inserted` a word said but not expected. */
  error: v.optional(v.picklist(WORD_ERRORS)),
  /** With `scores`: the word's expected sounds, in order. */
  phones: v.optional(v.array(assessedPhoneSchema)),
});
export type RecognizedWord = v.InferOutput<typeof recognizedWordSchema>;

const pronunciationScoresSchema = v.object({
  /** How well the sounds were said, 0-100. */
  accuracy: v.number(),
  /** How many of the phrase's words were said, 0-100. */
  completeness: v.number(),
  /** How evenly, without long pauses, 0-100. */
  fluency: v.number(),
});
export type PronunciationScores = v.InferOutput<typeof pronunciationScoresSchema>;

export const recognizeSpeechResponseSchema = v.object({
  /** What was heard, lower case; empty when nothing was. Compare with `isSameSpokenAnswer`. */
  transcript: v.string(),
  /**
   * The words heard with their confidence; when the engine scored the sounds of a practice
   * recording (`scores` given), the phrase's words in order, each with `accuracy`, `error` and
   * `phones`, and the words said but not expected (`inserted`) where they were said.
   */
  words: v.optional(v.array(recognizedWordSchema)),
  /** For a practice recording whose sounds the engine scored: the attempt's scores. */
  scores: v.optional(pronunciationScoresSchema),
});
export type RecognizeSpeechResponse = v.InferOutput<typeof recognizeSpeechResponseSchema>;
