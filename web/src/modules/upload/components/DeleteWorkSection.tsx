import { Modal } from '../../../ui/Modal';
import { useDeleteWork, type DeleteTarget } from '../hooks/useDeleteWork';
import { UPLOAD_TEXTS } from '../texts';

/** The danger zone of an edit screen: a Delete button and its confirmation dialog. */
export function DeleteWorkSection({ target }: { target: DeleteTarget }) {
  const { isOpen, open, cancel, confirm, isDeleting, error } = useDeleteWork(target);
  const noun = target.kind === 'book' ? 'Book' : 'Issue';

  return (
    <section className="card card--danger" aria-labelledby="delete-work-heading">
      <h2 id="delete-work-heading">Delete {noun}</h2>
      <p>
        {target.kind === 'book'
          ? 'Deleting this book permanently removes it with all of its issues, pages and credits.'
          : 'Deleting this issue permanently removes it with its pages and credits. Only the latest issue of a book can be deleted.'}
      </p>
      <button type="button" className="button button--danger" onClick={open}>
        Delete {noun}
      </button>
      {isOpen ? (
        <Modal
          title={UPLOAD_TEXTS.deleteQuestion}
          onEscape={cancel}
          actions={
            <>
              <button
                type="button"
                className="button button--ghost"
                onClick={cancel}
                disabled={isDeleting}
                data-autofocus
              >
                Cancel
              </button>
              <button
                type="button"
                className="button button--danger"
                onClick={confirm}
                disabled={isDeleting}
              >
                Delete
              </button>
            </>
          }
        >
          {isDeleting ? (
            <div role="status">
              <p>{UPLOAD_TEXTS.deleting}</p>
              <p>{UPLOAD_TEXTS.deletePatience}</p>
            </div>
          ) : null}
          {error ? (
            <p className="form-message form-message--error" role="alert">
              {error}
            </p>
          ) : null}
        </Modal>
      ) : null}
    </section>
  );
}
