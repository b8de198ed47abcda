/**
 * Navigation state /auth reads to send the learner back where they came from:
 * `<Link to="/auth" state={authRedirect(path)}>`.
 */
import * as v from 'valibot';

const authRedirectSchema = v.object({ from: v.pipe(v.string(), v.startsWith('/')) });
export type AuthRedirectState = v.InferOutput<typeof authRedirectSchema>;

export function authRedirect(from: string): AuthRedirectState {
  return { from };
}

/** Where to go after signing in: the screen the learner came from, when the state names one. */
export function redirectTarget(state: unknown, fallback: string): string {
  const read = v.safeParse(authRedirectSchema, state);
  return read.success ? read.output.from : fallback;
}
