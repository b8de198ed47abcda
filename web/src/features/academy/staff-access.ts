/**
 * The academy's loaders: nothing is asked of the server until the signed-in user's token says
 * they are staff (an `admin` or `teacher` claim, read fresh on entering the academy); a learner
 * or a visitor gets a page that says so, with no class data requested. The server checks the
 * role again on every call.
 */
import type { AcademyRole } from '@shared/contract';
import { nextVisit, type Settled, settle } from '../../lib/route-data';
import { staffAccess } from '../../lib/staff-role';

export type Staffed<T> =
  | { kind: 'signedOut' }
  | { kind: 'notStaff' }
  | { kind: 'staff'; role: AcademyRole; data: T };

export interface StaffLoad<T> {
  visit: number;
  staffed: Promise<Settled<Staffed<T>>>;
}

/** A loader's answer: `load` runs only for staff. */
export function loadForStaff<T>(load: (role: AcademyRole) => Promise<T>): StaffLoad<T> {
  const staffed = staffAccess({ refresh: true }).then(async (access): Promise<Staffed<T>> => {
    if (!access.signedIn) return { kind: 'signedOut' };
    if (access.role === null) return { kind: 'notStaff' };
    return { kind: 'staff', role: access.role, data: await load(access.role) };
  });
  return { visit: nextVisit(), staffed: settle(staffed) };
}

/** A route's `:classId`, which the router always fills on these routes. */
export function classIdOf(params: Record<string, string | undefined>): string {
  return params.classId ?? '';
}
