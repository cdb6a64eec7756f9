import type { ReactNode } from 'react';
import { Modal } from './Modal';

export type ConfirmModalProps = {
  title: string;
  /** The destructive button's label, and its label while the action runs. */
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel: () => void;
  /** Why the action failed, shown in the dialog. */
  error?: string | null;
  children?: ReactNode;
};

/** A destructive confirmation: the danger button, Cancel (focused first, the safe choice), the error. */
export function ConfirmModal({
  title,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
  error,
  children,
}: ConfirmModalProps) {
  return (
    <Modal
      title={title}
      onEscape={onCancel}
      actions={
        <>
          <button
            type="button"
            className="button button--danger"
            onClick={() => void onConfirm()}
            disabled={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            disabled={busy}
            data-autofocus
          >
            Cancel
          </button>
        </>
      }
    >
      {children}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
