import { FormError } from '../../components/form-error';
import { Modal } from '../../components/modal';
import { useAction } from '../../lib/use-action';

/** A destructive action's question, in the messages' words. */
export interface DangerQuestion {
  title: string;
  lead: string;
  cancel: string;
  confirm: string;
  /** The confirm button while the call runs. */
  busy: string;
}

/**
 * Asks before a staff action that cannot be undone (revoke a key, delete a list or an
 * assignment): the call runs from the dialog, its failure is said there, and `onClose(true)`
 * follows only a call that succeeded.
 */
export function DangerDialog({
  open,
  question,
  action,
  onClose,
}: {
  open: boolean;
  question: DangerQuestion;
  action: () => Promise<void>;
  onClose: (done: boolean) => void;
}) {
  const { busy, error, setError, run } = useAction();
  const close = (done: boolean) => {
    setError(null);
    onClose(done);
  };
  return (
    <Modal open={open} title={question.title} onClose={() => close(false)}>
      <p>{question.lead}</p>
      <FormError error={error} />
      <div className="modal-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => close(false)}
          disabled={busy}
        >
          {question.cancel}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={busy}
          onClick={async () => {
            if (await run(action)) close(true);
          }}
        >
          {busy ? question.busy : question.confirm}
        </button>
      </div>
    </Modal>
  );
}
