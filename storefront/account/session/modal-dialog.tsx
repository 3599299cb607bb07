// A modal built on the native <dialog>: the browser makes the page behind it inert (focus stays in
// the dialog), Escape closes it, and no dialog library weighs on the first load. Mounted means open.
import { type ReactNode, useEffect, useRef } from 'react';

export function ModalDialog({
  titleId,
  onClose,
  className = '',
  children,
}: {
  titleId: string;
  onClose(): void;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // The browser focuses the first focusable element; a dialog may name a better start.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const closed = () => onCloseRef.current();
    dialog.addEventListener('close', closed);
    return () => {
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog ref={ref} className={`account-dialog ${className}`} aria-labelledby={titleId}>
      {children}
    </dialog>
  );
}
