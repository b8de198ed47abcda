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
