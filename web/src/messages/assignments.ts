/**
 * The learner's "Tarefas da turma" (components/class-assignments/class-assignments.tsx), on the home page
 * and the profile, in Portuguese (pt-BR). Apart from ./index.ts so that only the card's lazy chunk
 * downloads it.
 */
import type { AssignmentPractice } from '@shared/contract';

const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

/** A calendar day YYYY-MM-DD and its weekday (0: Sunday), as "sexta, 4/12". */
const dayName = (day: string, weekday: number) =>
  `${WEEKDAYS[weekday]}, ${Number(day.slice(8, 10))}/${Number(day.slice(5, 7))}`;

const practiceNames: Record<AssignmentPractice, string> = {
  writing: 'Escrita',
  speaking: 'Fala',
  conversation: 'Conversa',
};

export const assignmentsMessages = {
  title: 'Tarefas da turma',
  due: {
    later: (day: string, weekday: number) => `até ${dayName(day, weekday)}`,
    today: 'vence hoje',
    past: (day: string, weekday: number) => `venceu ${dayName(day, weekday)}`,
  },
  /** An overdue task still counts, late, until its last day. */
  stillCounts: (day: string, weekday: number) => `Ainda vale, com atraso, até ${dayName(day, weekday)}.`,
  states: { done: 'Concluída', doneLate: 'Concluída com atraso', overdue: 'Atrasada' },
  /** "Escrita: 6 de 10 frases"; the conversation counts scenarios. */
  progress: (practice: AssignmentPractice, done: number, target: number) =>
    `${practiceNames[practice]}: ${done} de ${target} ${
      practice === 'conversation'
        ? target === 1
          ? 'cenário'
          : 'cenários'
        : target === 1
          ? 'frase'
          : 'frases'
    }`,
  /** The button to the practice a task asks for, and its accessible name with the task's title. */
  go: { writing: 'Praticar escrita', speaking: 'Praticar fala', conversation: 'Conversar' },
  goLabel: (go: string, title: string) => `${go}: ${title}`,
};
