import type { MissedPhrase } from '@shared/contract';
import type { PracticeKind } from '@shared/rules';
import { TitledCard } from '../../../components/titled-card';
import { academyMessages } from '../../../messages/academy';

const text = academyMessages.classPage;
const KINDS: readonly PracticeKind[] = ['writing', 'speaking'];

function MissedIn({ kind, phrases }: { kind: PracticeKind; phrases: MissedPhrase[] }) {
  return (
    <section className="academy-missed-kind">
      <h3>{text.missedIn[kind]}</h3>
      {phrases.length === 0 ? (
        <p className="muted">{text.noMissed[kind]}</p>
      ) : (
        <ol className="academy-missed" aria-label={text.missedLabel[kind]}>
          {phrases.map((phrase) => (
            <li key={phrase.phrase}>
              <span lang="en" className="academy-phrase">
                {phrase.phrase}
              </span>{' '}
              <span className="muted">({text.missed(phrase.wrong, phrase.tries, phrase.learners)})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The phrases the class answered wrong most this week, per practice: material for the next lesson. */
export function MissedPhrases({ phrases }: { phrases: Record<PracticeKind, MissedPhrase[]> }) {
  return (
    <TitledCard title={text.missedTitle} className="academy-missed-card">
      <p className="muted">{text.missedLead}</p>
      {KINDS.map((kind) => (
        <MissedIn key={kind} kind={kind} phrases={phrases[kind]} />
      ))}
    </TitledCard>
  );
}
