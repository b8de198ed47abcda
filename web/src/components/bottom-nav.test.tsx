import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../lib/auth';
import type { AuthUser } from '../lib/auth-user';
import { fakeAuthStore, learner } from '../testing/fake-auth';
import { BottomNav } from './bottom-nav';

function renderNav(user: AuthUser | null, path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AuthProvider store={fakeAuthStore(user, { ready: false })}>
        <BottomNav />
      </AuthProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Navegação principal' });
}

describe('BottomNav', () => {
  it('names every icon and marks the current route', () => {
    renderNav(null, '/ranking');
    for (const name of ['Início', 'Ouvir e escrever', 'Ouvir e falar', 'Conversar', 'Ranking']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ranking' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
  });

  it('offers login when nobody is signed in', () => {
    renderNav(null);
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Meu perfil' })).not.toBeInTheDocument();
  });

  it("links to the profile with the user's photo when signed in", () => {
    renderNav({ ...learner, photoURL: 'https://example.com/ana.png' });
    const link = screen.getByRole('link', { name: 'Meu perfil' });
    expect(link).toHaveAttribute('href', '/user');
    expect(link.querySelector('img')).toHaveAttribute('src', 'https://example.com/ana.png');
    expect(screen.queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('shows a default icon for a user without a photo', () => {
    renderNav(learner);
    const link = screen.getByRole('link', { name: 'Meu perfil' });
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('svg')).not.toBeNull();
  });

  it("shows the academy's entry to its staff only, from the role the server last gave", () => {
    renderNav({ ...learner, role: 'teacher' });
    expect(screen.getByRole('link', { name: 'Academia' })).toHaveAttribute('href', '/academia');
  });

  it('no academy entry for a learner', () => {
    renderNav({ ...learner, role: null });
    expect(screen.queryByRole('link', { name: 'Academia' })).not.toBeInTheDocument();
  });
});
