import { Modal } from '../../../ui/Modal';
import { useLogOutEverywhere } from '../hooks/useLogOutEverywhere';

export function LogOutEverywhereSection() {
  const { isOpen, open, cancel, confirm, isLoggingOut, error } = useLogOutEverywhere();

  return (
    <section className="card" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Sessions</h2>
      <p>
        Log out on every device and browser where you are signed in, this one included. Your
        developer tokens keep working; revoke them above if you need to.
      </p>
      <button type="button" className="button button--ghost" onClick={open}>
        Log out everywhere
      </button>
      {isOpen ? (
        <Modal
          title="Log out on every device?"
          onEscape={cancel}
          actions={
            <>
              <button
                type="button"
                className="button button--danger"
                onClick={() => void confirm()}
                disabled={isLoggingOut}
              >
                {isLoggingOut ? 'Logging out…' : 'Log out everywhere'}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={cancel}
                disabled={isLoggingOut}
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
