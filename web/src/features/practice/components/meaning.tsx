import { messages } from '../../../messages';

/** A phrase's Portuguese meaning, shown once the learner has answered or skipped it. */
export function Meaning({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p className="meaning">
      <span className="muted">{messages.practice.meaning}</span> {text}
    </p>
  );
}
