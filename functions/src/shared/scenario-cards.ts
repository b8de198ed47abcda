/**
 * The conversation's guided scenarios as the learner sees them: 8 per level, each with its
 * Portuguese title, line and goal and its English targets, written one level a file
 * (./scenario-cards-*.ts): the web app's intro loads the level it shows, the running screen
 * reads the chosen card, the history all of them. What only the tutor needs (its role and
 * opening line) is in ./scenarios.ts, which the server reads. Titles, lines and goals are
 * Portuguese (shown); targets English.
 */
import type { ScenarioCard } from './scenario-card';
import { ADVANCED_CARDS } from './scenario-cards-advanced';
import { BEGINNER_CARDS } from './scenario-cards-beginner';
import { INTERMEDIATE_CARDS } from './scenario-cards-intermediate';

export type { ScenarioCard } from './scenario-card';

/** Marked pure: a bundle that imports this module without reading the cards leaves them out. */
export const SCENARIO_CARDS: readonly ScenarioCard[] = /* @__PURE__ */ BEGINNER_CARDS.concat(
  INTERMEDIATE_CARDS,
  ADVANCED_CARDS,
);

/** The card of an id, or undefined. */
export function scenarioCardById(id: string): ScenarioCard | undefined {
  return SCENARIO_CARDS.find((card) => card.id === id);
}
