/**
 * A guided scenario as the learner sees it (its Portuguese title, line and goal, its English
 * targets); the cards themselves are written one level a file (./scenario-cards-*.ts), so the web
 * app's intro downloads only the level it shows. All of them: ./scenario-cards.ts.
 */
import type { Level } from './rules';

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
