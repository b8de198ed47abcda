import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import type { PracticeKind } from '../features/practices/practice-gate';
import { messages } from '../messages';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/**
 * A practice route: its intro and activation flow (features/practices) around the practice
 * screen, whose code is loaded only when the learner starts.
 */
function practiceRoute(
  kind: PracticeKind,
  path: string,
  loadPractice: () => Promise<ComponentType>,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const { PracticeGate } = await import('../features/practices/practice-gate');
    const Practice = lazy(() => loadPractice().then((component) => ({ default: component })));
    return {
      element: (
        <PracticeGate kind={kind} path={path}>
          <Suspense fallback={<p className="page muted">{messages.loading}</p>}>
            <Practice />
          </Suspense>
        </PracticeGate>
      ),
    };
  };
}

/** Every route of the product (spec §2). All but home are split into their own chunk. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      {
        path: paths.writing,
        lazy: practiceRoute('writing', paths.writing, () =>
          import('../features/practices/writing/writing-page').then((m) => m.WritingPage),
        ),
      },
      {
        path: paths.speaking,
        lazy: practiceRoute('speaking', paths.speaking, () =>
          import('../features/practices/speaking/speaking-page').then((m) => m.SpeakingPage),
        ),
      },
      {
        path: paths.talking,
        lazy: practiceRoute('talking', paths.talking, () =>
          import('../features/talking/talking-page').then((m) => m.TalkingPage),
        ),
      },
      {
        path: paths.ranking,
        lazy: () => import('../features/ranking/ranking-page').then((m) => ({ Component: m.RankingPage })),
      },
      {
        path: paths.profile,
        lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: paths.writingFinal,
        lazy: () =>
          import('../features/practices/results/final-page').then((m) => ({ Component: m.WritingFinalPage })),
      },
      {
        path: paths.speakingFinal,
        lazy: () =>
          import('../features/practices/results/final-page').then((m) => ({
            Component: m.SpeakingFinalPage,
          })),
      },
      {
        path: paths.auth,
        lazy: () => import('../features/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
