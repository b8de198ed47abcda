import { formatKey } from '@shared/key-format';
import { useState } from 'react';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { useAction } from '../../../lib/use-action';
import { academyMessages } from '../../../messages/academy';
import { replaceLearner } from '../api/keys';
import { keyLink } from '../paths';

const text = academyMessages.replace;

/**
 * For a learner who lost their account: asks first (the old account leaves the class and loses
 * its activation), then shows the new key and its link to hand over.
 */
export function ReplaceDialog({
  classId,
  learner,
  onClose,
}: {
  classId: string;
  learner: { uid: string; name: string } | null;
  /** `replaced`: the class changed, read it again. */
  onClose: (replaced: boolean) => void;
}) {
  const { busy, error, run } = useAction();
  const [key, setKey] = useState<string | null>(null);
  const name = learner?.name ?? '';

  function close() {
    const replaced = key !== null;
    setKey(null);
    onClose(replaced);
  }

  return (
    <Modal open={learner !== null} title={text.title(name)} onClose={close}>
      {key === null ? (
        <>
          <p>{text.lead}</p>
          <FormError error={error} />
          <div className="modal-actions">
            <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
              {text.cancel}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() =>
                run(async () => {
                  if (learner) setKey(await replaceLearner(classId, learner.uid));
                })
              }
            >
              {busy ? text.confirming : text.confirm}
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">{text.done(name)}</p>
          <p className="academy-new-key">{formatKey(key)}</p>
          <p>
            {text.link}: <a href={keyLink(key)}>{keyLink(key)}</a>
          </p>
          <div className="modal-actions">
            {/* biome-ignore lint/a11y/noAutofocus: the dialog's content changed; its one action takes the focus */}
            <button type="button" className="button button-primary" onClick={close} autoFocus>
              {text.close}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
