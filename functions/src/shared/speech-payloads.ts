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

const recognizedWordSchema = v.object({
  word: v.string(),
  /** 0 to 1, when the engine gives one. */
  confidence: v.optional(v.number()),
  /** Seconds from the recording's start, when the engine gives them (the offline one). */
  start: v.optional(v.number()),
  end: v.optional(v.number()),
});
export type RecognizedWord = v.InferOutput<typeof recognizedWordSchema>;

export const recognizeSpeechResponseSchema = v.object({
  /** What was heard, lower case; empty when nothing was. Compare with `isSameSpokenAnswer`. */
  transcript: v.string(),
  words: v.optional(v.array(recognizedWordSchema)),
});
export type RecognizeSpeechResponse = v.InferOutput<typeof recognizeSpeechResponseSchema>;
