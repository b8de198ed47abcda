/**
 * The HTTP contract between the web app (through the `@shared` alias) and the `api` function:
 * every path here, every payload in the ./*-payloads.ts files beside it. The spec's
 * Portuguese names (`/api/conversar`, `resposta`) stay; the code around them is English.
 */
export * from './academy-payloads';
export * from './account-payloads';
export * from './assignment-payloads';
export * from './conversation-payloads';
export * from './list-payloads';
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
  /** A class link (./academy-payloads.ts): its public read by token, and taking one of its seats. */
  classLink: '/api/class-links/:token',
  joinClass: '/api/auth/join-class',
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
  /** The tutor's first line and a correction brought back (./conversation-payloads.ts). */
  conversationOpening: '/api/conversations/opening',
  /** The caller's kept sessions ("Conversas anteriores"), and one of them whole. */
  conversations: '/api/conversations',
  conversationDetail: '/api/conversations/:sessionId',
  startPractice: '/api/practices/start',
  recognizeSpeech: '/api/speech/recognize',
  /** One word of the practice's phrase, spoken alone and slowly (./practice-payloads.ts). */
  wordAudio: '/api/practices/word-audio',
  /** The caller's classmates on the rankings (./academy-payloads.ts). */
  classRanking: '/api/points/ranking/class',
  /** The academy's screen (./academy-payloads.ts): admins and teachers only. */
  academyClasses: '/api/academy/classes',
  academyClass: '/api/academy/classes/:classId',
  academyClassCsv: '/api/academy/classes/:classId/learners.csv',
  academyKeys: '/api/academy/classes/:classId/keys',
  academyKeysCsv: '/api/academy/classes/:classId/keys.csv',
  academyRevokeKey: '/api/academy/keys/:key/revoke',
  academyReplaceLearner: '/api/academy/classes/:classId/learners/:learnerId/replace',
  /** One learner's drill-down on the class page. */
  academyLearner: '/api/academy/classes/:classId/learners/:learnerId',
  academyTeachers: '/api/academy/classes/:classId/teachers',
  academyTeacher: '/api/academy/classes/:classId/teachers/:teacherId',
  academyClassLink: '/api/academy/classes/:classId/link',
  /** The academy's phrase lists (./list-payloads.ts): admins and teachers. */
  academyLists: '/api/academy/lists',
  academyList: '/api/academy/lists/:listId',
  /** The academy's assignments (./assignment-payloads.ts): staff calls, and the learner's. */
  academyAssignments: '/api/academy/classes/:classId/assignments',
  academyAssignment: '/api/academy/classes/:classId/assignments/:assignmentId',
  academyAssignmentResults: '/api/academy/classes/:classId/assignments/:assignmentId/results',
  academyAssignmentResultsCsv: '/api/academy/classes/:classId/assignments/:assignmentId/results.csv',
  assignments: '/api/assignments',
} as const;

export type ApiRoute = keyof typeof apiRoutes;

/** The `:name` parameters of a route. */
type ParamsOf<Route extends string> = Route extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Route extends `${string}:${infer Param}`
    ? Param
    : never;

/**
 * A route's path as a caller writes it: the route itself when it has no parameter, a function of
 * the uid for the spec's `:userId` routes, else a function of its parameters by name.
 */
type PathOf<Route extends string> = [ParamsOf<Route>] extends [never]
  ? Route
  : [ParamsOf<Route>] extends ['userId']
    ? (userId: string) => string
    : (params: Record<ParamsOf<Route>, string>) => string;

const ROUTE_PARAM = /:([A-Za-z]+)/g;

function pathOf<Route extends string>(route: Route): PathOf<Route> {
  const names = [...route.matchAll(ROUTE_PARAM)].map((match) => match[1]);
  if (names.length === 0) return route as PathOf<Route>;
  const fill = (params: Record<string, string>) =>
    route.replace(ROUTE_PARAM, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const path =
    names.length === 1 && names[0] === 'userId'
      ? (userId: string) => fill({ userId })
      : (params: Record<string, string>) => fill(params);
  return path as PathOf<Route>;
}

/** Paths as the browser sees them (Hosting rewrites `/api/**` to the function), from `apiRoutes`. */
export const apiPaths = {
  ...(Object.fromEntries(
    Object.entries(apiRoutes).map(([name, route]) => [name, pathOf<string>(route)]),
  ) as unknown as { [Name in ApiRoute]: PathOf<(typeof apiRoutes)[Name]> }),
  /** With the practice's pool phrase when there is one; without it for the conversation. */
  recognizeSpeech: (expected?: string) =>
    expected === undefined
      ? apiRoutes.recognizeSpeech
      : `${apiRoutes.recognizeSpeech}?expected=${encodeURIComponent(expected)}`,
  /** Free talk without a scenario. */
  conversationOpening: (scenarioId: string | null) =>
    scenarioId === null
      ? apiRoutes.conversationOpening
      : `${apiRoutes.conversationOpening}?scenarioId=${encodeURIComponent(scenarioId)}`,
};
