import { MESSAGES } from '@shared/limits';
import { Modal } from '../../../ui/Modal';

/** The permanent-delete confirmation; the backdrop never closes it. */
export function DeleteWorkModal({
  isDeleting,
  error,
  onConfirm,
  onCancel,
}: {
  isDeleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={isDeleting ? MESSAGES.deleting : MESSAGES.deleteWorkConfirm}
      onEscape={onCancel}
      actions={
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={onCancel}
            disabled={isDeleting}
            data-autofocus
          >
            Cancel
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={onConfirm}
            disabled={isDeleting}
          >
            Delete
          </button>
        </>
      }
    >
      {isDeleting ? <p role="status">{MESSAGES.deletingPatience}</p> : null}
      {error ? (
        <p className="form-message form-message--error" role="alert">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
