/**
 * The guided scenarios' cards in the web app, one level at a time (@shared/scenario-cards-*):
 * the conversation's intro loads the level it shows, and the running conversation reads the card
 * chosen there, whose level is loaded by then. The history reads them all (@shared/scenario-cards).
 */
import { lazyRetrying } from '@shared/lazy';
import type { Level } from '@shared/rules';
import type { ScenarioCard } from '@shared/scenario-card';

const loaded = new Map<string, ScenarioCard>();

const levelOf = (load: () => Promise<readonly ScenarioCard[]>) =>
  lazyRetrying(async () => {
    const cards = await load();
    for (const card of cards) loaded.set(card.id, card);
    return cards;
  });

const levels: Record<Level, () => Promise<readonly ScenarioCard[]>> = {
  beginner: levelOf(() => import('@shared/scenario-cards-beginner').then((m) => m.BEGINNER_CARDS)),
  intermediate: levelOf(() =>
    import('@shared/scenario-cards-intermediate').then((m) => m.INTERMEDIATE_CARDS),
  ),
  advanced: levelOf(() => import('@shared/scenario-cards-advanced').then((m) => m.ADVANCED_CARDS)),
};

/** A level's cards, in the order the intro shows them: the same promise at each call (React's `use`). */
export function scenarioCardsOf(level: Level): Promise<readonly ScenarioCard[]> {
  return levels[level]();
}

/** The card of a scenario whose level was loaded (the intro showed it to be chosen); else undefined. */
export function loadedScenarioCard(id: string): ScenarioCard | undefined {
  return loaded.get(id);
}
