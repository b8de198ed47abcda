import type { RankingEntry } from '@shared/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { nextVisit, type Settled, settle } from '../../lib/route-data';
import { getClassRanking, getRanking, getWeeklyRanking } from './api/get-ranking';

/**
 * The three lists, in tab order: this week's, the all-time one (`?periodo=geral`) and the
 * learner's classmates (`?periodo=turma`).
 */
export const PERIODS = ['semana', 'geral', 'turma'] as const;
export type Period = (typeof PERIODS)[number];

export function periodOf(params: URLSearchParams): Period {
  const asked = params.get('periodo');
  return asked === 'geral' || asked === 'turma' ? asked : 'semana';
}

export interface Ranked {
  entries: RankingEntry[];
  /** The week's Monday, for the weekly list. */
  weekStart?: string;
  /** The class list: the learner's class (null: in no class), or `signedOut` for a visitor. */
  ofClass?: { className: string | null } | 'signedOut';
}

const calls: Record<Period, () => Promise<Ranked>> = {
  semana: () => getWeeklyRanking(),
  geral: async () => ({ entries: await getRanking() }),
  turma: async () => {
    try {
      const { className, entries } = await getClassRanking();
      return { entries, ofClass: { className } };
    } catch (error) {
      // A visitor: the tab asks them to sign in rather than showing an error.
      if (error instanceof ApiError && error.status === 401) return { entries: [], ofClass: 'signedOut' };
      throw error;
    }
  },
};

/** This visit's lists: each is asked for the first time its tab shows, then kept. */
export interface Rankings {
  visit: number;
  of(period: Period): Promise<Settled<Ranked>>;
}

/**
 * The ranking route's loader: the list of the tab the URL opens is asked for with the
 * navigation, the other one when its tab is first chosen. A tab switch only changes the search
 * parameters, which runs no loader (`keepOnSearchChange`), so the visit's lists are kept; the
 * next visit, or a retry, asks again.
 */
export function loadRankings({ request }: LoaderFunctionArgs): Rankings {
  const kept = new Map<Period, Promise<Settled<Ranked>>>();
  const rankings: Rankings = {
    visit: nextVisit(),
    of(period) {
      let ranking = kept.get(period);
      if (!ranking) {
        ranking = settle(calls[period]());
        kept.set(period, ranking);
      }
      return ranking;
    },
  };
  rankings.of(periodOf(new URL(request.url).searchParams));
  return rankings;
}
