import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, type NonIndexRouteObject, type RouteObject, RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth';
import type { AuthUser } from '../lib/auth-user';
import { fakeAuthStore } from './fake-auth';

/**
 * Renders a route as src/app/router.tsx declares it (its screen and its loader) at `path`,
 * opened at `url`, for `user`; React Router updates the DOM as src/app/app.tsx has it do.
 * `others` are the routes it may navigate to. Returns the router, to read where it went.
 */
export function renderRoute(
  route: Omit<NonIndexRouteObject, 'path'>,
  {
    path,
    url = path,
    user,
    others = [],
  }: { path: string; url?: string; user: AuthUser | null; others?: RouteObject[] },
) {
  const router = createMemoryRouter([{ path, ...route }, ...others], { initialEntries: [url] });
  render(
    <AuthProvider store={fakeAuthStore(user)}>
      <RouterProvider
        router={router}
        flushSync={(update) => {
          flushSync(update);
        }}
      />
    </AuthProvider>,
  );
  return router;
}
