import { Modal } from '../../../components/modal';
import { messages } from '../../../messages';

/** Asked when the learner navigates away in the middle of a practice. */
export function LeaveModal({ leave }: { leave: { stay: () => void; go: () => void } }) {
  return (
    <Modal open title={messages.practice.leave.title} onClose={() => leave.stay()}>
      <p>{messages.practice.leave.text}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={() => leave.stay()}>
          {messages.practice.leave.stay}
        </button>
        <button type="button" className="button button-primary" onClick={() => leave.go()}>
          {messages.practice.leave.go}
        </button>
      </div>
    </Modal>
  );
}
