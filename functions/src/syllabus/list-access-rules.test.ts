import { describe, expect, it } from 'vitest';
import { canEditList, canSeeList, type ListCaller, saveRefusal } from './list-access-rules';

const admin: ListCaller = { roles: { admin: true, teacher: false }, teaches: new Set() };
const teacher: ListCaller = { roles: { admin: false, teacher: true }, teaches: new Set(['A', 'B']) };
const claimOnly: ListCaller = { roles: { admin: false, teacher: true }, teaches: new Set() };
const learner: ListCaller = { roles: { admin: false, teacher: false }, teaches: new Set(['A']) };

describe('canSeeList', () => {
  it('shows an admin every list, a teacher the academy-wide ones and those with one of their classes', () => {
    for (const classIds of [[], ['A'], ['C'], ['A', 'C']]) expect(canSeeList(admin, classIds)).toBe(true);
    expect(canSeeList(teacher, [])).toBe(true);
    expect(canSeeList(teacher, ['C', 'A'])).toBe(true);
    expect(canSeeList(teacher, ['C'])).toBe(false);
    expect(canSeeList(claimOnly, ['A'])).toBe(false);
    expect(canSeeList(learner, [])).toBe(false);
    expect(canSeeList(learner, ['A'])).toBe(false);
  });
});

describe('canEditList', () => {
  it('lets an admin edit every list, a teacher only one whose classes are all theirs', () => {
    for (const classIds of [[], ['C']]) expect(canEditList(admin, classIds)).toBe(true);
    expect(canEditList(teacher, ['A', 'B'])).toBe(true);
    expect(canEditList(teacher, ['A', 'C'])).toBe(false);
    expect(canEditList(teacher, [])).toBe(false);
    expect(canEditList(learner, ['A'])).toBe(false);
  });
});

describe('saveRefusal', () => {
  it('keeps academy-wide lists to admins and a teacher to their own classes', () => {
    expect(saveRefusal(admin, [])).toBeNull();
    expect(saveRefusal(admin, ['C'])).toBeNull();
    expect(saveRefusal(teacher, ['A'])).toBeNull();
    expect(saveRefusal(teacher, [])).toBe('academyWide');
    expect(saveRefusal(teacher, ['A', 'C'])).toBe('notYourClass');
    expect(saveRefusal(claimOnly, ['A'])).toBe('notYourClass');
    expect(saveRefusal(learner, ['A'])).toBe('notStaff');
  });
});
