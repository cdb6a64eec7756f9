/**
 * Coalesces page reports from scrolling into few sends: the first report goes at once (so an
 * issue's unread marker clears as soon as it is opened), later ones at most once per
 * `intervalMs`, carrying where the reader is and the furthest page seen since the last send.
 * `flush` sends what is pending now (the page is being hidden or left). Pure: no DOM, no network.
 */
export type ProgressReport = { page: number; furthestPage: number };

export function createProgressBatcher({
  intervalMs,
  send,
  now = () => Date.now(),
  schedule = (fn, ms) => setTimeout(fn, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: {
  intervalMs: number;
  send: (report: ProgressReport, urgent: boolean) => void;
  now?: () => number;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}) {
  let current: number | null = null;
  let furthest = 0;
  let sent: ProgressReport | null = null;
  let sentAt = -Infinity;
  let timer: unknown = null;

  const pending = () =>
    current !== null && (sent === null || sent.page !== current || sent.furthestPage < furthest);

  function sendNow(urgent: boolean) {
    if (timer !== null) {
      cancel(timer);
      timer = null;
    }
    if (!pending() || current === null) return;
    sent = { page: current, furthestPage: furthest };
    sentAt = now();
    send(sent, urgent);
  }

  return {
    /** The reader is on `page` now. */
    see(page: number) {
      current = page;
      furthest = Math.max(furthest, page);
      if (!pending()) return;
      const wait = sentAt + intervalMs - now();
      if (wait <= 0) sendNow(false);
      else
        timer ??= schedule(() => {
          timer = null;
          sendNow(false);
        }, wait);
    },
    /** Sends what is pending at once. */
    flush(urgent = true) {
      sendNow(urgent);
    },
    /** Stops the timer (what is pending is dropped unless flushed first). */
    dispose() {
      if (timer !== null) cancel(timer);
      timer = null;
    },
  };
}
