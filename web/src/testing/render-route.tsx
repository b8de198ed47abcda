import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, type NonIndexRouteObject, RouterProvider } from 'react-router';
import { AuthProvider } from '../lib/auth';
import type { AuthUser } from '../lib/auth-user';
import { fakeAuthStore } from './fake-auth';

/**
 * Renders a route as src/app/router.tsx declares it (its screen and its loader) at `path`,
 * opened at `url`, for `user`; React Router updates the DOM as src/app/app.tsx has it do.
 */
export function renderRoute(
  route: Omit<NonIndexRouteObject, 'path'>,
  { path, url = path, user }: { path: string; url?: string; user: AuthUser | null },
) {
  const router = createMemoryRouter([{ path, ...route }], { initialEntries: [url] });
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
}
