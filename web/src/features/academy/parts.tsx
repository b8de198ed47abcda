/** Small pieces every academy screen uses: the announcement an action leaves, a CSV download, the way back. */
import { type RefObject, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link';
import { FormError } from '../../components/form-error';
import { saveFile } from '../../lib/save-file';
import { useAction } from '../../lib/use-action';

/**
 * What an action just did, said in a status line that takes the focus, so a keyboard or screen
 * reader user hears it and continues from there (the button they pressed may be gone).
 */
export function useAnnouncement(): {
  message: string | null;
  announce: (message: string) => void;
  ref: RefObject<HTMLParagraphElement | null>;
} {
  const [message, setMessage] = useState<string | null>(null);
  const ref = useRef<HTMLParagraphElement>(null);
  function announce(next: string) {
    setMessage(next);
    // After React has drawn it.
    requestAnimationFrame(() => ref.current?.focus());
  }
  return { message, announce, ref };
}

export function Announcement({
  message,
  announcementRef,
}: {
  message: string | null;
  announcementRef: RefObject<HTMLParagraphElement | null>;
}) {
  return (
    <div aria-live="polite" className="form-message">
      {message && (
        <p
          ref={announcementRef}
          tabIndex={-1}
          role="status"
          className="alert tone-success academy-announcement"
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** A button that fetches a file with the token (a plain link would carry none) and saves it. */
export function DownloadButton({
  label,
  busyLabel,
  doneLabel,
  fileName,
  fetchFile,
}: {
  label: string;
  busyLabel: string;
  doneLabel: string;
  fileName: () => string;
  fetchFile: () => Promise<Blob>;
}) {
  const { busy, error, run } = useAction();
  const [done, setDone] = useState(false);
  async function download() {
    setDone(false);
    setDone(await run(async () => saveFile(await fetchFile(), fileName())));
  }
  return (
    <div className="academy-download">
      <button type="button" className="button button-secondary" disabled={busy} onClick={download}>
        {busy ? busyLabel : label}
      </button>
      <div aria-live="polite">{done && <p className="muted">{doneLabel}</p>}</div>
      <FormError error={error} />
    </div>
  );
}

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <AppLink to={to} className="academy-back">
      <span aria-hidden="true">← </span>
      {children}
    </AppLink>
  );
}
