import type { screenPaths } from '../config/screen-paths.ts';

type LazyScreen = Exclude<keyof typeof screenPaths, 'home'>;

/** What a lazy route of the router loads: paths relative to web/src. */
export interface RoutePage {
  /** The module the route's `lazy` imports first: its chunk is preloaded on a deep link. */
  page: string;
  /** A module the page imports itself once it needs it (a practice's screen): not preloaded. */
  later?: string;
}

/**
 * The modules each lazy route of src/app/router.tsx imports (home is in the main chunk).
 * Plain data, so the build can read it: the deep-link preload (build/preload-route-chunks.ts)
 * preloads each route's `page`, and the build fails when the router imports a module that is
 * not listed here. Keyed by screen, so a screen added to screenPaths without a row does not
 * typecheck.
 */
export const routePages = {
  writing: {
    page: 'features/practice/gate/phrase-gate.tsx',
    later: 'features/practice/writing/writing-page.tsx',
  },
  speaking: {
    page: 'features/practice/gate/phrase-gate.tsx',
    later: 'features/practice/speaking/speaking-page.tsx',
  },
  conversation: {
    page: 'features/practice/gate/practice-gate.tsx',
    later: 'features/conversation/conversation-page.tsx',
  },
  ranking: { page: 'features/ranking/ranking-page.tsx' },
  profile: { page: 'features/profile/profile-page.tsx' },
  writingFinal: { page: 'features/practice/results/final-page.tsx' },
  speakingFinal: { page: 'features/practice/results/final-page.tsx' },
  auth: { page: 'features/auth/auth-page.tsx' },
  firstStep: { page: 'features/auth/first-step-page.tsx' },
  authAction: { page: 'features/auth/action-page.tsx' },
  privacy: { page: 'features/privacy/privacy-page.tsx' },
  conversations: { page: 'features/conversation/kept-lessons/history-page.tsx' },
  conversationSession: { page: 'features/conversation/kept-lessons/history-page.tsx' },
  academy: { page: 'features/academy/classes-page.tsx' },
  academyClass: { page: 'features/academy/class-page.tsx' },
  academyKeys: { page: 'features/academy/keys-page.tsx' },
  academySheet: { page: 'features/academy/sheet-page.tsx' },
  academyLearner: { page: 'features/academy/class-page.tsx' },
  classLink: { page: 'features/auth/join-class-page.tsx' },
  academyLists: { page: 'features/academy/lists/lists-route.tsx' },
} satisfies Record<LazyScreen, RoutePage>;
