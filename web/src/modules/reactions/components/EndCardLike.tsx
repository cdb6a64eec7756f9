import { IssueLikes } from './IssueLikes';

/** The reader's end-of-issue card: like what you just read. */
export function EndCardLike({ bookId, issueNumber }: { bookId: number; issueNumber: number }) {
  return (
    <section className="reader-end page reaction-end" aria-label="Like this issue">
      <p className="reaction-end__prompt">Enjoyed this issue?</p>
      <IssueLikes bookId={bookId} issueNumber={issueNumber} />
    </section>
  );
}
