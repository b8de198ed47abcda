/**
 * The guided scenarios' cards in the web app, one level at a time (virtual:scenario-cards-*, built
 * from functions/src/content by build/scenario-cards.ts): the conversation's intro loads the level
 * it shows, and the running conversation reads the card chosen there, whose level is loaded by
 * then. The history reads them all.
 */

import type { ScenarioCard } from '@content/scenario';
import { lazyRetrying } from '@shared/lazy';
import type { Level } from '@shared/rules';

const loaded = new Map<string, ScenarioCard>();

const levelOf = (load: () => Promise<readonly ScenarioCard[]>) =>
  lazyRetrying(async () => {
    const cards = await load();
    for (const card of cards) loaded.set(card.id, card);
    return cards;
  });

const levels: Record<Level, () => Promise<readonly ScenarioCard[]>> = {
  beginner: levelOf(() => import('virtual:scenario-cards-beginner').then((m) => m.default)),
  intermediate: levelOf(() => import('virtual:scenario-cards-intermediate').then((m) => m.default)),
  advanced: levelOf(() => import('virtual:scenario-cards-advanced').then((m) => m.default)),
};

/** A level's cards, in the order the intro shows them: the same promise at each call (React's `use`). */
export function scenarioCardsOf(level: Level): Promise<readonly ScenarioCard[]> {
  return levels[level]();
}

/** The card of a scenario whose level was loaded (the intro showed it to be chosen); else undefined. */
export function loadedScenarioCard(id: string): ScenarioCard | undefined {
  return loaded.get(id);
}
