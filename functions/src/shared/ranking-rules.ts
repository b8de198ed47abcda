/**
 * The order of a class's rankings, on the learner's rankings page and on the staff's class page:
 * most points first; equal points by name (pt-BR), so the order does not depend on which read
 * came first and both screens agree.
 */
export function rankedOrder<T extends { name: string }>(points: (item: T) => number) {
  return (a: T, b: T) => points(b) - points(a) || a.name.localeCompare(b.name, 'pt-BR');
}
