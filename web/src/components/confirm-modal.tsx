import { Modal } from './modal';

/** A yes-or-no question about leaving something midway, in the messages' words. */
export interface ConfirmQuestion {
  title: string;
  text: string;
  /** The button that keeps the learner where they are (also Escape). */
  stay: string;
  /** The button that goes ahead. */
  go: string;
}

export interface ConfirmAnswers {
  stay: () => void;
  go: () => void;
}

/** Asks `question` before the learner leaves or ends something midway (a practice, a conversation). */
export function ConfirmModal({ question, answer }: { question: ConfirmQuestion; answer: ConfirmAnswers }) {
  return (
    <Modal open title={question.title} onClose={() => answer.stay()}>
      <p className="modal-text">{question.text}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => answer.stay()}>
          {question.stay}
        </button>
        <button type="button" className="button button-primary" onClick={() => answer.go()}>
          {question.go}
        </button>
      </div>
    </Modal>
  );
}
