import type { ClassCorrection } from '@shared/contract';
import { Correction } from '../../../components/correction';
import { TitledCard } from '../../../components/titled-card';
import { academyMessages } from '../../../messages/academy';

const text = academyMessages.classPage;

/** The tutor's corrections that came most often in the class's conversations this week, nobody named. */
export function FrequentCorrections({ corrections }: { corrections: ClassCorrection[] }) {
  return (
    <TitledCard title={text.correctionsTitle}>
      {corrections.length === 0 ? (
        <p className="muted">{text.noCorrections}</p>
      ) : (
        <>
          <p className="muted">{text.correctionsLead}</p>
          <ol className="corrections academy-corrections" aria-label={text.correctionsLabel}>
            {corrections.map((correction) => (
              <li key={`${correction.said}\u0000${correction.better}`}>
                <Correction correction={correction} />
                <p className="academy-correction-count">
                  {text.correctionCount(correction.conversations, correction.learners)}
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </TitledCard>
  );
}
