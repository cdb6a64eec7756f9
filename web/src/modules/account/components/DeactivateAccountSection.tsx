import { Modal } from '../../../ui/Modal';
import { useDeactivateAccount } from '../hooks/useDeactivateAccount';

export function DeactivateAccountSection() {
  const { isOpen, open, cancel, confirm, isDeactivating, error } = useDeactivateAccount();

  return (
    <section className="card card--danger" aria-labelledby="deactivate-heading">
      <h2 id="deactivate-heading">Deactivate Account</h2>
      <p>
        Deactivating your account removes your work from search results and makes it inaccessible,
        but it does not delete it. Logging in again reactivates your account. To delete a work, do
        it manually from your profile page; deleting a work is permanent.
      </p>
      <button type="button" className="button button--danger" onClick={open}>
        Deactivate Account
      </button>
      {isOpen ? (
        <Modal
          title="Are you sure you want to deactivate your account?"
          onEscape={cancel}
          actions={
            <>
              <button
                type="button"
                className="button button--danger"
                onClick={confirm}
                disabled={isDeactivating}
              >
                {isDeactivating ? 'Deactivating…' : 'Deactivate Account'}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={cancel}
                disabled={isDeactivating}
                data-autofocus
              >
                Cancel
              </button>
            </>
          }
        >
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
