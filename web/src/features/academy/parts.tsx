/**
 * Small pieces every academy screen uses: the announcement an action leaves, a copy to the
 * clipboard, a CSV download, the way back, a table and its empty state.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { AppLink } from '../../components/app-link';
import { FormError } from '../../components/form-error';
import { saveFile } from '../../lib/save-file';
import { useAction } from '../../lib/use-action';

/**
 * What an action just did (or, `said`, what the screen that led here did), said in a status line
 * that takes the focus, so a keyboard or screen reader user hears it and continues from there
 * (the button they pressed may be gone).
 */
export function useAnnouncement(said: string | null = null): {
  announcement: Said | null;
  announce: (message: string) => void;
} {
  const [announcement, setAnnouncement] = useState<Said | null>(said === null ? null : { message: said });
  return {
    announcement,
    // A new object each time: the same sentence said twice takes the focus again.
    announce: (message) => setAnnouncement({ message }),
  };
}

interface Said {
  message: string;
}

/** The navigation state that has the next screen announce what an action did (a save, a delete). */
export const saidState = (message: string) => ({ said: message });

/** What the screen left by an action asks this one to announce, if anything. */
export function saidOf(state: unknown): string | null {
  const said = (state as { said?: unknown } | null)?.said;
  return typeof said === 'string' ? said : null;
}

export function Announcement({ announcement }: { announcement: Said | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (announcement) ref.current?.focus();
  }, [announcement]);
  return (
    <div aria-live="polite" className="form-message">
      {announcement && (
        <p ref={ref} tabIndex={-1} role="status" className="alert tone-success academy-announcement">
          {announcement.message}
        </p>
      )}
    </div>
  );
}

/** `text` on the clipboard; false when the browser refused (the screen then shows it to copy by hand). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
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

/**
 * One of the academy's tables: scrolls sideways inside its own box on a phone, named for screen
 * readers by `label`, one header cell per column (a falsy column is left out: an admin's only).
 */
export function AcademyTable({
  label,
  columns,
  className,
  children,
}: {
  label: string;
  columns: readonly (string | false | undefined)[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="academy-table-wrap">
      <table className={className ? `academy-table ${className}` : 'academy-table'}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns
              .filter((column) => column)
              .map((column) => (
                <th key={column as string} scope="col">
                  {column}
                </th>
              ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** What an empty list says instead of an empty table. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card state-card">
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}
