import { LEVELS, type Level } from '@shared/rules';
import { Suspense, use, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { screenPaths } from '../../../config/screen-paths';
import { scenarioCardsOf } from '../../../lib/scenario-cards';
import { messages } from '../../../messages';
import { conversationMessages } from '../../../messages/conversation';
import './scenario-choice.css';

const words = conversationMessages.choice;

function Choice({
  id,
  title,
  line,
  chosen,
  onChoose,
}: {
  id: string | null;
  title: string;
  line: string;
  chosen: string | null;
  onChoose: (scenarioId: string | null) => void;
}) {
  return (
    <label className={chosen === id ? 'scenario-card scenario-card-chosen' : 'scenario-card'}>
      <input
        type="radio"
        name="conversa"
        value={id ?? ''}
        checked={chosen === id}
        onChange={() => onChoose(id)}
      />
      <span className="scenario-card-text">
        <span className="scenario-card-title">{title}</span>
        <span className="scenario-card-line">{line}</span>
      </span>
    </label>
  );
}

interface ChoiceProps {
  chosen: string | null;
  onChoose: (scenarioId: string | null) => void;
}

/**
 * The conversation's intro: "Conversa livre" or a scenario, the learner's level's
 * first (the speaking practice's level; a visitor's, beginner), the other levels one switch away.
 * The choice stays the gate's (./practice-gate.tsx) until the conversation opens with it. The
 * cards show at once (beginner's) while the learner's level is read, then that level's; each
 * level's cards load when it is shown.
 */
export function ScenarioChoice({
  learnerLevel,
  ...props
}: ChoiceProps & { learnerLevel: Promise<Level | null> }) {
  return (
    <Suspense fallback={<Choices own={null} {...props} />}>
      <LoadedChoices learnerLevel={learnerLevel} {...props} />
    </Suspense>
  );
}

function LoadedChoices({ learnerLevel, ...props }: ChoiceProps & { learnerLevel: Promise<Level | null> }) {
  return <Choices own={use(learnerLevel)} {...props} />;
}

/** A level's scenarios, once their cards have loaded. */
function LevelChoices({ level, chosen, onChoose }: ChoiceProps & { level: Level }) {
  return (
    <div className="scenario-list">
      {use(scenarioCardsOf(level)).map((scenario) => (
        <Choice
          key={scenario.id}
          id={scenario.id}
          title={scenario.title}
          line={scenario.line}
          chosen={chosen}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}

function Choices({ own, chosen, onChoose }: ChoiceProps & { own: Level | null }) {
  const [shown, setShown] = useState<Level>(own ?? 'beginner');
  return (
    <fieldset className="card scenario-choice">
      <legend className="card-title">{words.legend}</legend>
      <div className="scenario-list">
        <Choice
          id={null}
          title={words.freeTalk}
          line={words.freeTalkLine}
          chosen={chosen}
          onChoose={onChoose}
        />
      </div>
      <fieldset className="scenario-levels">
        <legend>{words.levelsLegend}</legend>
        <div className="level-options">
          {LEVELS.map((level) => (
            <label key={level} className="level-option">
              <input
                type="radio"
                name="nivel-das-situacoes"
                value={level}
                checked={shown === level}
                onChange={() => setShown(level)}
              />{' '}
              {messages.intro.levels[level]}
              {level === own && <span className="muted"> {messages.intro.yourLevel}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <Suspense fallback={<p className="muted">{words.loading}</p>}>
        <LevelChoices level={shown} chosen={chosen} onChoose={onChoose} />
      </Suspense>
      <p className="scenario-history">
        <AppLink to={screenPaths.conversations}>{words.history}</AppLink>
      </p>
    </fieldset>
  );
}
