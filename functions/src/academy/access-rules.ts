/**
 * Who may do what on the academy's screen, from the verified token's role claims and, for a
 * teacher, the class's own list of teachers (both are checked: a claim alone opens no class).
 */

export interface Roles {
  admin: boolean;
  teacher: boolean;
}

/** `read`: the class list, a class's page, its keys and both CSVs. `manage`: everything else. */
export type Access = 'read' | 'manage';

export type Refusal = 'notStaff' | 'adminOnly' | 'notYourClass';

/** Why the caller may not use the academy's screen at all for `access`, or null. */
export function staffRefusal(roles: Roles, access: Access): Refusal | null {
  if (!roles.admin && !roles.teacher) return 'notStaff';
  if (access === 'manage' && !roles.admin) return 'adminOnly';
  return null;
}

/** Why the caller may not read this class (given its teachers), or null. */
export function classRefusal(roles: Roles, uid: string, teacherUids: readonly string[]): Refusal | null {
  if (roles.admin) return null;
  return roles.teacher && teacherUids.includes(uid) ? null : 'notYourClass';
}
