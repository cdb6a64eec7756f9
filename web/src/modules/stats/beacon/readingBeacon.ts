/**
 * The reading beacon's queue: what the web reader reports of an issue (opened, the furthest
 * page, finished), batched. The first report of an issue goes at once (it counts the view);
 * later progress is merged per issue and sent at most once per `intervalMs`, and `flush` sends
 * what is pending now (the page is being hidden). A beacon never carries more than `maxEvents`
 * events: more are split over several. Pure: the transport and the clock are passed in.
 */
export type BeaconEvent = {
  issueId: number;
  /** Counts a view: true on the first report of an issue per page load. */
  opened: boolean;
  furthestPage: number;
  finished: boolean;
  /** Where the reader came from (first report of the page load only). */
  referrer?: string;
};

/** Events per beacon at most (the endpoint refuses more). */
export const MAX_BEACON_EVENTS = 20;
/** Progress goes out at most this often. */
export const BEACON_INTERVAL_MS = 5000;

export function createBeaconQueue({
  send,
  intervalMs = BEACON_INTERVAL_MS,
  maxEvents = MAX_BEACON_EVENTS,
  now = () => Date.now(),
  schedule = (fn, ms) => setTimeout(fn, ms),
  cancel = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: {
  send: (events: BeaconEvent[]) => void;
  intervalMs?: number;
  maxEvents?: number;
  now?: () => number;
  schedule?: (fn: () => void, ms: number) => unknown;
  cancel?: (handle: unknown) => void;
}) {
  /** What was last reported of each issue, so only news is sent. */
  const reported = new Map<number, { furthestPage: number; finished: boolean }>();
  /** News per issue, in the order the issues were read. */
  const pending = new Map<number, BeaconEvent>();
  /** Issues whose view this queue counted: one view per issue per reader load (and React's
   * development double mount does not count two). */
  const opened = new Set<number>();
  let sentAt = -Infinity;
  let timer: unknown = null;

  function sendNow() {
    if (timer !== null) {
      cancel(timer);
      timer = null;
    }
    if (pending.size === 0) return;
    const events = [...pending.values()];
    pending.clear();
    sentAt = now();
    for (const event of events)
      reported.set(event.issueId, { furthestPage: event.furthestPage, finished: event.finished });
    for (let i = 0; i < events.length; i += maxEvents) send(events.slice(i, i + maxEvents));
  }

  function later() {
    const wait = sentAt + intervalMs - now();
    if (wait <= 0) sendNow();
    else
      timer ??= schedule(() => {
        timer = null;
        sendNow();
      }, wait);
  }

  /** The reader is at `page`: reported with the next batch if it is further than before. */
  function progress(issueId: number, page: number, pageCount: number) {
    const known = pending.get(issueId) ?? reported.get(issueId);
    const furthestPage = Math.max(known?.furthestPage ?? 0, page);
    const finished = (known?.finished ?? false) || page >= pageCount;
    if (known && known.furthestPage === furthestPage && known.finished === finished) return;
    const queued = pending.get(issueId);
    pending.set(issueId, {
      ...queued,
      issueId,
      opened: queued?.opened ?? false,
      furthestPage,
      finished,
    });
    later();
  }

  return {
    /** The reader opened an issue at `page`: reported at once (a view). */
    open(issueId: number, page: number, pageCount: number, referrer?: string) {
      if (opened.has(issueId)) {
        progress(issueId, page, pageCount);
        return;
      }
      opened.add(issueId);
      pending.set(issueId, {
        issueId,
        opened: true,
        furthestPage: page,
        finished: page >= pageCount,
        ...(referrer ? { referrer } : {}),
      });
      sendNow();
    },
    progress,
    /** Sends what is pending now. */
    flush: sendNow,
    /** Stops the timer (what is pending is dropped unless flushed first). */
    dispose() {
      if (timer !== null) cancel(timer);
      timer = null;
    },
  };
}
