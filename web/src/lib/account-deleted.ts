/** The navigation state the profile leaves on the home page after deleting the account, which says so. */
export const accountDeletedState = { accountDeleted: true } as const;

export function isAccountDeleted(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'accountDeleted' in state && state.accountDeleted === true
  );
}
