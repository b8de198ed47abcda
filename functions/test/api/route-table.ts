/**
 * The API's routes as Express holds them (src/app.ts), for tests that must cover every route
 * without listing them, and what a well-behaved client sends to each POST route.
 */

import { componentRouters } from '../../src/app';
import { phrasePool } from '../../src/content/phrases';
import { authenticateCurrent, authenticateRecent } from '../../src/http/authenticate';
import { apiRoutes } from '../../src/shared/contract';

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  authenticated: boolean;
}

interface Layer {
  handle: unknown;
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: Layer[] };
}

/** Every route the component routers declare, read from Express's own table. */
export function routeTable(): RouteEntry[] {
  const table: RouteEntry[] = [];
  for (const router of Object.values(componentRouters)) {
    for (const layer of (router as unknown as { stack: Layer[] }).stack) {
      const route = layer.route;
      if (!route) continue;
      const authenticated = route.stack.some(
        (handler) => handler.handle === authenticateCurrent || handler.handle === authenticateRecent,
      );
      for (const path of Array.isArray(route.path) ? route.path : [route.path]) {
        for (const method of Object.keys(route.methods)) {
          table.push({ method: method.toUpperCase() as RouteEntry['method'], path, authenticated });
        }
      }
    }
  }
  return table;
}

/**
 * What a client would send to each route with a body (POST, and PATCH or PUT under `PATCH <path>`),
 * naming `victim` wherever a learner is named.
 */
/** A phrase list as the academy's screen saves it. */
const sampleList = {
  name: 'Lista de Exemplo',
  level: 'beginner',
  classIds: [],
  source: { format: 'lines', text: 'Good morning.\tBom dia.' },
};

const sampleAssignment = {
  kind: 'scenarios',
  scenarioIds: ['cafeteria'],
  startsOn: '2026-12-01',
  dueOn: '2026-12-08',
  phrases: 1,
};

export const sampleBodies: Record<string, (victim: string) => Record<string, unknown>> = {
  [`PATCH ${apiRoutes.me}`]: () => ({ name: 'Outro Nome', showOnRanking: false }),
  [apiRoutes.createUser]: (victim) => ({ uid: victim, email: 'vitima@example.com', name: 'Vítima' }),
  [apiRoutes.validateKey]: (victim) => ({ userId: victim, activationKey: 'ABCDE-FGHJK-MNPQR-STVWX' }),
  [apiRoutes.updateWritingPoints]: (victim) => ({
    userId: victim,
    pointsWriting: 10,
    practiceId: 'practice-0123456789',
  }),
  [apiRoutes.updateWritingPointsLegacy]: (victim) => ({ userId: victim, pointsWriting: 10 }),
  [apiRoutes.updateSpeakingPoints]: (victim) => ({
    userId: victim,
    pointsSpeaking: 10,
    practiceId: 'practice-0123456789',
  }),
  [apiRoutes.incrementAudioCount]: () => ({}),
  [apiRoutes.generateAudio]: () => ({ text: phrasePool[0], practiceId: 'practice-0123456789' }),
  [apiRoutes.conversation]: () => ({ prompt: 'Hello, how are you?' }),
  [apiRoutes.startPractice]: () => ({ practiceId: 'practice-0123456789', kind: 'writing' }),
  // A word of a phrase of a practice (this id names none: 404 before any count).
  [apiRoutes.wordAudio]: () => ({ practiceId: 'practice-0123456789', phrase: phrasePool[0], word: 'the' }),
  // Its body is raw audio, not JSON (speech-recognition.test.ts sends real recordings): what the
  // suites send here is refused before any decoding, which is what they check.
  [apiRoutes.recognizeSpeech]: () => ({}),
  // The academy's calls (admins and teachers only): a learner's token gets 403 before any write.
  [apiRoutes.academyClasses]: () => ({ name: 'Turma de Exemplo', endDate: '2026-12-18' }),
  [`PATCH ${apiRoutes.academyClass}`]: () => ({ name: 'Turma Renomeada', archived: false }),
  [apiRoutes.academyKeys]: () => ({ count: 3 }),
  [apiRoutes.academyRevokeKey]: () => ({}),
  [apiRoutes.academyReplaceLearner]: () => ({}),
  [apiRoutes.academyTeachers]: () => ({ email: 'professora@example.com' }),
  [apiRoutes.academyLists]: () => sampleList,
  [`PUT ${apiRoutes.academyList}`]: () => sampleList,
  [apiRoutes.academyAssignments]: () => sampleAssignment,
  [`PUT ${apiRoutes.academyAssignment}`]: () => sampleAssignment,
  [apiRoutes.academyClassLink]: () => ({ seats: 3 }),
  // A malformed token, refused before anything is counted: a well-formed one that names no link
  // is a wrong key, counted against the caller as such (class-link.test.ts).
  [apiRoutes.joinClass]: () => ({ token: 'not-a-link' }),
};

/**
 * A route's path with its parameters filled: `:userId` with `uid`, any other (a class, a key, a
 * learner, a teacher) with `others` (default: a well-formed id that names nothing).
 */
export function urlOf(entry: RouteEntry, uid: string, others = 'naoexiste123'): string {
  return entry.path.replace(':userId', encodeURIComponent(uid)).replace(/:[A-Za-z]+/g, others);
}

/** The body a well-behaved client sends to `entry`, or undefined for a route without one. */
export function sampleBodyOf(entry: RouteEntry, victim: string): Record<string, unknown> | undefined {
  if (entry.method === 'GET' || entry.method === 'DELETE') return undefined;
  return (sampleBodies[`${entry.method} ${entry.path}`] ?? sampleBodies[entry.path])?.(victim);
}
