import { useRevalidator } from 'react-router';
import { messages } from '../messages';

/** "Tentar novamente" under what a route's loader could not read: runs the loader again. */
export function ReloadButton() {
  const revalidator = useRevalidator();
  return (
    <button type="button" className="button button-secondary" onClick={() => revalidator.revalidate()}>
      {messages.retry}
    </button>
  );
}

/** What could not be read, said as an alert, and the button that reads it again. */
export function LoadFailed({ sentence, className }: { sentence: string; className: string }) {
  return (
    <div className={className}>
      <p role="alert" className="alert tone-error">
        {sentence}
      </p>
      <ReloadButton />
    </div>
  );
}
