import type { ConversationCorrection } from '@shared/contract';
import './correction.css';

/** The tutor's gentle correction: what was said, struck through, the better way and why. */
export function Correction({ correction }: { correction: ConversationCorrection }) {
  return (
    <p className="correction">
      <s lang="en">{correction.said}</s> → <strong lang="en">{correction.better}</strong>
      <span className="correction-why">{correction.explanation}</span>
    </p>
  );
}
