import { ReloadButton } from '../../components/reload-button';
import { TitledCard } from '../../components/titled-card';

/** A card whose data could not be read: the sentence, and a retry that runs the loader again. */
export function LoadError({ title, sentence }: { title: string; sentence: string }) {
  return (
    <TitledCard title={title}>
      <div className="points-error">
        <p role="alert" className="alert tone-error">
          {sentence}
        </p>
        <ReloadButton />
      </div>
    </TitledCard>
  );
}
