import { lazyRetrying } from '@shared/lazy';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { screenPaths } from '../config/screen-paths';
import { HomePage } from '../features/home/home-page';
import type { Activity } from '../features/practice/gate/practice-gate';
import type { StartedScreenProps } from '../features/practice/session/started-practice';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/**
 * A practice route: the practice's gate (features/practice/gate: intro, sign-in, activation and
 * device checks), which loads the screen's code while the learner reads the rules and opens it
 * when allowed. The conversation is a screen of its own feature, composed here with the gate; the
 * phrase practices' gate adds their level and today's audios, which the conversation's does not load.
 */
function practiceRoute(
  kind: Activity,
  loadPractice: () => Promise<ComponentType<StartedScreenProps>>,
): LazyRouteFunction<RouteObject> {
  return async () => {
    // Loaded once; a chunk that failed offline is fetched again at the next try.
    const load = lazyRetrying(loadPractice);
    if (kind === 'conversation') {
      return (await import('../features/practice/gate/practice-gate')).conversationGateRoute(load);
    }
    return (await import('../features/practice/gate/phrase-gate')).phraseGateRoute(kind, load);
  };
}

/** "Conversas anteriores": one chunk for both screens, loaded once (again after a failed try). */
const loadHistory = lazyRetrying(() => import('../features/conversation/kept-lessons/history-page'));

/**
 * Every route of the product (src/config/screen-paths.ts). All but home are split into their own
 * chunk; each module imported lazily here has its row in ./route-pages.ts, or the build fails.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: screenPaths.home, element: <HomePage /> },
      {
        path: screenPaths.writing,
        lazy: practiceRoute('writing', () =>
          import('../features/practice/writing/writing-page').then((m) => m.WritingPage),
        ),
      },
      {
        path: screenPaths.speaking,
        lazy: practiceRoute('speaking', () =>
          import('../features/practice/speaking/speaking-page').then((m) => m.SpeakingPage),
        ),
      },
      {
        path: screenPaths.conversation,
        lazy: practiceRoute('conversation', () =>
          import('../features/conversation/conversation-page').then((m) => m.ConversationPage),
        ),
      },
      {
        path: screenPaths.ranking,
        lazy: () => import('../features/ranking/ranking-page').then((m) => m.rankingRoute),
      },
      {
        path: screenPaths.profile,
        lazy: () => import('../features/profile/profile-page').then((m) => m.profileRoute),
      },
      {
        path: screenPaths.writingFinal,
        lazy: () => import('../features/practice/results/final-page').then((m) => m.writingFinalRoute),
      },
      {
        path: screenPaths.speakingFinal,
        lazy: () => import('../features/practice/results/final-page').then((m) => m.speakingFinalRoute),
      },
      {
        path: screenPaths.auth,
        lazy: () => import('../features/auth/auth-page').then((m) => m.authRoute),
      },
      {
        path: screenPaths.firstStep,
        lazy: () => import('../features/auth/first-step-page').then((m) => m.firstStepRoute),
      },
      {
        path: screenPaths.classLink,
        lazy: () => import('../features/auth/join-class-page').then((m) => m.joinClassRoute),
      },
      {
        path: screenPaths.authAction,
        lazy: () => import('../features/auth/action-page').then((m) => m.actionRoute),
      },
      {
        path: screenPaths.privacy,
        lazy: () => import('../features/privacy/privacy-page').then((m) => m.privacyRoute),
      },
      // "Conversas anteriores": both screens in one chunk of their own, imported from one place.
      {
        path: screenPaths.conversations,
        lazy: () => loadHistory().then((m) => m.historyRoute),
      },
      {
        path: screenPaths.conversationSession,
        lazy: () => loadHistory().then((m) => m.sessionRoute),
      },
      // The academy's screens (admins and teachers): chunks of their own, which no learner's route loads.
      {
        path: screenPaths.academy,
        lazy: () => import('../features/academy/classes-page').then((m) => m.classesRoute),
      },
      {
        path: screenPaths.academyClass,
        lazy: () => import('../features/academy/class-page').then((m) => m.classRoute),
      },
      {
        path: screenPaths.academyKeys,
        lazy: () => import('../features/academy/keys-page').then((m) => m.keysRoute),
      },
      {
        path: screenPaths.academyLearner,
        // In the class page's chunk: a route of its own costs every practice route's main chunk bytes.
        lazy: () => import('../features/academy/class-page').then((m) => m.learnerRoute),
      },
      {
        path: screenPaths.academySheet,
        lazy: () => import('../features/academy/sheet-page').then((m) => m.sheetRoute),
      },
      {
        path: screenPaths.academyLists,
        lazy: () => import('../features/academy/lists/lists-route').then((m) => m.listsRoute),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);
