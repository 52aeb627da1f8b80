// A dialog that asks before something happens (money moves, an investment is cancelled): the
// confirming button first, "돌아가기" (or the screen's word) second, both locked while the request is out, and the
// server's refusal shown inside the dialog.
import type { ReactNode } from 'react';
import { useScrollIntoView } from '@/lib/use-scroll-into-view';
import { Dialog } from './dialog';

type Props = {
  open: boolean;
  title: string;
  /** The confirming button's text ("투자 취소하기"). */
  confirmLabel: ReactNode;
  /** What that button says while the request is out ("취소하는 중…"). */
  busyLabel: string;
  /** The other button; "돌아가기" unless the screen says "취소". */
  cancelLabel?: string;
  busy: boolean;
  /** The confirming button is off (consent not ticked, balance short). */
  disabled?: boolean;
  /** A refusal from the server. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
};

export function ConfirmDialog({ open, title, confirmLabel, busyLabel, cancelLabel = '돌아가기', busy, disabled = false, error, onConfirm, onClose, children }: Props) {
  // The refusal is said here only (its mutation is not toasted): below a long consent on a phone it must scroll into view.
  const errorRef = useScrollIntoView<HTMLParagraphElement>(error);
  const footer = (
    <>
      <button type="button" className="button button--primary" onClick={onConfirm} disabled={busy || disabled}>
        {busy ? busyLabel : confirmLabel}
      </button>
      <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
        {cancelLabel}
      </button>
    </>
  );
  return (
    <Dialog open={open} title={title} onClose={onClose} busy={busy} footer={footer}>
      {children}
      {error ? (
        <p ref={errorRef} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
