import { useRevalidator } from 'react-router';
import { TitledCard } from '../../components/titled-card';
import { messages } from '../../messages';

/** A card whose data could not be read: the sentence, and a retry that runs the loader again. */
export function LoadError({ title, sentence }: { title: string; sentence: string }) {
  const revalidator = useRevalidator();
  return (
    <TitledCard title={title}>
      <div className="points-error">
        <p role="alert" className="alert tone-error">
          {sentence}
        </p>
        <button type="button" className="button button-secondary" onClick={() => revalidator.revalidate()}>
          {messages.retry}
        </button>
      </div>
    </TitledCard>
  );
}
