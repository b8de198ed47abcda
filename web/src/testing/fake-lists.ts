import type { ListSummary, PhraseList } from '@shared/contract';

/** A list as the lists page answers it, changed by `change`: Turma B's restaurant unit. */
export function listSummary(change: Partial<ListSummary> = {}): ListSummary {
  return {
    id: 'unidade-4',
    name: 'Unidade 4 - Restaurante',
    level: 'intermediate',
    classIds: ['turma-b'],
    phrases: 2,
    updatedAt: '2026-11-20T15:00:00.000Z',
    canEdit: true,
    ...change,
  };
}

/** The same list whole. */
export function phraseList(change: Partial<PhraseList> = {}): PhraseList {
  return {
    ...listSummary(),
    phraseList: [
      { text: "I'd like a table for two.", meaning: 'Eu gostaria de uma mesa para dois.' },
      { text: 'Could I have the bill, please?', meaning: '' },
    ],
    ...change,
  };
}
