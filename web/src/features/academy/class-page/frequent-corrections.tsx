import type { ClassCorrection, ConversationCorrection } from '@shared/contract';
import type { ReactNode } from 'react';
import { Correction } from '../../../components/correction';
import { TitledCard } from '../../../components/titled-card';
import { academyMessages } from '../../../messages/academy';

const text = academyMessages.classPage;

/** Corrections as the academy lists them, each with what `after` adds below it. */
export function CorrectionsList<Each extends ConversationCorrection>({
  corrections,
  label,
  after,
}: {
  corrections: readonly Each[];
  label: string;
  after?: (correction: Each) => ReactNode;
}) {
  return (
    <ol className="corrections academy-corrections" aria-label={label}>
      {corrections.map((correction) => (
        <li key={`${correction.said}\u0000${correction.better}`}>
          <Correction correction={correction} />
          {after?.(correction)}
        </li>
      ))}
    </ol>
  );
}

/** The tutor's corrections that came most often in the class's conversations this week, nobody named. */
export function FrequentCorrections({ corrections }: { corrections: ClassCorrection[] }) {
  return (
    <TitledCard title={text.correctionsTitle}>
      {corrections.length === 0 ? (
        <p className="muted">{text.noCorrections}</p>
      ) : (
        <>
          <p className="muted">{text.correctionsLead}</p>
          <CorrectionsList
            corrections={corrections}
            label={text.correctionsLabel}
            after={(correction) => (
              <p className="academy-correction-count">
                {text.correctionCount(correction.conversations, correction.learners)}
              </p>
            )}
          />
        </>
      )}
    </TitledCard>
  );
}
