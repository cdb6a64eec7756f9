import { ConfirmModal } from '../../../ui/ConfirmModal';
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
        <ConfirmModal
          title="Log out on every device?"
          confirmLabel="Log out everywhere"
          busyLabel="Logging out…"
          busy={isLoggingOut}
          onConfirm={confirm}
          onCancel={cancel}
          error={error}
        />
      ) : null}
    </section>
  );
}
