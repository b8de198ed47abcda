/**
 * A guided scenario, written once: its card (what the learner sees: the Portuguese title, line
 * and goal, the English targets) and its role (what only the tutor needs: who it plays, the
 * scene's words, its first line). The scenarios are written one level a file
 * (./scenarios-*.ts); all of them: ./scenarios.ts. The web app builds its cards from those files
 * at build time (web/build/scenario-cards.ts), so it never downloads a role.
 */
import type { Level } from '../shared/rules';

/** The fields of a scenario the learner sees, the only ones the web app's bundle holds. */
export const CARD_FIELDS = ['id', 'level', 'title', 'line', 'goal', 'targets'] as const;

export interface ScenarioCard {
  /** Stable id (sent by the web app, stored with the session): lower-case words and dashes. */
  id: string;
  /** The level it is written for: the intro offers the learner's level first. */
  level: Level;
  /** Shown on the intro's card (pt-BR). */
  title: string;
  /** One line under the title (pt-BR). */
  line: string;
  /** What the learner tries to do in it (pt-BR), shown while talking. */
  goal: string;
  /** 3 to 6 English words or phrases the learner is invited to use; the summary says which were. */
  targets: readonly string[];
}

/** A scenario as the tutor plays it: its card, its role and its first line. */
export interface Scenario extends ScenarioCard {
  /** Who the tutor plays, in English, for the tutor's instructions. */
  role: string;
  /**
   * English words that belong to the scene: the offline tutor hears a learner who uses one as
   * staying in it, and a correction brought back opens it only with one of them (the
   * conversation's session-rules.ts, correctionFits).
   */
  keywords: RegExp;
  /** The tutor's first line (it speaks first in a scenario), and its translation. */
  opening: { en: string; pt: string };
}

/** A scenario's card: only what the learner sees. */
export function scenarioCard(scenario: Scenario): ScenarioCard {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, scenario[field]])) as unknown as ScenarioCard;
}
