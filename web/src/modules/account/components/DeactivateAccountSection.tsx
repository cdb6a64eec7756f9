import { ConfirmModal } from '../../../ui/ConfirmModal';
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
        <ConfirmModal
          title="Are you sure you want to deactivate your account?"
          confirmLabel="Deactivate Account"
          busyLabel="Deactivating…"
          busy={isDeactivating}
          onConfirm={confirm}
          onCancel={cancel}
          error={error}
        />
      ) : null}
    </section>
  );
}
