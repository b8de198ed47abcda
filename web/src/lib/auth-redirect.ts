/**
 * Navigation state /auth reads to send the learner back where they came from:
 * `<Link to="/auth" state={authRedirect(path)}>`.
 */
export interface AuthRedirectState {
  from: string;
}

export function authRedirect(from: string): AuthRedirectState {
  return { from };
}

/**
 * Where to go after signing in: the screen the learner came from, when the state names one (a
 * path of the app: it starts with '/'). A plain check, not a schema: this module loads with every
 * practice's intro.
 */
export function redirectTarget(state: unknown, fallback: string): string {
  const from = (state as Partial<AuthRedirectState> | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : fallback;
}
