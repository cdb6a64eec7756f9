import { createProgressBatcher, type ProgressReport } from '../utils/progressBatcher';

function setup(intervalMs = 20_000) {
  let clock = 0;
  const timers: { at: number; fn: () => void }[] = [];
  const sent: { report: ProgressReport; urgent: boolean }[] = [];
  const batcher = createProgressBatcher({
    intervalMs,
    send: (report, urgent) => sent.push({ report, urgent }),
    now: () => clock,
    schedule: (fn, ms) => {
      const timer = { at: clock + ms, fn };
      timers.push(timer);
      return timer;
    },
    cancel: (handle) => timers.splice(timers.indexOf(handle as (typeof timers)[number]), 1),
  });
  const advance = (ms: number) => {
    clock += ms;
    for (const timer of [...timers].filter((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.fn();
    }
  };
  return { batcher, sent, advance, timers };
}

describe('progress batcher', () => {
  it('sends the first page at once, then coalesces a flood of scroll reports into one send per interval', () => {
    const { batcher, sent, advance } = setup();
    batcher.see(1);
    expect(sent).toEqual([{ report: { page: 1, furthestPage: 1 }, urgent: false }]);
    for (let i = 0; i < 500; i += 1) batcher.see((i % 8) + 2);
    batcher.see(5);
    expect(sent).toHaveLength(1);
    advance(19_999);
    expect(sent).toHaveLength(1);
    advance(1);
    expect(sent).toHaveLength(2);
    expect(sent[1].report).toEqual({ page: 5, furthestPage: 9 });
  });

  it('sends nothing when nothing changed', () => {
    const { batcher, sent, advance } = setup();
    batcher.see(3);
    batcher.see(3);
    advance(60_000);
    batcher.flush();
    expect(sent).toHaveLength(1);
  });

  it('flushes what is pending at once when the page is hidden', () => {
    const { batcher, sent, timers } = setup();
    batcher.see(1);
    batcher.see(4);
    batcher.flush(true);
    expect(sent[1]).toEqual({ report: { page: 4, furthestPage: 4 }, urgent: true });
    expect(timers).toHaveLength(0);
  });

  it('with no interval (visitors, local storage) every page change is kept', () => {
    const { batcher, sent } = setup(0);
    batcher.see(1);
    batcher.see(1);
    batcher.see(2);
    expect(sent.map((s) => s.report.page)).toEqual([1, 2]);
  });
});
