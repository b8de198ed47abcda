/**
 * The profile's "Seus dados": the privacy notice, the learner's data as a file (LGPD art. 18:
 * access and portability) and the way to delete the account (./delete-account-dialog.tsx).
 */
import { exportFileName } from '@shared/contract';
import { useState } from 'react';
import { AppLink } from '../../components/app-link';
import { FormError } from '../../components/form-error';
import { TitledCard } from '../../components/titled-card';
import { screenPaths } from '../../config/screen-paths';
import { saveFile } from '../../lib/save-file';
import { useAction } from '../../lib/use-action';
import { accountMessages } from '../../messages/account';
import { exportAccount } from './api/account';
import { DeleteAccountDialog } from './delete-account-dialog';

const text = accountMessages.profile;

/** Today on this device, YYYY-MM-DD (Canada's format is ISO's). */
const today = () => new Date().toLocaleDateString('en-CA');

function Download() {
  const { busy, error, run } = useAction();
  const [done, setDone] = useState(false);

  async function download() {
    setDone(false);
    setDone(await run(async () => saveFile(await exportAccount(), exportFileName(today()))));
  }

  return (
    <div className="account-item">
      <button type="button" className="button button-secondary" disabled={busy} onClick={download}>
        {busy ? text.downloading : text.download}
      </button>
      <p className="muted account-hint">{text.downloadHint}</p>
      <div aria-live="polite">{done && <p className="muted">{text.downloaded}</p>}</div>
      <FormError error={error} />
    </div>
  );
}

export function DataCard() {
  const [deleting, setDeleting] = useState(false);
  return (
    <TitledCard title={text.dataTitle} className="account-card">
      <p>
        {text.dataLead} <AppLink to={screenPaths.privacy}>{text.privacyLink}</AppLink>
      </p>
      <Download />
      <div className="account-item">
        <button type="button" className="button button-danger" onClick={() => setDeleting(true)}>
          {text.deleteAccount}
        </button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </TitledCard>
  );
}
