import { describe, expect, it } from 'vitest';
import { keepOnSearchChange, nextVisit, settle } from './route-data';

const revalidation = (current: string, next: string) => ({
  currentUrl: new URL(current, 'https://app.test'),
  nextUrl: new URL(next, 'https://app.test'),
  currentParams: {},
  nextParams: {},
  defaultShouldRevalidate: true,
});

describe('settle', () => {
  it('answers the data, or the error, never a rejection', async () => {
    await expect(settle(Promise.resolve(42))).resolves.toEqual({ status: 'done', data: 42 });
    const failure = new Error('offline');
    await expect(settle(Promise.reject(failure))).resolves.toEqual({ status: 'error', error: failure });
  });
});

describe('nextVisit', () => {
  it('numbers each run of a loader anew', () => {
    const first = nextVisit();
    expect(nextVisit()).toBe(first + 1);
  });
});

describe('keepOnSearchChange', () => {
  it('loads nothing again when only the search parameters change (a tab)', () => {
    expect(keepOnSearchChange(revalidation('/ranking', '/ranking?periodo=geral'))).toBe(false);
    expect(keepOnSearchChange(revalidation('/ranking?periodo=geral', '/ranking'))).toBe(false);
  });

  it("keeps the router's choice otherwise: another screen, the same URL again, a retry", () => {
    expect(keepOnSearchChange(revalidation('/ranking', '/user'))).toBe(true);
    expect(keepOnSearchChange(revalidation('/ranking', '/ranking'))).toBe(true);
    expect(
      keepOnSearchChange({
        ...revalidation('/ranking', '/ranking?periodo=geral'),
        defaultShouldRevalidate: false,
      }),
    ).toBe(false);
  });
});
