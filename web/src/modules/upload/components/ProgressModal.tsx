import { Modal } from '../../../ui/Modal';
import type { UploadState } from '../hooks/usePublishUpload';
import { UPLOAD_TEXTS } from '../texts';

/** Open while an upload runs; neither the backdrop nor Escape closes it, only Close after an error. */
export function ProgressModal({ state, onClose }: { state: UploadState; onClose: () => void }) {
  if (state.phase === 'idle') return null;
  const failed = state.phase === 'error';
  return (
    <Modal
      title={UPLOAD_TEXTS.progressTitle(state.percent)}
      onEscape={failed ? onClose : undefined}
      actions={
        failed ? (
          <button type="button" className="button" onClick={onClose}>
            Close
          </button>
        ) : null
      }
    >
      <progress className="progress" max={100} value={state.percent} aria-label="Upload progress">
        {state.percent}%
      </progress>
      <p>{UPLOAD_TEXTS.takesAWhile}</p>
      <p>{UPLOAD_TEXTS.willRedirect}</p>
      {state.phase === 'uploading' ? (
        <p role="status">{UPLOAD_TEXTS.stillLoading}</p>
      ) : state.phase === 'success' ? (
        <p className="form-message form-message--success" role="status">
          {UPLOAD_TEXTS.success}
        </p>
      ) : (
        <p className="form-message form-message--error" role="alert">
          {state.error}
        </p>
      )}
    </Modal>
  );
}
