import { type ReactNode, useEffect, useId, useRef } from 'react';
import './modal.css';

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind it
 * inert and gives Escape for free. Escape calls `onClose`, like a Cancel button would.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
