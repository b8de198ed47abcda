import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/** Every route of the product (spec §2). All but home are split into their own chunk. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      {
        path: '/listening-writing',
        lazy: () => import('../features/writing/writing-page').then((m) => ({ Component: m.WritingPage })),
      },
      {
        path: '/listening-speaking',
        lazy: () => import('../features/speaking/speaking-page').then((m) => ({ Component: m.SpeakingPage })),
      },
      {
        path: '/talking',
        lazy: () => import('../features/talking/talking-page').then((m) => ({ Component: m.TalkingPage })),
      },
      {
        path: '/ranking',
        lazy: () => import('../features/ranking/ranking-page').then((m) => ({ Component: m.RankingPage })),
      },
      {
        path: '/user',
        lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: '/tela-final-writing',
        lazy: () => import('../features/results/final-page').then((m) => ({ Component: m.WritingFinalPage })),
      },
      {
        path: '/tela-final-speaking',
        lazy: () =>
          import('../features/results/final-page').then((m) => ({ Component: m.SpeakingFinalPage })),
      },
      {
        path: '/auth',
        lazy: () => import('../features/auth/auth-page').then((m) => ({ Component: m.AuthPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
