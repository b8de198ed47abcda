/**
 * Stands in for src/lib/staff-role.ts (the role in the Firebase ID token) in tests:
 * `vi.mock('../../lib/staff-role', () => import('../../testing/fake-staff'))`, then set `staff.access`.
 */
import type { StaffAccess } from '../lib/staff-role';

export const staff: { access: StaffAccess; asked: { refresh?: boolean; force?: boolean }[] } = {
  access: { signedIn: true, role: 'admin' },
  asked: [],
};

export async function staffAccess(
  options: { refresh?: boolean; force?: boolean } = {},
): Promise<StaffAccess> {
  staff.asked.push(options);
  return staff.access;
}

/** Back to an admin, nothing asked. */
export function resetStaff(): void {
  staff.access = { signedIn: true, role: 'admin' };
  staff.asked = [];
}
