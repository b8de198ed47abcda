/**
 * The academy's roles: custom claims of a Firebase account (`admin`: `npm run admin -- grant`;
 * `teacher`: given when an admin adds them to a class). Apart from the payloads so that the web's
 * first screen can read a role without loading the contract's schemas.
 */
export const ACADEMY_ROLES = ['admin', 'teacher'] as const;
export type AcademyRole = (typeof ACADEMY_ROLES)[number];

/** The role that claims give, the higher one first; null for a learner. */
export function academyRoleOf(claims: Readonly<Record<string, unknown>>): AcademyRole | null {
  if (claims.admin === true) return 'admin';
  return claims.teacher === true ? 'teacher' : null;
}
