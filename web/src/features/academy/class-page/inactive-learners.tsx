import type { ClassLearner } from '@shared/contract';
import { hasOwnName } from '@shared/name-rules';
import { useId, useState } from 'react';
import { TitledCard } from '../../../components/titled-card';
import { academyMessages } from '../../../messages/academy';
import { copyText as copy } from '../parts';
import { appUrl } from '../paths';

const text = academyMessages.classPage;

function Nudge({ learner }: { learner: ClassLearner }) {
  const message = text.nudge(
    learner.name,
    hasOwnName(learner.name),
    learner.lastPractisedOn !== null,
    appUrl(),
  );
  const [copied, setCopied] = useState<boolean | null>(null);
  const messageId = useId();
  return (
    <li className="academy-nudge">
      <h3 className="academy-nudge-name">{learner.name}</h3>
      <p className="muted">
        {text.lastPractised(learner.lastPractisedOn)}
        {learner.email && ` · ${learner.email}`}
      </p>
      <p id={messageId} className="academy-nudge-message">
        {message}
      </p>
      <div className="academy-nudge-actions">
        <button
          type="button"
          className="button button-secondary"
          aria-describedby={messageId}
          onClick={async () => setCopied(await copy(message))}
        >
          {text.copy}
        </button>
        <a
          className="button button-secondary"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={text.whatsappTo(learner.name)}
        >
          {text.whatsapp}
        </a>
      </div>
      <div aria-live="polite" className="form-message">
        {copied !== null && (
          <p className={copied ? 'muted' : 'field-error'}>
            {copied ? text.copied(learner.name) : text.copyFailed}
          </p>
        )}
      </div>
    </li>
  );
}

/** The learners with no practice in the last days, each with a message ready to send. */
export function InactiveLearners({ learners }: { learners: ClassLearner[] }) {
  return (
    <TitledCard title={text.inactiveTitle} className={learners.length > 0 ? 'academy-inactive' : undefined}>
      {learners.length === 0 ? (
        <p className="muted">{text.noneInactive}</p>
      ) : (
        <>
          <p className="muted">{text.inactiveLead}</p>
          <ul className="plain-list academy-nudges">
            {learners.map((learner) => (
              <Nudge key={learner.uid} learner={learner} />
            ))}
          </ul>
        </>
      )}
    </TitledCard>
  );
}
