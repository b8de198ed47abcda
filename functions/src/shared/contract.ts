/**
 * The HTTP contract between the web app and the `api` function: every path, payload and
 * response, written once. The web app imports this file through the `@shared` alias; the
 * function bundles it, so `firebase deploy` of functions/ alone still builds.
 *
 * Keep this module free of runtime dependencies: it ships to the browser.
 */

/** Every error answer of the API has this shape; `error` is a Portuguese sentence. */
export interface ApiError {
  error: string;
}

export interface HealthResponse {
  ok: true;
}

export interface CreateUserRequest {
  uid: string;
  email: string;
  name?: string | null;
}

export interface UserProfile {
  uid: string;
  name: string;
  email: string;
  photoURL: string | null;
  hasActivated: boolean;
  pointsWriting: number;
  pointsSpeaking: number;
  totalPoints: number;
}

export interface ValidateKeyRequest {
  userId: string;
  activationKey: string;
}

export interface ValidateKeyResponse {
  success: boolean;
  message: string;
}

/**
 * A practice's own id, made by the client when the practice starts (e.g. crypto.randomUUID()).
 * Audios fetched with it are the practice's; its points are credited once, however often sent.
 */
export const PRACTICE_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface GenerateAudioRequest {
  /** A phrase of the shared pool (phrases.ts); matched after normalizeAnswer (answer.ts). */
  text: string;
  practiceId?: string;
}

export interface AudioUsage {
  used: number;
  limit: number;
  remaining: number;
}

export interface AudioLimitResponse extends AudioUsage {
  canGenerateAudio: boolean;
}

export interface Points {
  pointsWriting: number;
  pointsSpeaking: number;
  totalPoints: number;
}

/**
 * With a practiceId, the points are the practice's points so far: sent as they are earned and
 * again at the end, the server credits only what they add over what that practice already has
 * (a repeated or older save changes nothing), within 10 per audio served to that practice.
 */
export interface UpdateWritingPointsRequest {
  userId: string;
  pointsWriting: number;
  /** Optional: makes the save idempotent and bounds it by the audios served to that practice. */
  practiceId?: string;
  /** The end-of-practice save (with a practiceId): the practice then gets no more audios. */
  final?: boolean;
}

export interface UpdateSpeakingPointsRequest {
  userId: string;
  pointsSpeaking: number;
  practiceId?: string;
  final?: boolean;
}

export interface RankingEntry extends Points {
  id: string;
  name: string;
}

/**
 * This academy week's ranking (an addition to the spec's calls): points earned since Monday
 * 00:00 in São Paulo, best first, at most 100 learners. `weekStart` is that Monday, YYYY-MM-DD.
 */
export interface WeeklyRanking {
  weekStart: string;
  entries: RankingEntry[];
}

/** Points earned on one academy day (YYYY-MM-DD, São Paulo). */
export interface DayPoints {
  day: string;
  points: number;
}

/** Consecutive academy days with a finished practice or conversation turn. */
export interface Streak {
  /** Ends today, or yesterday while today is not practised yet. */
  current: number;
  best: number;
  practisedToday: boolean;
}

/** Everything the profile shows, in one call (an addition to the spec's calls). */
export interface LearnerProgress {
  points: Points;
  /** Points earned since this week's Monday (`weekStart`). */
  weekPoints: number;
  weekStart: string;
  streak: Streak;
  /** The last 14 days, oldest first, today last. */
  days: DayPoints[];
  /** Today's audios. */
  audio: AudioUsage;
}

export interface ConversationRequest {
  /** What the learner said (or typed), 1 to 500 characters after trimming. */
  prompt: string;
  /** The session this turn belongs to; without it a new 30-minute session starts. */
  sessionId?: string;
}

/** A gentle correction of the learner's last sentence; `explanation` is Portuguese. */
export interface ConversationCorrection {
  said: string;
  better: string;
  explanation: string;
}

export interface ConversationResponse {
  /** The tutor's reply (English). */
  resposta: string;
  /** The reply spoken, MP3 in base64. */
  audioBase64: string;
  sessionId: string;
  /** Points credited in this session so far (2 per reply that earned them, spec §9). */
  points: number;
  /** What this reply earned: 2, or 0 for the reason `noPointsReason` gives. */
  pointsEarned: 0 | 2;
  /** Why the reply earned nothing, or null when it earned its points. */
  noPointsReason: NoPointsReason | null;
  /** Seconds left in the session, on the server's clock. */
  secondsLeft: number;
  correction: ConversationCorrection | null;
}

/**
 * A reply earns no points when its prompt has fewer than two words (`short`), was already sent
 * in the session (`repeated`), or the learner has earned the day's 100 talking points (`dailyCap`).
 */
export type NoPointsReason = 'short' | 'repeated' | 'dailyCap';

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
export const TALKING_RECORDING_MS = RECOGNITION_MAX_SECONDS * 1000;

export interface RecognizedWord {
  word: string;
  /** 0 to 1, when the engine gives one. */
  confidence?: number;
}

export interface RecognizeSpeechResponse {
  /** What was heard, lower case; empty when nothing was. Compare with `isSameSpokenAnswer`. */
  transcript: string;
  words?: RecognizedWord[];
}

/** Paths as the browser sees them (Hosting rewrites `/api/**` to the function). */
export const apiPaths = {
  health: '/api/health',
  createUser: '/api/users/create-user',
  me: '/api/users/me',
  progress: '/api/users/me/progress',
  validateKey: '/api/auth/validate-key',
  generateAudio: '/api/text-to-speech/generate-audio',
  checkAudioLimit: (userId: string) => `/api/text-to-speech/check-audio-limit/${encodeURIComponent(userId)}`,
  incrementAudioCount: (userId: string) =>
    `/api/text-to-speech/increment-audio-count/${encodeURIComponent(userId)}`,
  updateWritingPoints: '/api/points/update-writing-points',
  /** Alias kept because the original writing practice posted here. */
  updateWritingPointsLegacy: '/api/update-writing-points',
  updateSpeakingPoints: '/api/points/update-speaking-points',
  ranking: '/api/points/ranking',
  weeklyRanking: '/api/points/ranking/weekly',
  userPoints: (userId: string) => `/api/points/userPoints/${encodeURIComponent(userId)}`,
  conversation: '/api/conversar',
  /** With the practice's pool phrase when there is one; without it for the conversation. */
  recognizeSpeech: (expected?: string) =>
    expected === undefined
      ? '/api/speech/recognize'
      : `/api/speech/recognize?expected=${encodeURIComponent(expected)}`,
} as const;

/** Route patterns for the server router, matching `apiPaths` one for one. */
export const apiRoutes = {
  health: apiPaths.health,
  createUser: apiPaths.createUser,
  me: apiPaths.me,
  progress: apiPaths.progress,
  validateKey: apiPaths.validateKey,
  generateAudio: apiPaths.generateAudio,
  checkAudioLimit: '/api/text-to-speech/check-audio-limit/:userId',
  incrementAudioCount: '/api/text-to-speech/increment-audio-count/:userId',
  updateWritingPoints: apiPaths.updateWritingPoints,
  updateWritingPointsLegacy: apiPaths.updateWritingPointsLegacy,
  updateSpeakingPoints: apiPaths.updateSpeakingPoints,
  ranking: apiPaths.ranking,
  weeklyRanking: apiPaths.weeklyRanking,
  userPoints: '/api/points/userPoints/:userId',
  conversation: apiPaths.conversation,
  recognizeSpeech: '/api/speech/recognize',
} as const;
