import type { ComponentType } from 'react';
import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from '../features/home/home-page';
import type { PracticeKind } from '../features/practices/practice-gate';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/**
 * A practice route: its intro and activation flow (features/practices), which loads the
 * practice screen's code while the learner reads the rules and starts it when allowed.
 */
function practiceRoute(
  kind: PracticeKind,
  path: string,
  loadPractice: () => Promise<ComponentType>,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const { PracticeGate } = await import('../features/practices/practice-gate');
    let loading: Promise<ComponentType> | undefined;
    const load = () => {
      loading ??= loadPractice().catch((error: unknown) => {
        loading = undefined; // a chunk that failed offline is fetched again at the next try
        throw error;
      });
      return loading;
    };
    return { element: <PracticeGate kind={kind} path={path} loadPractice={load} /> };
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
