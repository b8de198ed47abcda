import type { MissedPhrase } from '@shared/contract';
import { TitledCard } from '../../../components/titled-card';
import { academyMessages } from '../../../messages-academy';

const text = academyMessages.classPage;

/** The phrases the class missed most this week, most missed first: material for the next lesson. */
export function MissedPhrases({ phrases }: { phrases: MissedPhrase[] }) {
  return (
    <TitledCard title={text.missedTitle}>
      {phrases.length === 0 ? (
        <p className="muted">{text.noMissed}</p>
      ) : (
        <>
          <p className="muted">{text.missedLead}</p>
          <ol className="academy-missed" aria-label={text.missedLabel}>
            {phrases.map((phrase) => (
              <li key={phrase.phrase}>
                <span lang="en" className="academy-phrase">
                  {phrase.phrase}
                </span>{' '}
                <span className="muted">({text.missed(phrase.missed, phrase.served)})</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </TitledCard>
  );
}
