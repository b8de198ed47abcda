/**
 * Who may see and change an academy's phrase lists, from the verified token's roles and, for a
 * teacher, the classes whose teachers include them (both are checked: a claim alone opens no
 * list). A list with no classes is for the whole academy.
 */
/** The token's academy roles (http/authenticate.ts Caller.roles). */
export interface Roles {
  admin: boolean;
  teacher: boolean;
}

export interface ListCaller {
  roles: Roles;
  /** The classes the caller teaches (read from the classes themselves). */
  teaches: ReadonlySet<string>;
}

export type ListRefusal = 'notStaff' | 'academyWide' | 'notYourClass';

export const isStaff = (roles: Roles) => roles.admin || roles.teacher;

/** An admin sees every list; a teacher the academy's and those with one of their classes. */
export function canSeeList({ roles, teaches }: ListCaller, classIds: readonly string[]): boolean {
  if (roles.admin) return true;
  return roles.teacher && (classIds.length === 0 || classIds.some((id) => teaches.has(id)));
}

/** An admin edits every list; a teacher only one whose classes are all theirs. */
export function canEditList({ roles, teaches }: ListCaller, classIds: readonly string[]): boolean {
  if (roles.admin) return true;
  return roles.teacher && classIds.length > 0 && classIds.every((id) => teaches.has(id));
}

/**
 * Why the caller may not save a list for `classIds`, or null: only an admin makes a list for the
 * whole academy, and a teacher only for classes they teach.
 */
export function saveRefusal(caller: ListCaller, classIds: readonly string[]): ListRefusal | null {
  if (!isStaff(caller.roles)) return 'notStaff';
  if (classIds.length === 0 && !caller.roles.admin) return 'academyWide';
  return canEditList(caller, classIds) ? null : 'notYourClass';
}
