export type Feedback = { kind: 'success' | 'error'; text: string };

/** The outcome of a form submit, announced to assistive technology. */
export function FormMessage({ feedback }: { feedback: Feedback | null }) {
  if (!feedback) return null;
  return (
    <p
      className={`form-message form-message--${feedback.kind}`}
      role={feedback.kind === 'error' ? 'alert' : 'status'}
    >
      {feedback.text}
    </p>
  );
}
