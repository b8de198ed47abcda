/**
 * The conversation's guided scenarios: role-plays with a goal and target words, 8 per level,
 * each written once, card and role together (./scenario.ts), one level a file. The server
 * validates the id and tells the tutor; the offline tutor plays them from
 * ../services/tutor/offline/; the web app shows their cards. `null` is "Conversa livre".
 * Titles, lines and goals are Portuguese (shown); roles, openings and targets English.
 */
import type { Scenario } from './scenario';
import { ADVANCED_SCENARIOS } from './scenarios-advanced';
import { BEGINNER_SCENARIOS } from './scenarios-beginner';
import { INTERMEDIATE_SCENARIOS } from './scenarios-intermediate';

export type { Scenario, ScenarioCard } from './scenario';

/** The free conversation's first line, when no scenario was chosen. */
export const FREE_TALK_OPENING = {
  en: 'Hi! I am your English tutor. What would you like to talk about today?',
  pt: 'Oi! Eu sou seu tutor de inglês. Sobre o que você gostaria de conversar hoje?',
} as const;

export const SCENARIOS: readonly Scenario[] = BEGINNER_SCENARIOS.concat(
  INTERMEDIATE_SCENARIOS,
  ADVANCED_SCENARIOS,
);

/** The scenario of an id, or undefined (an unknown id is a 400 where a request names one). */
export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((scenario) => scenario.id === id);
}
