import type { ClassRanking, RankingEntry } from '@shared/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { nextVisit, type Settled, settle } from '../../lib/route-data';
import { getClassRanking, getRanking, getWeeklyRanking } from './api/get-ranking';

/** Who is ranked, in tab order: the whole academy, or the learner's classmates (`?lista=turma`). */
export const SCOPES = ['academia', 'turma'] as const;
export type Scope = (typeof SCOPES)[number];

/** Over which time, in tab order: this week (the default) or all time (`?periodo=geral`). */
export const PERIODS = ['semana', 'geral'] as const;
export type Period = (typeof PERIODS)[number];

/** One of the four lists: a scope over a period. */
export interface View {
  scope: Scope;
  period: Period;
}

export function viewOf(params: URLSearchParams): View {
  const asked = params.get('periodo');
  // Links made when the class had only its all-time list.
  if (asked === 'turma') return { scope: 'turma', period: 'geral' };
  return {
    scope: params.get('lista') === 'turma' ? 'turma' : 'academia',
    period: asked === 'geral' ? 'geral' : 'semana',
  };
}

/** The search parameters of a view: none for the default one. */
export function searchOf({ scope, period }: View): Record<string, string> {
  return { ...(scope === 'turma' && { lista: 'turma' }), ...(period === 'geral' && { periodo: 'geral' }) };
}

export interface Ranked {
  entries: RankingEntry[];
  /** The week's Monday, for the weekly lists. */
  weekStart?: string;
  /** The class lists: the learner's class (null: in no class), or `signedOut` for a visitor. */
  ofClass?: { className: string | null } | 'signedOut';
}

type Answer = ClassRanking | 'signedOut';

async function classAnswer(): Promise<Answer> {
  try {
    return await getClassRanking();
  } catch (error) {
    // A visitor: the tabs ask them to sign in rather than showing an error.
    if (error instanceof ApiError && error.status === 401) return 'signedOut';
    throw error;
  }
}

/** One class list of the class's answer, which carries both. */
function classList(answer: Answer, period: Period): Ranked {
  if (answer === 'signedOut') return { entries: [], ofClass: 'signedOut' };
  const ofClass = { className: answer.className };
  return period === 'semana' ? { ...answer.weekly, ofClass } : { entries: answer.entries, ofClass };
}

/** This visit's lists: each is asked for the first time its tabs show, then kept. */
export interface Rankings {
  visit: number;
  of(view: View): Promise<Settled<Ranked>>;
}

/**
 * The ranking route's loader: the list the URL opens is asked for with the navigation, the
 * others when their tabs are first chosen (both class lists come in one call). A tab switch only
 * changes the search parameters, which runs no loader (`keepOnSearchChange`), so the visit's
 * lists are kept; the next visit, or a retry, asks again.
 */
export function loadRankings({ request }: LoaderFunctionArgs): Rankings {
  let asked: Promise<Answer> | undefined;
  const ofClass = () => {
    asked ??= classAnswer();
    return asked;
  };
  const calls: Record<`${Scope}-${Period}`, () => Promise<Ranked>> = {
    'academia-semana': () => getWeeklyRanking(),
    'academia-geral': async () => ({ entries: await getRanking() }),
    'turma-semana': async () => classList(await ofClass(), 'semana'),
    'turma-geral': async () => classList(await ofClass(), 'geral'),
  };
  const kept = new Map<string, Promise<Settled<Ranked>>>();
  const rankings: Rankings = {
    visit: nextVisit(),
    of({ scope, period }) {
      const key = `${scope}-${period}` as const;
      let ranking = kept.get(key);
      if (!ranking) {
        ranking = settle(calls[key]());
        kept.set(key, ranking);
      }
      return ranking;
    },
  };
  rankings.of(viewOf(new URL(request.url).searchParams));
  return rankings;
}
