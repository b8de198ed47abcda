/**
 * The HTTP contract between the web app (through the `@shared` alias) and the `api` function:
 * every path here, every payload in the ./*-payloads.ts files beside it. The spec's
 * Portuguese names (`/api/conversar`, `resposta`) stay; the code around them is English.
 */
export * from './account-payloads';
export * from './conversation-payloads';
export * from './payloads';
export * from './practice-payloads';
export * from './speech-payloads';

/**
 * Every call of the API, written once: its path as Express matches it (`:userId` is the caller's
 * uid). The spec's own paths stay as they are, odd prefixes included: they are the contract.
 */
export const apiRoutes = {
  health: '/api/health',
  createUser: '/api/users/create-user',
  /** GET the profile (creates the record), PATCH the name and ranking visibility, DELETE the account. */
  me: '/api/users/me',
  /** Everything kept about the learner, as a file to download. */
  exportMe: '/api/users/me/export',
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
