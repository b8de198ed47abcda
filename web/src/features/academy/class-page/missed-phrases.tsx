import type { MissedPhrase } from '@shared/contract';
import type { PracticeKind } from '@shared/rules';
import { TitledCard } from '../../../components/titled-card';
import { academyMessages } from '../../../messages/academy';

const text = academyMessages.classPage;
const KINDS: readonly PracticeKind[] = ['writing', 'speaking'];

/** One practice's phrases under its heading, each with a note in brackets; `empty` when none. */
export function PhrasesIn({
  heading,
  label,
  empty,
  phrases,
}: {
  heading: string;
  label: string;
  empty: string;
  phrases: readonly { phrase: string; note: string }[];
}) {
  return (
    <section className="academy-missed-kind">
      <h3>{heading}</h3>
      {phrases.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="academy-missed" aria-label={label}>
          {phrases.map(({ phrase, note }) => (
            <li key={phrase}>
              <span lang="en" className="academy-phrase">
                {phrase}
              </span>{' '}
              <span className="muted">({note})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function MissedIn({ kind, phrases }: { kind: PracticeKind; phrases: MissedPhrase[] }) {
  return (
    <PhrasesIn
      heading={text.missedIn[kind]}
      label={text.missedLabel[kind]}
      empty={text.noMissed[kind]}
      phrases={phrases.map((each) => ({
        phrase: each.phrase,
        note: text.missed(each.wrong, each.tries, each.learners),
      }))}
    />
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
