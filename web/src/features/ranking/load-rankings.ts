import type { RankingEntry } from '@shared/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { nextVisit, type Settled, settle } from '../../lib/route-data';
import { getRanking, getWeeklyRanking } from './api/get-ranking';

/** The two lists, in tab order; `?periodo=geral` opens the all-time one. */
export const PERIODS = ['semana', 'geral'] as const;
export type Period = (typeof PERIODS)[number];

export function periodOf(params: URLSearchParams): Period {
  return params.get('periodo') === 'geral' ? 'geral' : 'semana';
}

export interface Ranked {
  entries: RankingEntry[];
  /** The week's Monday, for the weekly list. */
  weekStart?: string;
}

const calls: Record<Period, () => Promise<Ranked>> = {
  semana: () => getWeeklyRanking(),
  geral: async () => ({ entries: await getRanking() }),
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
