import { describe, expect, it } from 'vitest';
import { classLearner } from '../../../testing/fake-academy';
import { CLASS_RANKING_SIZE, classRankingOrder } from './class-ranking-rules';

const learner = (name: string, pointsThisWeek: number, totalPoints: number) =>
  classLearner({ uid: `uid-${name}`, name, pointsThisWeek, totalPoints });

const names = (placed: { name: string; points: number }[]) =>
  placed.map(({ name, points }) => [name, points]);

describe('classRankingOrder', () => {
  it('orders the week by its points and all time by the total, each best first', () => {
    const { weekly, allTime } = classRankingOrder([
      learner('Ana', 10, 300),
      learner('Bruno', 40, 60),
      learner('Caio', 25, 25),
    ]);
    expect(names(weekly)).toEqual([
      ['Bruno', 40],
      ['Caio', 25],
      ['Ana', 10],
    ]);
    expect(names(allTime)).toEqual([
      ['Ana', 300],
      ['Bruno', 60],
      ['Caio', 25],
    ]);
  });

  it('breaks ties by name as Portuguese sorts it, and leaves out of the week who earned nothing in it', () => {
    const { weekly, allTime } = classRankingOrder([
      learner('Otávio', 20, 50),
      learner('Érica', 20, 50),
      learner('Zeca', 0, 50),
      learner('Davi', 0, 0),
    ]);
    expect(names(weekly)).toEqual([
      ['Érica', 20],
      ['Otávio', 20],
    ]);
    expect(names(allTime)).toEqual([
      ['Érica', 50],
      ['Otávio', 50],
      ['Zeca', 50],
      ['Davi', 0],
    ]);
  });

  it(`keeps the best ${CLASS_RANKING_SIZE} of each`, () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      learner(`Aluno ${String(i).padStart(2, '0')}`, i, 100 - i),
    );
    const { weekly, allTime } = classRankingOrder(many);
    expect(weekly).toHaveLength(CLASS_RANKING_SIZE);
    expect(weekly[0]).toEqual({ uid: 'uid-Aluno 13', name: 'Aluno 13', points: 13 });
    expect(weekly.at(-1)?.points).toBe(4);
    expect(allTime).toHaveLength(CLASS_RANKING_SIZE);
    expect(allTime[0]?.name).toBe('Aluno 00');
    expect(allTime.at(-1)?.name).toBe('Aluno 09');
  });
});
