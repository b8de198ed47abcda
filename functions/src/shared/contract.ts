/**
 * The HTTP contract between the web app (through the `@shared` alias) and the `api` function:
 * every path here, every payload in ./payloads.ts and ./practice-payloads.ts. The spec's
 * Portuguese names (`/api/conversar`, `resposta`) stay; the code around them is English.
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

/**
 * Every call of the API, written once: its path as Express matches it (`:userId` is the caller's
 * uid). The spec's own paths stay as they are, odd prefixes included: they are the contract.
 */
export const apiRoutes = {
  health: '/api/health',
  createUser: '/api/users/create-user',
  me: '/api/users/me',
  progress: '/api/users/me/progress',
  validateKey: '/api/auth/validate-key',
  generateAudio: '/api/text-to-speech/generate-audio',
  checkAudioLimit: '/api/text-to-speech/check-audio-limit/:userId',
  incrementAudioCount: '/api/text-to-speech/increment-audio-count/:userId',
  updateWritingPoints: '/api/points/update-writing-points',
  /** Kept because the original writing practice posted here. */
  updateWritingPointsLegacy: '/api/update-writing-points',
  updateSpeakingPoints: '/api/points/update-speaking-points',
  ranking: '/api/points/ranking',
  weeklyRanking: '/api/points/ranking/weekly',
  userPoints: '/api/points/userPoints/:userId',
  conversation: '/api/conversar',
  startPractice: '/api/practices/start',
  recognizeSpeech: '/api/speech/recognize',
} as const;

export type ApiRoute = keyof typeof apiRoutes;

/** A route's path as a caller writes it: a function of the uid where the route names one. */
type PathOf<Route extends string> = Route extends `${string}:userId${string}`
  ? (userId: string) => string
  : Route;

function pathOf<Route extends string>(route: Route): PathOf<Route> {
  const path = route.includes(':userId')
    ? (userId: string) => route.replace(':userId', encodeURIComponent(userId))
    : route;
  return path as PathOf<Route>;
}

/** Paths as the browser sees them (Hosting rewrites `/api/**` to the function), from `apiRoutes`. */
export const apiPaths = {
  ...(Object.fromEntries(Object.entries(apiRoutes).map(([name, route]) => [name, pathOf(route)])) as {
    [Name in ApiRoute]: PathOf<(typeof apiRoutes)[Name]>;
  }),
  /** With the practice's pool phrase when there is one; without it for the conversation. */
  recognizeSpeech: (expected?: string) =>
    expected === undefined
      ? apiRoutes.recognizeSpeech
      : `${apiRoutes.recognizeSpeech}?expected=${encodeURIComponent(expected)}`,
};
