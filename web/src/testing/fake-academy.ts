import type {
  Assignment,
  AssignmentResults,
  ClassAssignments,
  ClassKey,
  ClassLearner,
  ClassPage,
  ClassSummary,
} from '@shared/contract';

/** A class as the academy's list answers it, changed by `change`. */
export function classSummary(change: Partial<ClassSummary> = {}): ClassSummary {
  return {
    id: 'turma-b',
    name: 'Turma B',
    endDate: '2026-12-18',
    archived: false,
    learners: 2,
    keys: { free: 1, used: 2, revoked: 1 },
    dailyAudios: 10,
    teachers: [{ uid: 'prof-1', email: 'prof@example.com', name: 'Paula' }],
    invited: [],
    ...change,
  };
}

export function classLearner(change: Partial<ClassLearner> = {}): ClassLearner {
  return {
    uid: 'aluno-1',
    name: 'Ana Souza',
    email: 'ana@example.com',
    activatedAt: '2026-11-10T13:00:00.000Z',
    lastPractisedOn: '2026-11-24',
    inactive: false,
    practicesThisWeek: 4,
    audiosThisWeek: 12,
    conversationMinutesThisWeek: 9,
    pointsThisWeek: 38,
    totalPoints: 210,
    streak: 3,
    levels: { writing: 'intermediate', speaking: 'beginner' },
    ...change,
  };
}

/** Turma B's page: Ana practises, Caio stopped a week ago. */
export function classPage(change: Partial<ClassPage> = {}): ClassPage {
  return {
    class: classSummary(),
    weekStart: '2026-11-23',
    learners: [
      classLearner(),
      classLearner({
        uid: 'aluno-2',
        name: 'Caio Lima',
        email: 'caio@example.com',
        lastPractisedOn: '2026-11-12',
        inactive: true,
        practicesThisWeek: 0,
        audiosThisWeek: 0,
        conversationMinutesThisWeek: 0,
        pointsThisWeek: 0,
        totalPoints: 40,
        streak: 0,
        levels: { writing: 'beginner', speaking: null },
      }),
    ],
    missedPhrases: {
      writing: [
        { phrase: 'I have been working here since 2020.', tries: 7, wrong: 5, learners: 2 },
        { phrase: 'Could you repeat that, please?', tries: 2, wrong: 1, learners: 1 },
      ],
      speaking: [],
    },
    corrections: [
      {
        said: 'I have 25 years.',
        better: 'I am 25 years old.',
        explanation: 'Em inglês, a idade vem com o verbo "to be".',
        conversations: 3,
        learners: 2,
      },
    ],
    ...change,
  };
}

export function classKey(change: Partial<ClassKey> = {}): ClassKey {
  return {
    key: 'ABCDE-FGHJK-MNPQR-STVWX',
    state: 'free',
    createdAt: '2026-11-09T12:00:00.000Z',
    usedBy: null,
    usedAt: null,
    revokedAt: null,
    ...change,
  };
}

/** Turma B's keys: one free, two used, one revoked. */
export const classKeys: ClassKey[] = [
  classKey(),
  classKey({ key: 'BBBBB-CCCCC', state: 'used', usedBy: 'Ana Souza', usedAt: '2026-11-10T13:00:00.000Z' }),
  classKey({ key: 'DDDDD-EEEEE', state: 'used', usedBy: 'Caio Lima', usedAt: '2026-11-11T18:30:00.000Z' }),
  classKey({ key: 'FFFFF-GGGGG', state: 'revoked', revokedAt: '2026-11-12T10:00:00.000Z' }),
];

/** Turma B's assignments: the restaurant unit in both practices, and two scenarios. */
export function classAssignments(change: Partial<ClassAssignments> = {}): ClassAssignments {
  return {
    assignments: [
      {
        id: 'tarefa-1',
        classId: 'turma-b',
        kind: 'list',
        listId: 'unidade-4',
        practices: ['writing', 'speaking'],
        startsOn: '2026-11-23',
        dueOn: '2026-11-27',
        phrases: 2,
        title: 'Unidade 4 - Restaurante',
      },
      {
        id: 'tarefa-2',
        classId: 'turma-b',
        kind: 'scenarios',
        scenarioIds: ['cafeteria', 'pedir-comida'],
        startsOn: '2026-11-16',
        dueOn: '2026-11-20',
        phrases: 1,
        title: 'Na cafeteria, Pedir comida',
      },
    ],
    older: false,
    learners: 2,
    done: [
      { assignmentId: 'tarefa-1', learners: 1 },
      { assignmentId: 'tarefa-2', learners: 0 },
    ],
    ...change,
  };
}

/** The restaurant unit's results, past its due day: one learner of each state. */
export function assignmentResults(change: Partial<AssignmentResults> = {}): AssignmentResults {
  const assignment = classAssignments().assignments[0] as Assignment;
  const both = (writing: number, speaking: number) => [
    { practice: 'writing' as const, target: 2, done: writing },
    { practice: 'speaking' as const, target: 2, done: speaking },
  ];
  return {
    assignment,
    className: 'Turma B',
    target: 2,
    pastDue: true,
    learners: [
      {
        uid: 'aluno-1',
        name: 'Ana Souza',
        email: 'ana@example.com',
        result: 'done',
        progress: both(2, 2),
        doneAt: '2026-11-26T15:00:00.000Z',
      },
      {
        uid: 'aluno-2',
        name: 'Bia Reis',
        email: null,
        result: 'doneLate',
        progress: both(2, 2),
        doneAt: '2026-11-28T15:00:00.000Z',
      },
      {
        uid: 'aluno-3',
        name: 'Caio Lima',
        email: 'caio@example.com',
        result: 'inProgress',
        progress: both(1, 0),
        doneAt: null,
      },
      {
        uid: 'aluno-4',
        name: 'Duda Melo',
        email: null,
        result: 'notStarted',
        progress: both(0, 0),
        doneAt: null,
      },
    ],
    ...change,
  };
}
