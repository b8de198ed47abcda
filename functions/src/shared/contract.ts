/**
 * The HTTP contract between the web app and the `api` function: every path, payload and
 * response, written once. The payloads are valibot schemas with their types (./payloads.ts);
 * this file adds the paths and the recording limits. The web app imports it through the
 * `@shared` alias; the function bundles it, so `firebase deploy` of functions/ alone still builds.
 *
 * Names: the Portuguese paths and fields the spec fixed (`/api/conversar`, `resposta`) stay as
 * they are; the code around them uses English names (the conversation, its reply).
 */
export * from './payloads';
export * from './practice-payloads';

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
  startPractice: '/api/practices/start',
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
  startPractice: apiPaths.startPractice,
  recognizeSpeech: '/api/speech/recognize',
} as const;
