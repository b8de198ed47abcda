import { LEVELS, type Level } from '@shared/rules';
import { messages } from '../../../messages';

/**
 * The three levels of the phrase pool, the learner's own preselected and marked;
 * the learner may always choose another for this practice.
 */
export function LevelChoice({
  learnerLevel,
  chosen,
  onChoose,
}: {
  /** The learner's level, once known (null for a visitor, or while it loads). */
  learnerLevel: Level | null;
  chosen: Level | null;
  onChoose: (level: Level) => void;
}) {
  const selected = chosen ?? learnerLevel;
  return (
    <fieldset className="card level-choice">
      <legend className="card-title">{messages.intro.levelLegend}</legend>
      <div className="level-options">
        {LEVELS.map((level) => (
          <label key={level} className="level-option">
            <input
              type="radio"
              name="nivel"
              value={level}
              checked={selected === level}
              onChange={() => onChoose(level)}
            />{' '}
            {messages.intro.levels[level]}
            {level === learnerLevel && <span className="muted"> {messages.intro.yourLevel}</span>}
          </label>
        ))}
      </div>
      <p className="muted level-hint">{messages.intro.levelHint}</p>
    </fieldset>
  );
}
