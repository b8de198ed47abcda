import { LoadFailed } from '../../components/load-failed';
import { TitledCard } from '../../components/titled-card';

/** A card whose data could not be read: the sentence, and a retry that runs the loader again. */
export function LoadError({ title, sentence }: { title: string; sentence: string }) {
  return (
    <TitledCard title={title}>
      <LoadFailed className="points-error" sentence={sentence} />
    </TitledCard>
  );
}
