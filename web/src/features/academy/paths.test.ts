import { afterEach, describe, expect, it, vi } from 'vitest';
import { slug, today } from './paths';

describe("the academy's paths and days", () => {
  afterEach(() => vi.useRealTimers());

  it("today is São Paulo's, whatever the device's time zone: 22:30 there is already tomorrow in UTC", () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T01:30:00Z') });
    expect(today()).toBe('2026-11-27');
    expect(today(7)).toBe('2026-12-04');
    vi.setSystemTime(new Date('2026-11-28T03:00:00Z'));
    expect(today()).toBe('2026-11-28');
  });

  it("a file name's part is the class's name without accents, spaces or symbols", () => {
    expect(slug('Turma B - Manhã')).toBe('turma-b-manha');
    expect(slug('***')).toBe('turma');
  });
});
