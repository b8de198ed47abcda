import type { LearnerAssignment } from '@shared/contract';

/** A class task as GET /api/assignments answers it: a list for writing and speaking, open, due Friday 4/12. */
export function task(overrides: Partial<LearnerAssignment> = {}): LearnerAssignment {
  return {
    id: 'tarefa-1',
    classId: 'turma-b',
    kind: 'list',
    listId: 'lista-1',
    practices: ['writing', 'speaking'],
    startsOn: '2026-11-23',
    dueOn: '2026-12-04',
    phrases: 10,
    title: 'Unidade 4: restaurante',
    state: 'open',
    progress: [
      { practice: 'writing', target: 10, done: 6 },
      { practice: 'speaking', target: 10, done: 10 },
    ],
    ...overrides,
  };
}
