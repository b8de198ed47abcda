import { describe, expect, it } from 'vitest';
import { rankedOrder } from './ranking-rules';

const people = [
  { name: 'Caio', points: 5 },
  { name: 'Ana', points: 5 },
  { name: 'Érica', points: 12 },
  { name: 'Bruno', points: 0 },
  { name: 'Edson', points: 5 },
];

describe('rankedOrder', () => {
  it('puts the most points first and breaks ties by name, accents read as Portuguese', () => {
    const sorted = [...people].sort(rankedOrder((person) => person.points));
    expect(sorted.map((person) => person.name)).toEqual(['Érica', 'Ana', 'Caio', 'Edson', 'Bruno']);
  });

  it('orders by whichever points it is given', () => {
    const weekly = { Ana: 1, Bruno: 9, Caio: 1, Edson: 0, Érica: 3 } as Record<string, number>;
    const sorted = [...people].sort(rankedOrder((person) => weekly[person.name] ?? 0));
    expect(sorted.map((person) => person.name)).toEqual(['Bruno', 'Érica', 'Ana', 'Caio', 'Edson']);
  });
});
